import { expect } from 'chai';
import { ADDRESS_FIELDS } from '../../adapters/http/fetch-address-lookup.adapter.js';
import { useTestSandbox, type Visitor, type TestSandbox } from './support/sandbox.js';

const client = {
  first_name: 'Ann',
  last_name: 'Élise-Smith',
  email: 'ann@example.com',
  tel_home: '01823 456789',
  body: '',
  do_not_contact: 1,
};

describe('sandbox enquiries and lookups', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), { firstPage: '/properties/1001' });

  const data = async () =>
    (await (await fetch(`${t.url}/__sandbox/data`)).json()) as Record<string, any[]>;

  describe('POST /leads', () => {
    it('accepts a valid staff enquiry and records it', async () => {
      const response = await visitor.postJson('/leads', {
        lead_client: client,
        lead: {
          message: 'Is the garden south facing?',
          agency_employee_id: '502',
          channel: 'selling',
        },
        marketing_preferences: { opt_in_terms: true },
        'g-recaptcha-response': 'token-123',
      });
      expect(response.status).to.equal(200);
      const body = (await response.json()) as { ok: boolean; lead_id: string };
      expect(body.ok).to.equal(true);
      const lead = (await data())['leads']!.find((l) => l.id === body.lead_id);
      expect(lead).to.include({ via: 'json', spam: false, recaptchaToken: 'token-123' });
      expect(lead.lead_client).to.include({ email: 'ann@example.com' });
    });

    it('answers 422 with each field message of SPEC §5', async () => {
      const response = await visitor.postJson('/leads', {
        lead_client: { first_name: 'R2D2', last_name: '', email: 'nope', tel_home: '12ab' },
        lead: { is_valuation_request: true, channel: 'selling' },
        marketing_preferences: { opt_in_terms: false },
      });
      expect(response.status).to.equal(422);
      const { errors } = (await response.json()) as {
        errors: { field: string; message: string }[];
      };
      expect(errors.map((e) => e.message)).to.have.members([
        'Please enter a valid first name',
        'Please enter a valid last name',
        'Please enter a valid email',
        'Please enter a valid phone number',
        'Please enter a valid street',
        'Please enter a valid town',
        'Please enter a valid postcode',
        'You must agree to our terms & conditions',
      ]);
    });

    it("judges names, emails and postcodes by the front end's own rules (core's), not rules of its own", async () => {
      const send = (lead_client: Record<string, unknown>) =>
        visitor.postJson('/leads', {
          lead_client: { ...client, ...lead_client },
          lead: { message: 'Hello', channel: 'selling' },
          marketing_preferences: { opt_in_terms: true },
        });
      const messages = async (response: Response) =>
        ((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message);
      // SPEC §5: enquiry names are letters, hyphen and space only, however long; the form says the same.
      expect(await messages(await send({ last_name: "O'Brien" }))).to.deep.equal([
        'Please enter a valid last name',
      ]);
      expect((await send({ first_name: 'A'.repeat(61) })).status).to.equal(200);
      expect(await messages(await send({ email: 'a@b_c.com' }))).to.deep.equal([
        'Please enter a valid email',
      ]);
    });

    it('accepts a three-step valuation with a booking', async () => {
      const response = await visitor.postJson('/leads', {
        lead_client: {
          ...client,
          street_address: '1 Priory Avenue',
          town: 'Taunton',
          postcode: 'TA1 1AA',
        },
        lead: {
          is_valuation_request: true,
          channel: 'letting',
          branch_id: '11',
          valuation_reason: 'Thinking of letting',
          message: '',
        },
        lead_booking: {
          book_viewing: 1,
          booking_time: '10:00',
          booking_day: 12,
          booking_month: 5,
          booking_year: 2027,
        },
        marketing_preferences: { opt_in_terms: 1 },
      });
      expect(response.status).to.equal(200);
    });

    it('records a filled honeypot as spam and answers as if accepted', async () => {
      const response = await visitor.postJson('/leads', {
        lead_client: { ...client, body: 'buy pills' },
        lead: { message: 'spam' },
      });
      expect(response.status).to.equal(200);
      expect(
        (await data())['leads']!.some((l) => l.spam === true && l.lead.message === 'spam'),
      ).to.equal(true);
    });
  });

  describe('POST /properties/{id}/{channel}/leads', () => {
    const form = (extra: Record<string, string> = {}) => ({
      'lead[lead_type]': 'email_portal_lead',
      'lead[message]': 'Could I view on Saturday?',
      'lead_client[first_name]': 'Ann',
      'lead_client[last_name]': 'Smith',
      'lead_client[email]': 'ann@example.com',
      'lead_client[tel_home]': '01823456789',
      'lead_client[do_not_contact]': '1',
      'marketing_preferences[opt_in_terms]': '1',
      ...extra,
    });

    it('redirects back to the property with the welcome-lead-sent flash', async () => {
      const response = await visitor.postForm('/properties/1001/sales/leads', form());
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal(
        '/properties/1001/sales/kingston-road-taunton#/flash/welcome-lead-sent',
      );
      expect(
        (await data())['leads']!.some((l) => l.via === 'form' && l.propertyId === '1001'),
      ).to.equal(true);
    });

    it('redirects with the validation flash when a field is wrong', async () => {
      const response = await visitor.postForm(
        '/properties/1001/sales/leads',
        form({ 'lead[message]': '' }),
      );
      expect(response.headers.get('location')).to.match(/#\/flash\/lead-sending-error-validation$/);
    });
  });

  describe('POST /form_submissions', () => {
    const fields = (extra: Record<string, string> = {}) => ({
      f_id: '701',
      hfhp: '',
      redirect_url: '/properties/1087#/flash/welcome-lead-sent',
      'form_submission[first_name]': 'Ann',
      'form_submission[last_name]': 'Smith',
      'form_submission[email]': 'ann@example.com',
      'form_submission[telephone]': '01823456789',
      'form_submission[development_of_interest]': 'Orchard Meadow',
      'marketing_preferences[opt_in_terms]': '1',
      'lead_client[do_not_contact]': '1',
      ...extra,
    });

    it('redirects to redirect_url and records the submission', async () => {
      const response = await visitor.postForm('/form_submissions', fields());
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal(
        '/properties/1087#/flash/welcome-lead-sent',
      );
      expect(
        (await data())['formSubmissions']!.some((s) => s.fields.email === 'ann@example.com'),
      ).to.equal(true);
    });

    it('never redirects off the site', async () => {
      const response = await visitor.postForm(
        '/form_submissions',
        fields({ redirect_url: '/\\evil.example/' }),
      );
      expect(response.headers.get('location')).to.equal('/#/flash/welcome-lead-sent');
    });

    it('redirects with the validation flash when a required field is missing', async () => {
      const response = await visitor.postForm(
        '/form_submissions',
        fields({ 'form_submission[email]': '' }),
      );
      expect(response.headers.get('location')).to.equal(
        '/properties/1087#/flash/lead-sending-error-validation',
      );
    });

    it('refuses a file over 10 MB with the file-upload-error flash', async () => {
      const body = new FormData();
      for (const [k, v] of Object.entries({
        ...fields(),
        authenticity_token: visitor.token as string,
      }))
        body.set(k, v);
      body.set(
        'form_submission[plans]',
        new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]),
        'plans.pdf',
      );
      const response = await visitor.fetch('/form_submissions', { method: 'POST', body });
      expect(response.headers.get('location')).to.equal(
        '/properties/1087#/flash/file-upload-error',
      );
    });
  });

  describe('lookups', () => {
    it('suggests Somerset addresses and resolves one by id', async () => {
      const { suggestions } = (await (
        await visitor.fetch('/address_lookup?autocomplete=priory%20avenue')
      ).json()) as { suggestions: { address: string; id: string }[] };
      expect(suggestions.length).to.be.greaterThan(0);
      expect(suggestions[0]!.address).to.match(/Priory Avenue, Taunton, TA\d/);
      const address = (await (
        await visitor.fetch(`/address_lookup?id=${suggestions[0]!.id}`)
      ).json()) as Record<string, string>;
      expect(address).to.include({ town_or_city: 'Taunton', county: 'Somerset' });
      // Every field the site's address-lookup adapter reads.
      expect(Object.keys(address)).to.include.members([...ADDRESS_FIELDS]);
      expect((await visitor.fetch('/address_lookup?id=nope')).status).to.equal(404);
    });

    it('suggests places for the location box, towns first', async () => {
      const { suggestions } = (await (await visitor.fetch('/places.ljson?q=ta')).json()) as {
        suggestions: { place_id: string; name: string }[];
      };
      expect(suggestions[0]).to.deep.equal({
        place_id: 'f58b2ee6',
        name: 'Taunton',
        county_name: 'Somerset',
      });
      expect(suggestions.map((s) => s.name)).to.include.members(['TA1', 'TA2']);
    });

    it('finds the closest branch for a postcode and none far away', async () => {
      const lookup = async (postcode: string) =>
        (await (
          await visitor.fetch(`/postcode_branch_lookup?postcode=${encodeURIComponent(postcode)}`)
        ).json()) as { branch: { id: string } | null };
      expect((await lookup('TA6 3BU')).branch?.id).to.equal('12');
      expect((await lookup('ta21 8ag')).branch?.id).to.equal('13');
      expect((await lookup('TA1 1RZ')).branch?.id).to.equal('11');
      expect((await lookup('TA24 5AA')).branch?.id).to.equal('13'); // Minehead: Wellington is closer than Taunton
      expect((await lookup('EH1 1AA')).branch).to.equal(null);
    });
  });

  describe('tracking', () => {
    it('records property views, exposures and cookie-consent logs', async () => {
      expect(
        (await visitor.postJson('/property_views', { property_id: '1001', domain: 'localhost' }))
          .status,
      ).to.equal(200);
      expect(
        (await visitor.postJson('/property_views', { property_id: 'nope', domain: 'localhost' }))
          .status,
      ).to.equal(422);
      const exposures = (await (
        await visitor.postJson('/exposures/create_many', {
          property_ids: '1001,1002,zzz',
          domain: 'localhost',
          event_type: 'search_results',
        })
      ).json()) as { count: number };
      expect(exposures.count).to.equal(2);
      expect((await visitor.postForm('/ajax-events/logs', { status: 'accepted' })).status).to.equal(
        200,
      );
      const listing = await data();
      expect(listing['propertyViews']!.some((v) => v.propertyId === '1001')).to.equal(true);
      expect(listing['exposures']!.some((e) => e.eventType === 'search_results')).to.equal(true);
      expect(listing['cookieLogs']!.some((c) => c.status === 'accepted')).to.equal(true);
    });

    it('serves the analytics snippet and the legacy calendar script', async () => {
      const analytics = (await (await visitor.fetch('/analytics_code')).json()) as Record<
        string,
        string
      >;
      expect(analytics).to.have.keys('analytics_code', 'head_analytics_code');
      const script = await visitor.fetch('/legacy_asset_bundles/legacy_calendar.js');
      expect(script.headers.get('content-type')).to.match(/^text\/javascript/);
      expect(await script.text()).to.include('window.LegacyCalendar');
    });
  });
});
