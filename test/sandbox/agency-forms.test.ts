import { expect } from 'chai';
import { buildAgency } from '../../sandbox/seed/index.js';
import { useTestSandbox, type TestSandbox, type Visitor } from './support/sandbox.js';

describe('sandbox agency forms and the legacy calendar', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), {
    firstPage: '/articles/careers',
  });

  const data = async () =>
    (await (await fetch(`${t.url}/__sandbox/data`)).json()) as Record<string, any[]>;

  describe('the careers page (a form in the content)', () => {
    it('carries the careers form, with its file element, in the page data and links to it from the article', async () => {
      const { settings } = await visitor.page('/articles/careers');
      const forms = settings['page']['data']['forms'] as {
        id: string;
        redirect_url: string;
        elements: { fieldName: string; inputType: string; required: boolean }[];
      }[];
      expect(forms.map((f) => [f.id, f.redirect_url])).to.deep.equal([
        ['702', '/articles/careers'],
      ]);
      expect(forms[0]!.elements.find((e) => e.inputType === 'file')).to.deep.include({
        fieldName: 'cv',
        required: true,
      });
      expect(settings['page']['data']['article']['body']).to.contain('href="#/form/702"');
      const other = await visitor.page('/articles/buying-at-auction');
      expect(other.settings['page']['data']).to.not.have.property('forms');
    });

    const careers = (extra: Record<string, string> = {}) => ({
      f_id: '702',
      hfhp: '',
      redirect_url: '/articles/careers',
      'form_submission[first_name]': 'Alex',
      'form_submission[last_name]': 'Morgan',
      'form_submission[email]': 'alex@example.com',
      'form_submission[tel_home]': '07700900456',
      'marketing_preferences[opt_in_terms]': '1',
      'lead_client[do_not_contact]': '1',
      ...extra,
    });

    const multipart = (fields: Record<string, string>, file?: Blob) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({
        ...fields,
        authenticity_token: visitor.token as string,
      }))
        body.set(k, v);
      if (file) body.set('form_submission[cv]', file, 'cv.pdf');
      return visitor.fetch('/form_submissions', { method: 'POST', body });
    };

    it('sends the visitor back only to this site, whatever redirect_url says', async () => {
      const response = await multipart(
        careers({ redirect_url: '/.//evil.example/landing' }),
        new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }),
      );
      const location = response.headers.get('location') ?? '';
      expect(location).to.match(/^\/(?![/\\])/);
      expect(new URL(location, 'http://localhost:8080').origin).to.equal('http://localhost:8080');
    });

    it('takes the form with its CV and keeps the file (name, size, type) beside the fields', async () => {
      const response = await multipart(
        careers(),
        new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }),
      );
      expect(response.headers.get('location')).to.equal(
        '/articles/careers#/flash/welcome-lead-sent',
      );
      const stored = (await data())['formSubmissions']!.find(
        (s) => s.fields.email === 'alex@example.com',
      );
      expect(stored.files).to.deep.equal([
        { field: 'form_submission[cv]', name: 'cv.pdf', size: 11, type: 'application/pdf' },
      ]);
    });

    it('refuses the form without its required CV', async () => {
      const response = await multipart(careers({ 'form_submission[email]': 'no.cv@example.com' }));
      expect(response.headers.get('location')).to.equal(
        '/articles/careers#/flash/lead-sending-error-validation',
      );
    });
  });

  describe('new homes', () => {
    it('offers the new-homes form on a development and on its plots, never on other properties', async () => {
      const agency = buildAgency('oakfield', new Date());
      const development = agency.listings.find((l) => l.detail.childProperties.length > 0)!.detail;
      const plot = agency.listings.find(
        (l) => l.detail.tags.includes('development plot') && l.detail.childProperties.length === 0,
      )!.detail;
      for (const listing of [development, plot]) {
        const { settings } = await visitor.page(listing.property_url);
        expect(settings['page']['data']['new_homes_form']).to.deep.include({
          id: '701',
          development_id: listing.property_id,
          redirect_url: `${listing.property_url}#/flash/welcome-lead-sent`,
        });
      }
      expect(
        (await visitor.page('/properties/1001')).settings['page']['data'],
      ).to.not.have.property('new_homes_form');
    });

    it("carries an old page's legacy viewing link (hfview__open) in a development's description", async () => {
      const agency = buildAgency('oakfield', new Date());
      const development = agency.listings.find((l) => l.detail.childProperties.length > 0)!.detail;
      expect(development.description).to.contain('class="hfview__open"');
    });
  });

  describe('the legacy calendar script', () => {
    it('is a small widget: it defines LegacyCalendar.open, which hands back through onBookOnline and onClose', async () => {
      const response = await visitor.fetch('/legacy_asset_bundles/legacy_calendar.js');
      expect(response.headers.get('content-type')).to.match(/^text\/javascript/);
      const source = await response.text();
      expect(() => new Function(source)).to.not.throw();
      expect(source).to.contain('window.LegacyCalendar = { version:');
      expect(source).to.contain('options.onBookOnline(chosen)');
      expect(source).to.contain("role: 'dialog'");
    });
  });
});
