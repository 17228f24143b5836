import { expect } from 'chai';
import type { NewHomesFormElement } from '../../../core/leads/lead.js';
import {
  canSubmitNewHomes,
  validateNewHomesForm,
} from '../../../core/validation/new-homes.validation.js';
import { aFormElement } from '../../support/form-elements.js';

const anElement = (overrides: Partial<NewHomesFormElement> = {}): NewHomesFormElement =>
  aFormElement('first_name', {
    friendlyName: 'First name',
    required: true,
    fieldPostion: 1,
    ...overrides,
  });

describe('validateNewHomesForm', () => {
  const elements = [
    anElement(),
    anElement({
      fieldName: 'comments',
      friendlyName: 'Comments',
      required: false,
      inputType: 'textarea',
    }),
    anElement({ fieldName: 'email', friendlyName: 'Email address' }),
    anElement({ fieldName: 'tel_home', friendlyName: 'Telephone', required: false }),
  ];

  it("asks for each blank required field as 'Please enter a valid {friendly name}'", () => {
    expect(validateNewHomesForm(elements, { first_name: '  ' })).to.deep.equal({
      first_name: 'Please enter a valid First name',
      email: 'Please enter a valid Email address',
    });
  });

  it('passes when required fields are filled and optional ones blank', () => {
    expect(
      validateNewHomesForm(elements, { first_name: 'Ann', email: 'ann@example.com' }),
    ).to.deep.equal({});
  });

  it('checks a filled email or phone field', () => {
    expect(
      validateNewHomesForm(elements, { first_name: 'Ann', email: 'ann@', tel_home: '12ab' }),
    ).to.deep.equal({
      email: 'Please enter a valid Email address',
      tel_home: 'Please enter a valid Telephone',
    });
  });

  it('skips hidden and disabled elements', () => {
    const locked = [
      anElement({ fieldName: 'development_of_interest', disabled: true }),
      anElement({ fieldName: 'source', hidden: true }),
    ];
    expect(validateNewHomesForm(locked, {})).to.deep.equal({});
  });
});

describe('canSubmitNewHomes', () => {
  it('allows a valid form with the terms accepted and nothing in flight', () => {
    expect(canSubmitNewHomes({ errors: {}, termsAccepted: true, submitting: false })).to.equal(
      true,
    );
  });

  it('blocks on any field error, unaccepted terms or a submission in progress', () => {
    expect(
      canSubmitNewHomes({ errors: { email: 'x' }, termsAccepted: true, submitting: false }),
    ).to.equal(false);
    expect(canSubmitNewHomes({ errors: {}, termsAccepted: false, submitting: false })).to.equal(
      false,
    );
    expect(canSubmitNewHomes({ errors: {}, termsAccepted: true, submitting: true })).to.equal(
      false,
    );
  });
});
