import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer, testEnvironment } from '../../composition-root.js';
import type { SiteSettings } from '../../core/index.js';
import { bind as bindOverlays, overlayContainer } from '../../app/overlays.chunk.js';
import { TOKENS } from '../../ui/tokens.js';
import { aBranch, aProperty, aSettings } from '../ui/property-page/property-page-builders.js';
import { aFormElement } from '../support/form-elements.js';

const NEW_HOMES_FORM = {
  id: '701',
  name: 'New homes enquiry',
  redirect_url: '/properties/101/sales/mill-lane-wellow#/flash/welcome-lead-sent',
  elements: [
    aFormElement('development_of_interest', {
      friendlyName: 'Development of interest',
      required: true,
      fieldPostion: 1,
      disabled: true,
    }),
    aFormElement('first_name', { friendlyName: 'First name', required: true, fieldPostion: 2 }),
  ],
};
const CAREERS_FORM = {
  id: '702',
  name: 'Apply to join our team',
  elements: [
    { fieldName: 'cv', friendlyName: 'CV', required: true, inputType: 'file', fieldPostion: 1 },
  ],
};

/** A site's container for `settings`, the overlay layer's chunk bound, what it logged kept. */
function aSite(settings: SiteSettings): { container: Container; warnings: string[] } {
  const warnings: string[] = [];
  const container = createContainer(
    testEnvironment(settings, {
      logger: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
    }),
  );
  return { container: overlayContainer(container), warnings };
}

describe('the viewing, agency-form and legacy bindings', () => {
  describe("'#/book-a-viewing'", () => {
    it("builds the viewing form of the page's property, its lead to the department core's routing chose", () => {
      const newHomes = {
        id: 'd9',
        name: 'New Homes',
        label: 'New Homes',
        telephone: '01225 999999',
        staff: [],
      };
      const settings = aSettings({
        property: aProperty({
          tags: ['new homes'],
          tagsToDepartmentLabelsConversions: { sales: { 'new homes': 'New Homes' } },
        }),
        branches: [aBranch({ departments: [newHomes] })],
      });
      const route = aSite(settings).container.get(TOKENS.viewingRoute);
      const vm = route.form;
      expect([vm?.title, vm?.address, vm?.officeName, vm?.telephone]).to.deep.equal([
        'Book a viewing',
        'Mill Lane, Wellow',
        'Bath',
        '01225 999999',
      ]);
      expect(vm?.payload().lead.branch_department_id).to.equal('d9');
    });

    it('a new form each time the route opens', () => {
      const { container } = aSite(aSettings({ property: aProperty() }));
      expect(container.get(TOKENS.viewingRoute)).to.not.equal(container.get(TOKENS.viewingRoute));
    });

    it('offers no viewing of a home sold or let, but a registration for similar homes', () => {
      for (const [status, notice] of [
        ['sold', 'This home has been sold'],
        ['let agreed', 'This home is let agreed'],
      ] as const) {
        const route = aSite(
          aSettings({
            property: aProperty({
              status,
              ...(status === 'let agreed' ? { property_channel: 'lettings' as const } : {}),
            }),
          }),
        ).container.get(TOKENS.viewingRoute);
        expect(route.form, status).to.equal(undefined);
        expect(route.fallbackRoute.intro).to.equal(
          `${notice}, so viewings have closed. We will gladly tell you about similar homes:`,
        );
        expect(route.fallbackRoute.action).to.deep.equal({
          href: '#/contact-office?register=similar',
          label: 'Register for similar homes',
        });
      }
    });

    it("offers the agency's contact modal on a page without a property", () => {
      const route = aSite(aSettings()).container.get(TOKENS.viewingRoute);
      expect(route.form).to.equal(undefined);
      expect(route.fallbackRoute.title).to.equal('Book a viewing');
    });
  });

  describe("'#/new-homes-enquiry' and '#/form/{id}'", () => {
    it("finds a development's new-homes form in the page data, and the agency forms by id", () => {
      const settings = aSettings({
        property: aProperty(),
        pageData: { new_homes_form: NEW_HOMES_FORM, forms: [CAREERS_FORM] },
      });
      const routes = aSite(settings).container.get(TOKENS.agencyFormRoute);
      const newHomes = routes('new-homes');
      expect(newHomes.form?.form.id).to.equal('701');
      expect(newHomes.form?.development?.property_id).to.equal('101');
      expect(routes('702').form?.form.elements.map((e) => e.inputType)).to.deep.equal(['file']);
      expect(routes('999').form).to.equal(undefined);
      expect(routes('999').fallbackRoute.title).to.equal('Send us your details');
    });

    it('offers the contact modal where the page has no such form, and reports page data it cannot use', () => {
      const { container, warnings } = aSite(
        aSettings({
          pageData: { new_homes_form: NEW_HOMES_FORM, forms: [{ id: '', elements: [] }] },
        }),
      );
      const routes = container.get(TOKENS.agencyFormRoute);
      expect(routes('new-homes').form).to.equal(undefined);
      expect(routes('new-homes').fallbackRoute.title).to.equal('Register your interest');
      routes('702');
      expect(warnings.some((w) => w.includes('page.data.forms[0]'))).to.equal(true);
    });

    it("binds the forms' view-model when their chunk arrives, and builds the form the route names", async () => {
      const settings = aSettings({
        property: aProperty(),
        pageData: { new_homes_form: NEW_HOMES_FORM },
      });
      const { container } = aSite(settings);
      const route = container.get(TOKENS.agencyFormRoute)('new-homes');
      expect(container.isBound(TOKENS.agencyFormViewModel)).to.equal(false);
      await route.load?.();
      const target = route.form;
      if (!target) throw new Error('the page has a new-homes form');
      const vm = container.get(TOKENS.agencyFormViewModel)(target);
      expect(vm.title).to.equal('Register your interest');
      expect(vm.form.values['development_of_interest']).to.equal('Mill Lane');
    });
  });

  describe("'#/book_a_valuation'", () => {
    it('builds the hand-over to the legacy calendar, a new one each time', () => {
      const { container } = aSite(aSettings());
      const vm = container.get(TOKENS.legacyCalendarRoute);
      expect(vm.stage).to.equal('loading');
      expect(container.get(TOKENS.legacyCalendarRoute)).to.not.equal(vm);
    });
  });

  it('binds once, however often the chunk arrives', () => {
    const { container } = aSite(aSettings({ property: aProperty() }));
    bindOverlays(container);
    expect(container.get(TOKENS.viewingRoute).form?.address).to.equal('Mill Lane, Wellow');
  });
});
