import { expect } from 'chai';
import {
  EMPTY_LEAD_ADDRESS,
  validateAddressEntry,
  validateInstantValuation,
  type InstantValuationValues,
} from '../../../core/index.js';

const TYPED = {
  ...EMPTY_LEAD_ADDRESS,
  street: '12 Priory Avenue',
  town: 'Taunton',
  postcode: 'TA1 4AB',
  addressChosen: false,
  manualAddress: true,
};

describe('validateAddressEntry', () => {
  it("asks for an address with 'You must enter a valid address' until one is picked or typed", () => {
    expect(
      validateAddressEntry({ ...EMPTY_LEAD_ADDRESS, addressChosen: false, manualAddress: false }),
    ).to.deep.equal({ address: 'You must enter a valid address' });
  });

  it('checks the manual fields: street, town and postcode required, the others when filled', () => {
    expect(
      validateAddressEntry({ ...EMPTY_LEAD_ADDRESS, addressChosen: false, manualAddress: true }),
    ).to.deep.equal({
      street: 'Please enter a valid street',
      town: 'Please enter a valid town',
      postcode: 'Please enter a valid postcode',
    });
    expect(validateAddressEntry(TYPED)).to.deep.equal({});
    expect(validateAddressEntry({ ...TYPED, house_number: 'twelve', county: '5' })).to.deep.equal({
      house_number: 'Please enter a valid house number',
      county: 'Please enter a valid county',
    });
  });

  it('checks a looked-up address the same way (a lookup without a town is not enough)', () => {
    expect(
      validateAddressEntry({ ...TYPED, manualAddress: false, addressChosen: true, town: '' }),
    ).to.deep.equal({ town: 'Please enter a valid town' });
  });
});

describe('validateInstantValuation', () => {
  const values = (overrides: Partial<InstantValuationValues> = {}): InstantValuationValues => ({
    ...TYPED,
    property_type: 'terraced',
    bedrooms: '3',
    ...overrides,
  });

  it('needs the address, a property type and the bedrooms', () => {
    expect(validateInstantValuation(values())).to.deep.equal({});
    expect(
      validateInstantValuation(
        values({ manualAddress: false, property_type: 'default', bedrooms: 'default' }),
      ),
    ).to.deep.equal({
      address: 'You must enter a valid address',
      property_type: 'Please select an option',
      bedrooms: 'Please select an option',
    });
  });

  it('refuses a property type or number of bedrooms that is not on the lists', () => {
    expect(
      validateInstantValuation(values({ property_type: 'castle', bedrooms: '7' })),
    ).to.deep.equal({
      property_type: 'Please select an option',
      bedrooms: 'Please select an option',
    });
    expect(validateInstantValuation(values({ bedrooms: '0' }))).to.deep.equal({});
    expect(validateInstantValuation(values({ bedrooms: '2.5' }))).to.have.property('bedrooms');
  });
});
