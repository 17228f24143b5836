import { expect } from 'chai';
import type { NewHomesFormElement } from '../../../core/leads/lead.js';
import { validateFormFiles } from '../../../core/validation/file-upload.validation.js';
import { validateNewHomesForm } from '../../../core/validation/new-homes.validation.js';
import { aFormElement } from '../../support/form-elements.js';

const MB = 1024 * 1024;
const file = (
  fieldName: string,
  overrides: Partial<NewHomesFormElement> = {},
): NewHomesFormElement =>
  aFormElement(fieldName, {
    friendlyName: fieldName.toUpperCase(),
    required: true,
    inputType: 'file',
    fieldPostion: 1,
    ...overrides,
  });

describe('validateFormFiles (the file elements of an agency form)', () => {
  it("asks for a required file with '! Please fill in this field.' and refuses one over 10 MB", () => {
    expect(
      validateFormFiles([file('cv'), file('photo')], {
        cv: null,
        photo: { name: 'big.jpg', size: 10 * MB + 1, type: 'image/jpeg' },
      }),
    ).to.deep.equal({
      cv: '! Please fill in this field.',
      photo: "File size can't be over 10mb",
    });
  });

  it('accepts a chosen file within the limit, no file for an optional element, and skips hidden, disabled and text elements', () => {
    const elements = [
      file('cv'),
      file('extra', { required: false }),
      file('gone', { hidden: true }),
      file('locked', { disabled: true }),
      file('name', { inputType: 'text' }),
    ];
    expect(
      validateFormFiles(elements, {
        cv: { name: 'cv.pdf', size: 10 * MB, type: 'application/pdf' },
      }),
    ).to.deep.equal({});
  });

  it('leaves file elements out of the text rule (no "Please enter a valid CV" for a file)', () => {
    expect(validateNewHomesForm([file('cv')], {})).to.deep.equal({});
  });
});
