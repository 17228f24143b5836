/**
 * Files sent with an agency form (POST /form_submissions, e.g. the careers form's required CV):
 * only the types the site's file field offers, never an empty file, and a file name kept safe.
 */
import { expect } from 'chai';
import { UPLOAD_FILE_TYPES } from '../../core/index.js';
import { safeUploadName } from '../../sandbox/validation.js';
import { useTestSandbox, type TestSandbox, type Visitor } from './support/sandbox.js';

type Json = Record<string, any>;
const PDF = '%PDF-1.4 a short CV';

describe('sandbox uploads', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), {
    firstPage: '/articles/careers',
  });

  const submissions = async () =>
    ((await (await fetch(`${t.url}/__sandbox/data`)).json()) as Json)['formSubmissions'] as Json[];
  let sent = 0;

  /** The careers form (702) with a CV, as the site's hidden frame posts it (or a client asking for JSON). */
  async function apply(
    cv: { body: BlobPart; name: string; type?: string } | undefined,
    accept = 'text/html',
  ): Promise<{ response: Response; email: string }> {
    sent += 1;
    const email = `applicant-${sent}@example.com`;
    const body = new FormData();
    const fields = {
      f_id: '702',
      hfhp: '',
      redirect_url: '/articles/careers',
      'form_submission[first_name]': 'Alex',
      'form_submission[last_name]': 'Morgan',
      'form_submission[email]': email,
      'form_submission[tel_home]': '07700900456',
      'marketing_preferences[opt_in_terms]': '1',
      authenticity_token: visitor.token as string,
    };
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (cv) body.set('form_submission[cv]', new Blob([cv.body], { type: cv.type ?? '' }), cv.name);
    const response = await visitor.fetch('/form_submissions', {
      method: 'POST',
      body,
      headers: { accept },
    });
    return { response, email };
  }

  const kept = async (email: string) =>
    (await submissions()).find((s) => s['fields']['email'] === email);

  it('refuses a file of a type the form does not offer, by its name or its declared type, and keeps nothing', async () => {
    for (const cv of [
      { body: 'MZ', name: 'cv.exe', type: 'application/octet-stream' },
      { body: '<script>alert(1)</script>', name: 'cv.html', type: 'text/html' },
      { body: '<svg onload="alert(1)"/>', name: 'cv.svg', type: 'image/svg+xml' },
      { body: '<script>alert(1)</script>', name: 'cv.pdf', type: 'text/html' },
      { body: PDF, name: 'cv', type: 'application/pdf' },
    ]) {
      const { response, email } = await apply(cv);
      expect(response.headers.get('location'), cv.name).to.equal(
        '/articles/careers#/flash/file-upload-type-error',
      );
      expect(await kept(email), cv.name).to.equal(undefined);
    }
  });

  it("takes every type the site's file field offers", async () => {
    for (const { extension, mediaTypes } of UPLOAD_FILE_TYPES) {
      const { response, email } = await apply({
        body: PDF,
        name: `cv${extension}`,
        type: mediaTypes[0]!,
      });
      expect(response.headers.get('location'), extension).to.equal(
        '/articles/careers#/flash/welcome-lead-sent',
      );
      expect((await kept(email))?.['files'][0]).to.include({
        name: `cv${extension}`,
        type: mediaTypes[0],
      });
    }
  });

  it('refuses an empty file as the required CV', async () => {
    const { response, email } = await apply({ body: '', name: 'cv.pdf', type: 'application/pdf' });
    expect(response.headers.get('location')).to.equal(
      '/articles/careers#/flash/file-upload-empty-error',
    );
    expect(await kept(email)).to.equal(undefined);
  });

  it('says why in JSON (422) to a client that asks for JSON', async () => {
    const { response } = await apply(
      { body: '', name: 'cv.pdf', type: 'application/pdf' },
      'application/json',
    );
    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      ok: false,
      error: 'file-upload-empty-error',
      errors: [
        {
          field: 'form_submission[cv]',
          message: 'This file is empty. Please choose another file.',
        },
      ],
    });
    const wrongType = await apply({ body: 'MZ', name: 'cv.exe' }, 'application/json');
    expect(wrongType.response.status).to.equal(422);
    expect(((await wrongType.response.json()) as Json)['errors']).to.deep.equal([
      {
        field: 'form_submission[cv]',
        message:
          'Please choose a PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG file.',
      },
    ]);
  });

  it('keeps a safe file name: no folders, no control or direction characters', async () => {
    const { response, email } = await apply({
      body: PDF,
      name: '../../etc/Alex\u0007 Morgan\u202E CV.pdf',
      type: 'application/pdf',
    });
    expect(response.headers.get('location')).to.equal('/articles/careers#/flash/welcome-lead-sent');
    expect((await kept(email))?.['files']).to.deep.equal([
      {
        field: 'form_submission[cv]',
        name: 'Alex Morgan CV.pdf',
        size: PDF.length,
        type: 'application/pdf',
      },
    ]);
    const windows = await apply({
      body: PDF,
      name: 'C:\\Users\\alex\\..\\cv.pdf',
      type: 'application/pdf',
    });
    expect((await kept(windows.email))?.['files'][0]['name']).to.equal('cv.pdf');
  });
});

describe('safeUploadName', () => {
  // The last part of the name, without control or direction characters or leading dots.
  for (const [name, safe] of [
    ['cv.pdf', 'cv.pdf'],
    ['../../.hidden.pdf', 'hidden.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['Alex\tMorgan\n CV.pdf', 'Alex Morgan CV.pdf'],
    ['...', 'upload'],
    ['folder/', 'upload'],
  ] as const) {
    it(`keeps ${JSON.stringify(name)} as ${JSON.stringify(safe)}`, () => {
      expect(safeUploadName(name)).to.equal(safe);
    });
  }

  it('shortens a long name to 100 characters, its extension kept', () => {
    const name = safeUploadName(`${'a'.repeat(300)}.docx`);
    expect([...name]).to.have.length(100);
    expect(name.endsWith('.docx')).to.equal(true);
  });
});
