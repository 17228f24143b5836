import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer, testEnvironment } from '../../composition-root.js';
import { overlayContainer } from '../../app/overlays.chunk.js';
import { bind as bindBranchesPage } from '../../app/pages/branches.page.js';
import { branchesIndexPath } from '../../app/pages/branches.bindings.js';
import { decodeSiteSettings, type SiteSettings } from '../../core/settings/settings.codec.js';
import { TOKENS } from '../../ui/tokens.js';
import { SOMERSET } from '../support/branches.js';

/** The settings of a branch page, decoded as the app decodes them. */
function aBranchPage(
  identifier: 'branches#index' | 'branches#show',
  data: Record<string, unknown>,
  theme: Record<string, unknown> = {},
): SiteSettings {
  return decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    authenticityToken: 't',
    page: {
      identifier,
      path: '/branches',
      title: identifier === 'branches#index' ? 'Our offices' : 'Taunton office',
      data,
    },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    theme_settings: theme,
    department_data: [{ id: '1101', name: 'Estate Agents' }],
    branch_id_contact_modal: '11',
    our_offices_slider_data: SOMERSET,
  }).settings;
}

function aSite(settings: SiteSettings): Container {
  const container = createContainer(testEnvironment(settings));
  bindBranchesPage(container);
  return overlayContainer(container);
}

describe('the branch pages’ bindings', () => {
  let container: Container | undefined;
  afterEach(() => container?.get(TOKENS.toasts).dispose());

  it("builds the branch finder from the page's branches and the search the platform rendered", () => {
    container = aSite(
      aBranchPage('branches#index', {
        branches: SOMERSET.slice(0, 3),
        branchesSearch: { q: 'wellington' },
      }),
    );
    const vm = container.get(TOKENS.branchesPageViewModel);
    expect(vm.kind).to.equal('branches');
    if (vm.kind !== 'branches') return;
    expect(vm.title).to.equal('Our offices');
    expect(vm.result.shown.map((b) => b.branchName)).to.deep.equal(['Wellington']);
    expect(vm.basePath).to.equal('/branches');
  });

  it("takes the settings' branches when the page lists none, and lives at the theme's branchesIndexPath", () => {
    container = aSite(aBranchPage('branches#index', {}, { branchesIndexPath: '/our-offices' }));
    const vm = container.get(TOKENS.branchesPageViewModel);
    if (vm.kind !== 'branches') throw new Error('not the branch finder');
    expect(vm.result.total).to.equal(7);
    expect(vm.pagination.pages).to.deep.equal([]);
    expect(vm.hrefOf({ q: 'Frome', department: 'all', page: 1 })).to.equal('/our-offices?q=Frome');
  });

  it('takes the place the platform says the search names, so the first render has the miles', () => {
    const page = {
      branches: SOMERSET,
      branchesSearch: { q: 'Frome' },
      branchesPlace: { name: 'Frome', latitude: 51.229, longitude: -2.321 },
    };
    container = aSite(aBranchPage('branches#index', page));
    const vm = container.get(TOKENS.branchesPageViewModel);
    if (vm.kind !== 'branches') throw new Error('not the branch finder');
    expect(vm.result.shown[0]?.branchName).to.equal('Somerton');
    expect(vm.statusText).to.equal('7 branches, nearest to Frome first');
  });

  it('keeps the branch finder on a path of this site', () => {
    const theme = (branchesIndexPath: string) =>
      aBranchPage('branches#index', {}, { branchesIndexPath });
    expect(branchesIndexPath(theme('https://evil.example/branches'))).to.equal('/branches');
    expect(branchesIndexPath(theme('//evil.example'))).to.equal('/branches');
    expect(branchesIndexPath(theme('offices'))).to.equal('/branches');
    expect(branchesIndexPath(theme('/offices?x=1#top'))).to.equal('/offices');
  });

  it("builds a branch's page: its location card and properties as blocks, departments and staff with their forms", () => {
    const taunton = {
      ...SOMERSET[0],
      staff: [
        {
          staffMemberId: '501',
          firstName: 'Eleanor',
          surname: 'Hartley',
          contactableForSales: true,
        },
      ],
    };
    const card = {
      property_id: 'p1',
      display_address: 'Priory Avenue, Taunton',
      property_url: '/properties/p1',
    };
    container = aSite(
      aBranchPage('branches#show', {
        branch: taunton,
        properties: [card],
        propertyTotals: { sales: 1, lettings: 0 },
        imageUrl: '/images/branch/taunton.svg',
      }),
    );
    const vm = container.get(TOKENS.branchesPageViewModel);
    if (vm.kind !== 'branch') throw new Error('not a branch page');
    expect(vm.title).to.equal('Taunton office');
    expect(vm.location.blocks.map((b) => [b.type, b.title])).to.deep.equal([
      ['locationCard', 'Visit our Taunton office'],
    ]);
    const [slider] = vm.properties.blocks;
    expect(
      slider?.type === 'propertyCardSlider' && [
        slider.title,
        slider.properties.length,
        slider.buttons.map((b) => b.url),
      ],
    ).to.deep.equal([
      'Property from our Taunton office',
      1,
      ['/branches/taunton/properties/property-for-sale'],
    ]);
    expect(vm.properties.saves).to.not.equal(undefined);
    expect(vm.departments.map((d) => d.contactHref)).to.deep.equal([
      '#/contact-office?department=1101',
      '#/contact-office?department=1102',
      '#/contact-office?department=1103',
    ]);
    expect(vm.staff.map((s) => s.contactHref)).to.deep.equal(['#/contact-staff-member/501']);
    expect(vm.marker).to.deep.include({ id: '11', url: '/branches/taunton' });
  });

  it("sends '#/contact-office?department={id}' to that department of the page's branches", () => {
    container = aSite(aBranchPage('branches#show', { branch: SOMERSET[1] }));
    const route = container.get(TOKENS.contactDepartmentRoute)('1202');
    expect(route.form?.title).to.equal('Contact Lettings');
    expect(route.form?.subject).to.deep.include({ kind: 'office' });
    const subject = route.form?.subject;
    expect(
      subject?.kind === 'office' &&
        subject.enquiry.kind === 'department' && [
          subject.enquiry.department.id,
          subject.enquiry.branchId,
        ],
    ).to.deep.equal(['1202', '12']);
    // An id the page does not know goes where '#/contact-office' goes.
    expect(container.get(TOKENS.contactDepartmentRoute)('nope').form?.title).to.equal(
      container.get(TOKENS.contactOfficeRoute).form?.title,
    );
  });
});
