import { expect } from 'chai';
import sinon from 'sinon';
import { JSDOM } from '../support/dom.js';
import { left, right } from 'fp-ts/Either';
import { FetchLeadsAdapter } from '../../../adapters/http/fetch-leads.adapter.js';
import { nativePostAnswer } from '../../../adapters/http/native-form-post.js';
import type { LeadPayload } from '../../../core/leads/lead.js';
import {
  client,
  fetchStub,
  jsonResponse,
  sent,
  TOKEN,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

const PAYLOAD: LeadPayload = {
  lead_client: {
    first_name: 'Ann',
    last_name: 'Other',
    email: 'ann@example.com',
    tel_home: '01823 000000',
    body: '',
    do_not_contact: 1,
  },
  lead: { lead_type: 'email_portal_lead', message: 'Can I view on Saturday?' },
  marketing_preferences: { opt_in_terms: true },
};

function leads(
  fetch: FetchStub,
  dom = new JSDOM('<!doctype html><body></body>', { url: 'https://agency.example/properties/7' }),
) {
  return new FetchLeadsAdapter({
    http: client(fetch),
    document: () => dom.window.document,
    authenticityToken: () => TOKEN,
  });
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
      expect(request.json).to.deep.equal({
        ...PAYLOAD,
        'g-recaptcha-response': 'cap-token',
        authenticity_token: TOKEN,
      });
    });

    it('sends the valuation booking when the payload has one, and no bot-check field without a token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, {}));
      const booking = {
        book_viewing: true,
        booking_time: '9:00, 10:00',
        booking_day: 3,
        booking_month: 6,
        booking_year: 2026,
      } as const;
      await leads(fetch).send({ ...PAYLOAD, lead_booking: booking });
      expect(sent(fetch).json).to.deep.equal({
        ...PAYLOAD,
        lead_booking: booking,
        authenticity_token: TOKEN,
      });
    });

    it('counts only status 200 as success', async () => {
      for (const status of [201, 204, 302, 400, 422, 500]) {
        const result = await leads(fetchStub().resolves(textResponse(status, ''))).send(PAYLOAD);
        expect(result._tag, `status ${status}`).to.equal('Left');
      }
      expect(await leads(fetchStub().resolves(textResponse(500, ''))).send(PAYLOAD)).to.deep.equal(
        left({ kind: 'http', status: 500 }),
      );
    });

    it('answers a network failure when offline', async () => {
      expect(
        await leads(fetchStub().rejects(new TypeError('offline'))).send(PAYLOAD),
      ).to.deep.equal(left({ kind: 'network' }));
    });
  });

  describe('postNative', () => {
    let dom: JSDOM;
    let submit: sinon.SinonStub;
    /** What each submitted form looked like at the moment it was submitted. */
    let seen: {
      action: string;
      method: string;
      enctype: string;
      target: string;
      connected: boolean;
      frame: HTMLIFrameElement | null;
      fields: Record<string, string>;
      inputTypes: string[];
      fileInputs: string[];
    }[];
    beforeEach(() => {
      dom = new JSDOM('<!doctype html><body></body>', {
        url: 'https://agency.example/properties/7',
      });
      submit = sinon.stub(dom.window.HTMLFormElement.prototype, 'submit');
      seen = [];
    });

    function record(form: HTMLFormElement): HTMLIFrameElement | null {
      const inputs = [...form.querySelectorAll('input')];
      const frame = form.ownerDocument.querySelector<HTMLIFrameElement>(
        `iframe[name="${form.target}"]`,
      );
      seen.push({
        action: form.action,
        method: form.method,
        enctype: form.enctype,
        target: form.target,
        connected: form.isConnected,
        frame,
        fields: Object.fromEntries(
          inputs.filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]),
        ),
        inputTypes: [...new Set(inputs.map((i) => i.type))],
        fileInputs: inputs.filter((i) => i.type === 'file').map((i) => i.name),
      });
      return frame;
    }

    /** The browser's part: the frame first loads its empty page, then lands where the platform sent it. */
    function landOn(href: string, status?: number): void {
      submit.callsFake(function (this: HTMLFormElement) {
        const frame = record(this);
        if (!frame) throw new Error('the form targets no frame');
        frame.dispatchEvent(new dom.window.Event('load'));
        Object.defineProperty(frame, 'contentWindow', {
          configurable: true,
          value: {
            location: { href },
            performance: {
              getEntriesByType: () => (status === undefined ? [] : [{ responseStatus: status }]),
            },
          },
        });
        frame.dispatchEvent(new dom.window.Event('load'));
      });
    }

    const post = (
      form: Parameters<FetchLeadsAdapter['postNative']>[0],
      token?: string,
      timers?: {
        setTimeout: (f: () => void, ms: number) => unknown;
        clearTimeout: (h: unknown) => void;
      },
    ) =>
      new FetchLeadsAdapter({
        http: client(fetchStub()),
        document: () => dom.window.document,
        authenticityToken: () => TOKEN,
        ...(timers ? { timers } : {}),
      }).postNative(form, token);

    it('posts a hidden form into a hidden, script-less frame of this origin, with bracket names and both tokens', async () => {
      landOn('https://agency.example/properties/7/sales/mill-lane#/flash/welcome-lead-sent');
      const answer = await post(
        { kind: 'property-lead', propertyId: '7', channel: 'sales', payload: PAYLOAD },
        'cap',
      );
      expect(answer).to.deep.equal(
        right('https://agency.example/properties/7/sales/mill-lane#/flash/welcome-lead-sent'),
      );
      const [form] = seen;
      expect(form?.action).to.equal('https://agency.example/properties/7/sales/leads');
      expect(form?.method).to.equal('post');
      expect(form?.connected).to.equal(true);
      expect(form?.inputTypes).to.deep.equal(['hidden']);
      expect(form?.frame?.getAttribute('sandbox')).to.equal('allow-same-origin');
      expect(form?.frame?.hidden).to.equal(true);
      expect(form?.fields).to.deep.equal({
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
      // Nothing is left behind in the page.
      expect(dom.window.document.querySelectorAll('form, iframe').length).to.equal(0);
    });

    it('encodes the property id in the action, and sends no bot-check field without a token', async () => {
      landOn('https://agency.example/properties/7#/flash/welcome-lead-sent');
      await post({
        kind: 'property-lead',
        propertyId: '7/../x',
        channel: 'lettings',
        payload: PAYLOAD,
      });
      expect(seen[0]?.action).to.equal(
        'https://agency.example/properties/7%2F..%2Fx/lettings/leads',
      );
      expect(seen[0]?.fields).not.to.have.property('g-recaptcha-response');
    });

    it('posts the new-homes form to /form_submissions with its flat fields', async () => {
      landOn('https://agency.example/thank-you#/flash/welcome-lead-sent');
      const submission = {
        formId: '12',
        fields: {
          hfhp: '',
          f_id: '12',
          redirect_url: '/thank-you',
          'form_submission[development_id]': '7',
        },
      };
      await post({ kind: 'new-homes', submission }, 'cap');
      expect(seen[0]?.action).to.equal('https://agency.example/form_submissions');
      expect(seen[0]?.fields).to.deep.equal({
        ...submission.fields,
        authenticity_token: TOKEN,
        'g-recaptcha-response': 'cap',
      });
    });

    it("posts an agency form's files multipart, each in a file input under its field name", async () => {
      landOn('https://agency.example/articles/careers#/flash/welcome-lead-sent');
      const submission = {
        formId: '702',
        fields: { f_id: '702', 'form_submission[first_name]': 'Ann' },
      };
      const cv = { name: 'cv.pdf', size: 2048, type: 'application/pdf' };
      await post({
        kind: 'form-submission',
        submission,
        files: [{ name: 'form_submission[cv]', file: cv }],
      });
      expect(seen[0]?.enctype).to.equal('multipart/form-data');
      expect(seen[0]?.fileInputs).to.deep.equal(['form_submission[cv]']);
      expect(seen[0]?.fields['form_submission[first_name]']).to.equal('Ann');
    });

    it('answers an http failure when the platform answers with a page instead of a redirect (an error page)', async () => {
      landOn('https://agency.example/properties/7/sales/leads', 503);
      expect(
        await post({ kind: 'property-lead', propertyId: '7', channel: 'sales', payload: PAYLOAD }),
      ).to.deep.equal(left({ kind: 'http', status: 503 }));
      landOn('https://agency.example/properties/7/sales/leads');
      expect(
        await post({ kind: 'property-lead', propertyId: '7', channel: 'sales', payload: PAYLOAD }),
      ).to.deep.equal(left({ kind: 'http', status: 500 }));
    });

    it('gives up after the time limit, taking the frame (and the post still waiting) away', async () => {
      submit.callsFake(function (this: HTMLFormElement) {
        record(this);
      });
      let expire: (() => void) | undefined;
      const timers = {
        setTimeout: (f: () => void) => ((expire = f), 1),
        clearTimeout: () => undefined,
      };
      const answer = post(
        { kind: 'property-lead', propertyId: '7', channel: 'sales', payload: PAYLOAD },
        undefined,
        timers,
      );
      // The post's code arrives as a chunk of its own: wait until the form has gone.
      for (let tries = 0; !submit.called && tries < 100; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(dom.window.document.querySelectorAll('iframe').length).to.equal(1);
      expire?.();
      expect(await answer).to.deep.equal(left({ kind: 'timeout' }));
      expect(dom.window.document.querySelectorAll('form, iframe').length).to.equal(0);
    });

    it('keeps field values as text, never markup', async () => {
      landOn('https://agency.example/properties/7#/flash/welcome-lead-sent');
      const hostile = { ...PAYLOAD, lead: { message: '"><script>alert(1)</script>' } };
      await post({ kind: 'property-lead', propertyId: '7', channel: 'sales', payload: hostile });
      expect(dom.window.document.querySelectorAll('script').length).to.equal(0);
      expect(seen[0]?.fields['lead[message]']).to.equal('"><script>alert(1)</script>');
    });
  });

  describe('nativePostAnswer', () => {
    const action = 'https://agency.example/form_submissions';
    it('reads a landing anywhere else (hash included) as the page to go to', () => {
      expect(
        nativePostAnswer(action, { href: 'https://agency.example/p#/flash/welcome-lead-sent' }),
      ).to.deep.equal(right('https://agency.example/p#/flash/welcome-lead-sent'));
    });
    it('reads a landing on the post itself as an error page, with its status when the browser tells it', () => {
      expect(nativePostAnswer(action, { href: action, status: 422 })).to.deep.equal(
        left({ kind: 'http', status: 422 }),
      );
      expect(nativePostAnswer(action, { href: `${action}#x`, status: 200 })).to.deep.equal(
        left({ kind: 'http', status: 500 }),
      );
    });
  });
});
