import { expect } from 'chai';
import {
  attachmentNote,
  fileProblemMessage,
  fileUploadProblem,
  isAcceptedUpload,
  isFileTooLarge,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
  validateFileUpload,
} from '../../../core/validation/file-upload.validation.js';

const MB = 1024 * 1024;
const pdf = (size: number) => ({ name: 'cv.pdf', type: 'application/pdf', size });

describe('validateFileUpload', () => {
  it("refuses a file over 10 MB with 'File size can't be over 10mb'", () => {
    expect(validateFileUpload({ file: pdf(10 * MB + 1), required: false })).to.deep.equal({
      file: "File size can't be over 10mb",
    });
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(validateFileUpload({ file: pdf(10 * MB), required: true })).to.deep.equal({});
  });

  it("hints '! Please fill in this field.' when required and empty", () => {
    expect(validateFileUpload({ file: null, required: true })).to.deep.equal({
      file: '! Please fill in this field.',
    });
  });

  it('accepts no file when not required', () => {
    expect(validateFileUpload({ file: null, required: false })).to.deep.equal({});
  });

  it('refuses a file of no bytes, and one of a type the field does not take', () => {
    expect(validateFileUpload({ file: pdf(0), required: true })).to.deep.equal({
      file: 'This file is empty. Please choose another file.',
    });
    expect(
      validateFileUpload({ file: { name: 'cv.exe', type: '', size: 10 }, required: false }),
    ).to.deep.equal({
      file: 'Please choose a PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG file.',
    });
  });
});

describe('isAcceptedUpload', () => {
  it('takes every type the field offers, whatever the case of its extension', () => {
    for (const { extension, mediaTypes } of UPLOAD_FILE_TYPES) {
      for (const type of [...mediaTypes, '', 'application/octet-stream'])
        expect(
          isAcceptedUpload({ name: `CV${extension.toUpperCase()}`, type }),
          `${extension} ${type}`,
        ).to.equal(true);
    }
  });

  it('refuses other extensions, no extension, and a media type that is not the extension’s', () => {
    for (const file of [
      { name: 'cv.exe', type: 'application/octet-stream' },
      { name: 'cv.html', type: 'text/html' },
      { name: 'cv.svg', type: 'image/svg+xml' },
      { name: 'cv', type: 'application/pdf' },
      { name: 'cv.pdf', type: 'text/html' },
      { name: 'cv.pdf.exe', type: '' },
    ]) {
      expect(isAcceptedUpload(file), file.name + ' ' + file.type).to.equal(false);
    }
  });

  it('is offered to the file picker as extensions and media types', () => {
    expect(UPLOAD_ACCEPT.split(',')).to.include.members([
      '.pdf',
      'application/pdf',
      '.docx',
      '.png',
      'image/png',
    ]);
    expect(UPLOAD_ACCEPT).to.not.match(/svg|html/);
  });
});

describe('fileUploadProblem', () => {
  it('names what is wrong, empty first', () => {
    expect(
      [pdf(0), { name: 'a.exe', type: '', size: 1 }, pdf(10 * MB + 1), pdf(1)].map(
        fileUploadProblem,
      ),
    ).to.deep.equal(['empty', 'type', 'too-large', undefined]);
    expect(fileProblemMessage('too-large')).to.equal("File size can't be over 10mb");
  });
});

describe('isFileTooLarge', () => {
  it('is true above 10 × 1024 × 1024 bytes and for sizes that are not numbers', () => {
    expect(isFileTooLarge(10 * MB)).to.equal(false);
    expect(isFileTooLarge(10 * MB + 1)).to.equal(true);
    expect(isFileTooLarge(Number.NaN)).to.equal(true);
  });
});

describe('attachmentNote', () => {
  const file = (friendlyName: string, hidden = false) => ({
    friendlyName,
    inputType: 'file' as const,
    hidden,
  });

  it('says what a form takes in a sentence, keeping an abbreviation in capitals', () => {
    expect(attachmentNote([file('CV')])).to.equal('You can attach your CV (up to 10 MB).');
    expect(attachmentNote([file('Current tenancy agreement or inventory')])).to.equal(
      'You can attach your current tenancy agreement or inventory (up to 10 MB).',
    );
    expect(attachmentNote([file('CV'), file('Covering letter')])).to.equal(
      'You can attach your CV and your covering letter (up to 10 MB each).',
    );
  });

  it('says nothing for a form without a file field a visitor sees', () => {
    expect(
      attachmentNote([
        { friendlyName: 'Message', inputType: 'textarea', hidden: false },
        file('CV', true),
      ]),
    ).to.equal('');
  });
});
