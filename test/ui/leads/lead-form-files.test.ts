import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { validateFileUpload, validationFailure, type FieldErrors } from '../../../core/index.js';
import { LeadFormModel, type FormFiles } from '../../../ui/leads/lead-form.model.js';
import { Toasts } from './lead-form-builders.js';

type Values = { readonly name: string };

/** A form with a required file field 'cv' (the generic file upload, SPEC §5). */
function aForm() {
  return new LeadFormModel<Values, 'name' | 'cv'>({
    formId: 'files',
    initial: { name: '' },
    validate: (_values, files: FormFiles): FieldErrors<'cv'> => {
      const message = validateFileUpload({ file: files['cv'] ?? null, required: true }).file;
      return message === undefined ? {} : { cv: message };
    },
  });
}

const MB = 1024 * 1024;

describe('LeadFormModel: file-upload fields and failure toasts', () => {
  it('holds the chosen file beside the values, and validates with it', () => {
    const form = aForm();
    expect(form.errors).to.deep.equal({ cv: '! Please fill in this field.' });
    form.setFile('cv', { name: 'cv.pdf', size: MB, type: 'application/pdf' });
    expect(form.files['cv']?.name).to.equal('cv.pdf');
    expect(form.errors).to.deep.equal({});
  });

  it("refuses a file over 10 MB: it is cleared and 'File size can't be over 10mb' shows at once, until another is chosen", () => {
    const form = aForm();
    form.setFile('cv', { name: 'big.pdf', size: 10 * MB + 1, type: 'application/pdf' });
    expect(form.files['cv']).to.equal(null);
    expect(form.errorOf('cv')).to.equal("File size can't be over 10mb");
    form.setFile('cv', null);
    expect(form.errorOf('cv')).to.equal('! Please fill in this field.');
    form.setFile('cv', { name: 'ok.pdf', size: 10 * MB, type: 'application/pdf' });
    expect(form.errorOf('cv')).to.equal(undefined);
  });

  it('refuses an empty file and one of a type the field does not take: cleared, with the reason', () => {
    const form = aForm();
    form.setFile('cv', { name: 'cv.pdf', size: 0, type: 'application/pdf' });
    expect(form.files['cv']).to.equal(null);
    expect(form.errorOf('cv')).to.equal('This file is empty. Please choose another file.');
    form.setFile('cv', { name: 'cv.exe', size: MB, type: 'application/x-msdownload' });
    expect(form.files['cv']).to.equal(null);
    expect(form.errorOf('cv')).to.equal(
      'Please choose a PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG file.',
    );
  });

  it('forgets its files when reset', () => {
    const form = aForm();
    form.setFile('cv', { name: 'big.pdf', size: 10 * MB + 1, type: 'application/pdf' });
    form.reset();
    expect(form.files).to.deep.equal({});
    expect(form.visibleErrors).to.deep.equal({});
  });

  it("shows a failure's own words where the form has them (a refusal the platform worded), else the form's failure toast", async () => {
    const form = aForm();
    form.setFile('cv', { name: 'cv.pdf', size: MB, type: 'application/pdf' });
    const notifier = new Toasts();
    const options = {
      notifier,
      failureMessage: 'Request failed. Please try again.',
      failureMessageOf: (f: { kind: string; errors?: readonly string[] }) =>
        f.kind === 'validation' ? f.errors?.[0] : undefined,
    };
    await form.submit({
      ...options,
      send: async () => left(validationFailure(['That file could not be taken.'])),
    });
    await form.submit({ ...options, send: async () => left({ kind: 'timeout' as const }) });
    expect(notifier.shown).to.deep.equal([
      'error: That file could not be taken.',
      'error: Request failed. Please try again.',
    ]);
    expect(await form.submit({ ...options, send: async () => right('sent') })).to.equal('sent');
  });
});
