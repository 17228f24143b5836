import { expect } from 'chai';
import { request } from 'node:http';
import { changesSince, folderState, totalBytes } from './support/data-folder.js';
import { useTestSandbox, type TestSandbox, type Visitor } from './support/sandbox.js';

const MB = 1024 * 1024;

interface RawAnswer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

/**
 * POST `first` as the start of a body: with `declaredLength`, under that Content-Length, else
 * chunked. The rest of a declared body is never sent, so only an answer given before the body
 * has arrived settles the promise; a chunked one ends after `first`.
 */
function postRaw(
  url: string,
  headers: Record<string, string>,
  first: Buffer,
  declaredLength?: number,
): Promise<RawAnswer> {
  const length = declaredLength ? { 'content-length': String(declaredLength) } : {};
  return new Promise((done, fail) => {
    const req = request(url, { method: 'POST', headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        const body = Buffer.concat(chunks).toString('utf8');
        done({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
      });
    });
    // The server may close the connection while the rest of the body is still on its way.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') fail(error);
    });
    req.write(first);
    if (declaredLength === undefined) req.end();
  });
}

const client = {
  first_name: 'Ann',
  last_name: 'Smith',
  email: 'ann@example.com',
  tel_home: '01823 456789',
};
type Part = Record<string, unknown>;
const lead = (extra: { client?: Part; lead?: Part; top?: Part } = {}) => ({
  lead_client: { ...client, ...extra.client },
  lead: { message: 'Is the garden south facing?', ...extra.lead },
  marketing_preferences: { opt_in_terms: true },
  ...extra.top,
});

describe('sandbox request limits', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), { firstPage: '/' });

  const headers = () => ({
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: visitor.cookie!,
    'x-csrf-token': visitor.token!,
  });
  const fieldsNamed = (answer: unknown) =>
    (answer as { errors: { field: string }[] }).errors.map((e) => e.field);

  describe('the size of a body', () => {
    it('refuses a JSON body declared over 1 MB with 413, without waiting for it', async () => {
      const answer = await postRaw(
        `${t.url}/leads`,
        headers(),
        Buffer.from('{"lead_client":{'),
        5 * MB,
      );
      expect(answer.status).to.equal(413);
      expect(JSON.parse(answer.body)).to.deep.equal({ error: 'request body too large' });
      expect(answer.connection).to.equal('close');
    });

    it('refuses a chunked body once more than 1 MB of it has arrived', async () => {
      const body = Buffer.from(JSON.stringify(lead({ lead: { message: 'x'.repeat(2 * MB) } })));
      const answer = await postRaw(`${t.url}/leads`, headers(), body);
      expect(answer.status).to.equal(413);
    });

    it('refuses a multipart body declared over 12 MB, and takes a 10 MB file with its form', async () => {
      const multipart = { ...headers(), 'content-type': 'multipart/form-data; boundary=x' };
      const refused = await postRaw(
        `${t.url}/form_submissions`,
        multipart,
        Buffer.from('--x\r\n'),
        13 * MB,
      );
      expect(refused.status).to.equal(413);
      await visitor.page('/articles/careers');
      const form = new FormData();
      const fields = {
        f_id: '702',
        redirect_url: '/articles/careers',
        'form_submission[first_name]': 'Alex',
        'form_submission[last_name]': 'Morgan',
        'form_submission[email]': 'big.cv@example.com',
        'form_submission[tel_home]': '07700900456',
        'marketing_preferences[opt_in_terms]': '1',
        authenticity_token: visitor.token!,
      };
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set(
        'form_submission[cv]',
        new Blob([Buffer.alloc(10 * MB, 0x20)], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const taken = await visitor.fetch('/form_submissions', { method: 'POST', body: form });
      expect(taken.headers.get('location')).to.equal('/articles/careers#/flash/welcome-lead-sent');
    });
  });

  describe('the fields of a body', () => {
    it('refuses more than 100 fields, in JSON (keys at any depth) or a form, with 413', async () => {
      const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`extra_${i}`, 'x']));
      const json = await visitor.postJson('/leads', lead({ client: many }));
      expect(json.status).to.equal(413);
      expect(await json.json()).to.deep.equal({ error: 'too many fields' });
      const pairs = Object.fromEntries(
        Array.from({ length: 101 }, (_, i) => [`lead_client[f${i}]`, 'x']),
      );
      const form = await visitor.postForm('/properties/1001/sales/leads', pairs);
      expect(form.status).to.equal(413);
    });

    it('refuses a field name over 100 characters, and JSON nested too deeply, with 400', async () => {
      const longName = await visitor.postJson(
        '/leads',
        lead({ client: { ['k'.repeat(101)]: 'x' } }),
      );
      expect(longName.status).to.equal(400);
      expect(await longName.json()).to.deep.equal({ error: 'field name too long' });
      const longFormName = await visitor.postForm('/properties/1001/sales/leads', {
        [`lead_client[${'k'.repeat(90)}]`]: 'x',
      });
      expect(longFormName.status).to.equal(400);
      let deep: Record<string, unknown> = { end: 'x' };
      for (let i = 0; i < 20; i += 1) deep = { d: deep };
      const nested = await visitor.postJson('/leads', lead({ top: { deep } }));
      expect(nested.status).to.equal(400);
      expect(await nested.json()).to.deep.equal({ error: 'JSON nested too deeply' });
    });

    it('takes a lead of 100 fields', async () => {
      const extra = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`extra_${i}`, 'x']));
      expect((await visitor.postJson('/leads', lead({ client: extra }))).status).to.equal(200);
    });
  });

  describe('the text of a lead', () => {
    it('refuses a lead field over 500 characters, and a message over 5000, naming the field', async () => {
      const town = await visitor.postJson('/leads', lead({ client: { town: 't'.repeat(501) } }));
      expect(town.status).to.equal(422);
      expect(fieldsNamed(await town.json())).to.deep.equal(['lead_client.town']);
      const message = await visitor.postJson(
        '/leads',
        lead({ lead: { message: 'm'.repeat(5001) } }),
      );
      expect(fieldsNamed(await message.json())).to.deep.equal(['lead.message']);
      const longest = lead({
        client: { town: 't'.repeat(500) },
        lead: { message: 'm'.repeat(5000) },
      });
      const taken = await visitor.postJson('/leads', longest);
      expect(taken.status).to.equal(200);
    });

    it('sends the native property form back with the validation flash for an over-long field', async () => {
      const response = await visitor.postForm('/properties/1001/sales/leads', {
        'lead[message]': 'Could I view on Saturday?',
        'lead_client[first_name]': 'Ann',
        'lead_client[last_name]': 'Smith',
        'lead_client[email]': 'ann@example.com',
        'lead_client[tel_home]': '01823456789',
        'lead_client[postcode]': 'p'.repeat(501),
        'marketing_preferences[opt_in_terms]': '1',
      });
      expect(response.headers.get('location')).to.match(/#\/flash\/lead-sending-error-validation$/);
    });
  });

  describe('the store under big leads', () => {
    it('writes a small record after several big leads without rewriting them: the files only grow at the end', async () => {
      const big = Object.fromEntries(
        Array.from({ length: 90 }, (_, i) => [`note_${i}`, `${i}`.padEnd(500, '.')]),
      );
      for (let i = 0; i < 3; i += 1) {
        const client = { ...big, email: `big${i}@example.com` };
        const answer = await visitor.postJson(
          '/leads',
          lead({ client, lead: { message: 'm'.repeat(5000) } }),
        );
        expect(answer.status).to.equal(200);
      }
      const before = await folderState(t.dataDir);
      expect(totalBytes(before)).to.be.above(3 * 45_000);

      const small = { status: 'accepted', event_type: 'cookie_consent', domain: 'localhost' };
      expect((await visitor.postJson('/ajax-events/logs', small)).status).to.equal(200);

      const changes = changesSince(before, await folderState(t.dataDir));
      expect(changes).to.deep.include({ replaced: [], rewritten: [] });
      expect(changes.addedBytes).to.be.above(0).and.below(2000);
    });
  });
});
