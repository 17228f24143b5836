import { expect } from 'chai';
import sinon from 'sinon';
import { JSDOM } from '../support/dom.js';
import { left, right } from 'fp-ts/Either';
import { FetchLeadsAdapter } from '../../../adapters/http/fetch-leads.adapter.js';
import type { LeadPayload } from '../../../core/leads/lead.js';
import { client, fetchStub, jsonResponse, sent, TOKEN, textResponse } from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const PAYLOAD: LeadPayload = {
  lead_client: { first_name: 'Ann', last_name: 'Other', email: 'ann@example.com', tel_home: '01823 000000', body: '', do_not_contact: 1 },
  lead: { lead_type: 'email_portal_lead', message: 'Can I view on Saturday?' },
  marketing_preferences: { opt_in_terms: true },
};

function leads(fetch: FetchStub, dom = new JSDOM('<!doctype html><body></body>', { url: 'https://agency.example/properties/7' })) {
  return new FetchLeadsAdapter({ http: client(fetch), document: () => dom.window.document, authenticityToken: () => TOKEN });
}

describe('FetchLeadsAdapter', () => {
  describe('send', () => {
    it('POSTs /leads as JSON with the payload, the bot-check token and the authenticity token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true }));
      expect(await leads(fetch).send(PAYLOAD, 'cap-token')).to.deep.equal(right(undefined));
      const request = sent(fetch);
      expect(request.method).to.equal('POST');
      expect(request.path).to.equal('/leads');
      expect(request.headers['Content-Type']).to.equal('application/json');
      expect(request.headers['Accept']).to.equal('application/json');
      expect(request.headers['X-CSRF-Token']).to.equal(TOKEN);
      expect(request.json).to.deep.equal({ ...PAYLOAD, 'g-recaptcha-response': 'cap-token', authenticity_token: TOKEN });
    });

    it('sends the valuation booking when the payload has one, and no bot-check field without a token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, {}));
      const booking = { book_viewing: true, booking_time: '9:00, 10:00', booking_day: 3, booking_month: 6, booking_year: 2026 } as const;
      await leads(fetch).send({ ...PAYLOAD, lead_booking: booking });
      expect(sent(fetch).json).to.deep.equal({ ...PAYLOAD, lead_booking: booking, authenticity_token: TOKEN });
    });

    it('counts only status 200 as success', async () => {
      for (const status of [201, 204, 302, 400, 422, 500]) {
        const result = await leads(fetchStub().resolves(textResponse(status, ''))).send(PAYLOAD);
        expect(result._tag, `status ${status}`).to.equal('Left');
      }
      expect(await leads(fetchStub().resolves(textResponse(500, ''))).send(PAYLOAD)).to.deep.equal(left({ kind: 'http', status: 500 }));
    });

    it('answers a network failure when offline', async () => {
      expect(await leads(fetchStub().rejects(new TypeError('offline'))).send(PAYLOAD)).to.deep.equal(left({ kind: 'network' }));
    });
  });

  describe('postNative', () => {
    let dom: JSDOM;
    let submit: sinon.SinonStub;
    beforeEach(() => {
      dom = new JSDOM('<!doctype html><body></body>', { url: 'https://agency.example/properties/7' });
      submit = sinon.stub(dom.window.HTMLFormElement.prototype, 'submit');
    });

    function submittedForm(): { action: string; method: string; fields: Record<string, string>; inputTypes: string[] } {
      const form = submit.firstCall.thisValue as HTMLFormElement;
      const inputs = [...form.querySelectorAll('input')];
      return {
        action: form.action,
        method: form.method,
        fields: Object.fromEntries(inputs.map((i) => [i.name, i.value])),
        inputTypes: [...new Set(inputs.map((i) => i.type))],
      };
    }

    it('submits a hidden POST form to /properties/{id}/{channel}/leads with bracket names and both tokens', () => {
      leads(fetchStub(), dom).postNative({ kind: 'property-lead', propertyId: '7', channel: 'sales', payload: PAYLOAD }, 'cap');
      expect(submit.calledOnce).to.equal(true);
      const form = submittedForm();
      expect(form.action).to.equal('https://agency.example/properties/7/sales/leads');
      expect(form.method).to.equal('post');
      expect(form.inputTypes).to.deep.equal(['hidden']);
      expect(form.fields).to.deep.equal({
        'lead_client[first_name]': 'Ann',
        'lead_client[last_name]': 'Other',
        'lead_client[email]': 'ann@example.com',
        'lead_client[tel_home]': '01823 000000',
        'lead_client[body]': '',
        'lead_client[do_not_contact]': '1',
        'lead[lead_type]': 'email_portal_lead',
        'lead[message]': 'Can I view on Saturday?',
        'marketing_preferences[opt_in_terms]': '1',
        authenticity_token: TOKEN,
        'g-recaptcha-response': 'cap',
      });
      expect((submit.firstCall.thisValue as HTMLFormElement).isConnected).to.equal(true);
    });

    it('encodes the property id in the action', () => {
      leads(fetchStub(), dom).postNative({ kind: 'property-lead', propertyId: '7/../x', channel: 'lettings', payload: PAYLOAD });
      expect(submittedForm().action).to.equal('https://agency.example/properties/7%2F..%2Fx/lettings/leads');
      expect(submittedForm().fields).not.to.have.property('g-recaptcha-response');
    });

    it('submits the new-homes form to /form_submissions with its flat fields', () => {
      const submission = {
        formId: '12',
        fields: { hfhp: '', f_id: '12', redirect_url: '/thank-you', 'form_submission[development_id]': '7' },
      };
      leads(fetchStub(), dom).postNative({ kind: 'new-homes', submission }, 'cap');
      const form = submittedForm();
      expect(form.action).to.equal('https://agency.example/form_submissions');
      expect(form.fields).to.deep.equal({ ...submission.fields, authenticity_token: TOKEN, 'g-recaptcha-response': 'cap' });
    });

    it('keeps field values as text, never markup', () => {
      const hostile = { ...PAYLOAD, lead: { message: '"><script>alert(1)</script>' } };
      leads(fetchStub(), dom).postNative({ kind: 'property-lead', propertyId: '7', channel: 'sales', payload: hostile });
      expect(dom.window.document.querySelectorAll('script').length).to.equal(0);
      expect(submittedForm().fields['lead[message]']).to.equal('"><script>alert(1)</script>');
    });
  });
});
