import { expect } from 'chai';
import { isFileTooLarge, validateFileUpload } from '../../../core/validation/file-upload.validation.js';

const MB = 1024 * 1024;

describe('validateFileUpload', () => {
  it("refuses a file over 10 MB with 'File size can't be over 10mb'", () => {
    expect(validateFileUpload({ file: { size: 10 * MB + 1 }, required: false })).to.deep.equal({
      file: "File size can't be over 10mb",
    });
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(validateFileUpload({ file: { size: 10 * MB }, required: true })).to.deep.equal({});
  });

  it("hints '! Please fill in this field.' when required and empty", () => {
    expect(validateFileUpload({ file: null, required: true })).to.deep.equal({ file: '! Please fill in this field.' });
  });

  it('accepts no file when not required', () => {
    expect(validateFileUpload({ file: null, required: false })).to.deep.equal({});
  });
});

describe('isFileTooLarge', () => {
  it('is true above 10 × 1024 × 1024 bytes and for sizes that are not numbers', () => {
    expect(isFileTooLarge(10 * MB)).to.equal(false);
    expect(isFileTooLarge(10 * MB + 1)).to.equal(true);
    expect(isFileTooLarge(Number.NaN)).to.equal(true);
  });
});
