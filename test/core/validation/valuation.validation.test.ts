import { expect } from 'chai';
import {
  type ValuationDetailsValues,
  validateSingleStepValuation,
  validateValuationConfirmation,
  validateValuationDetails,
  validateValuationTimes,
} from '../../../core/validation/valuation.validation.js';

function someDetails(overrides: Partial<ValuationDetailsValues> = {}): ValuationDetailsValues {
  return {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    tel_home: '01823123456',
    house_number: '',
    house_name: '',
    street: '10 High Street',
    town: 'Taunton',
    county: '',
    postcode: 'TA1 1AA',
    addressChosen: true,
    manualAddress: false,
    ...overrides,
  };
}

describe('validateValuationDetails (step 1)', () => {
  it('passes a looked-up address with the contact fields', () => {
    expect(validateValuationDetails(someDetails())).to.deep.equal({});
  });

  it('passes a manual address with the optional parts filled', () => {
    expect(
      validateValuationDetails(
        someDetails({
          addressChosen: false,
          manualAddress: true,
          house_number: '12a',
          house_name: 'Rose Cottage',
          county: 'Somerset',
        }),
      ),
    ).to.deep.equal({});
  });

  it("says 'You must enter a valid address' with neither a looked-up nor a manual address", () => {
    expect(
      validateValuationDetails(
        someDetails({
          addressChosen: false,
          manualAddress: false,
          street: '',
          town: '',
          postcode: '',
        }),
      ),
    ).to.deep.equal({ address: 'You must enter a valid address' });
  });

  it('requires street, town and postcode of a manual address', () => {
    expect(
      validateValuationDetails(
        someDetails({
          addressChosen: false,
          manualAddress: true,
          street: '',
          town: ' ',
          postcode: 'XYZ',
        }),
      ),
    ).to.deep.equal({
      street: 'Please enter a valid street',
      town: 'Please enter a valid town',
      postcode: 'Please enter a valid postcode',
    });
  });

  it('checks the optional county, house number and house name when filled', () => {
    expect(
      validateValuationDetails(
        someDetails({ county: 'Somerset 1', house_number: 'ten', house_name: '<b>' }),
      ),
    ).to.deep.equal({
      house_number: 'Please enter a valid house number',
      house_name: 'Please enter a valid house name',
      county: 'Please enter a valid county',
    });
  });

  it('requires the contact fields', () => {
    expect(validateValuationDetails(someDetails({ first_name: '', email: 'x' }))).to.deep.equal({
      first_name: 'Please enter a valid first name',
      email: 'Please enter a valid email',
    });
  });
});

describe('validateValuationTimes (step 2)', () => {
  it("says 'Please select a valid time slot' when no slot is picked", () => {
    expect(
      validateValuationTimes({ timeSlots: [{ selected: false }, { selected: false }] }),
    ).to.deep.equal({
      booking_time: 'Please select a valid time slot',
    });
    expect(validateValuationTimes({ timeSlots: [] })).to.deep.equal({
      booking_time: 'Please select a valid time slot',
    });
  });

  it('passes with one slot picked', () => {
    expect(
      validateValuationTimes({ timeSlots: [{ selected: false }, { selected: true }] }),
    ).to.deep.equal({});
  });
});

describe('validateValuationConfirmation (step 3)', () => {
  it('requires the terms', () => {
    expect(validateValuationConfirmation({ terms: false })).to.deep.equal({
      terms: 'You must agree to our terms & conditions',
    });
    expect(validateValuationConfirmation({ terms: true })).to.deep.equal({});
  });
});

describe('validateSingleStepValuation', () => {
  it('checks the details and the terms at once', () => {
    expect(
      validateSingleStepValuation({ ...someDetails({ town: '' }), terms: false }),
    ).to.deep.equal({
      town: 'Please enter a valid town',
      terms: 'You must agree to our terms & conditions',
    });
    expect(validateSingleStepValuation({ ...someDetails(), terms: true })).to.deep.equal({});
  });
});
