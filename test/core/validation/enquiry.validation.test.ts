import { EMPTY_VIEWING_FORM_ERRORS } from '../../support/spec-messages.js';
import { expect } from 'chai';
import {
  type EnquiryFormValues,
  type ViewingFormValues,
  validateEnquiryForm,
  validateTerms,
  validateViewingForm,
} from '../../../core/validation/enquiry.validation.js';

const contact = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  tel_home: '01234567890',
};

function aViewing(overrides: Partial<ViewingFormValues> = {}): ViewingFormValues {
  return { ...contact, message: 'Saturday morning, please', terms: true, ...overrides };
}

function anEnquiry(overrides: Partial<EnquiryFormValues> = {}): EnquiryFormValues {
  return { ...contact, message: '', terms: true, ...overrides };
}

describe('validateViewingForm', () => {
  it('passes a complete form with no address', () => {
    expect(validateViewingForm(aViewing())).to.deep.equal({});
  });

  it('does not judge the optional address parts', () => {
    expect(
      validateViewingForm(aViewing({ postcode: 'not a postcode', house_number: '?' })),
    ).to.deep.equal({});
  });

  it('gives every SPEC message for an empty form', () => {
    expect(
      validateViewingForm({
        first_name: '',
        last_name: ' ',
        email: '',
        tel_home: '',
        message: '  ',
        terms: false,
      }),
    ).to.deep.equal(EMPTY_VIEWING_FORM_ERRORS);
  });

  it('refuses a name with digits, a bad email and a short phone', () => {
    expect(
      validateViewingForm(aViewing({ first_name: 'Ann2', email: 'ann@', tel_home: '12345' })),
    ).to.deep.equal({
      first_name: 'Please enter a valid first name',
      email: 'Please enter a valid email',
      tel_home: 'Please enter a valid phone number',
    });
  });
});

describe('validateEnquiryForm (staff, department, office)', () => {
  it('passes without a message', () => {
    expect(validateEnquiryForm(anEnquiry())).to.deep.equal({});
    expect(validateEnquiryForm(anEnquiry({ message: undefined }))).to.deep.equal({});
  });

  it('requires the contact fields and the terms', () => {
    expect(
      validateEnquiryForm(anEnquiry({ last_name: '', tel_home: 'abc', terms: false })),
    ).to.deep.equal({
      last_name: 'Please enter a valid last name',
      tel_home: 'Please enter a valid phone number',
      terms: 'You must agree to our terms & conditions',
    });
  });
});

describe('validateTerms', () => {
  it('asks for the terms until they are ticked', () => {
    expect(validateTerms(false)).to.deep.equal({
      terms: 'You must agree to our terms & conditions',
    });
    expect(validateTerms(true)).to.deep.equal({});
  });
});
