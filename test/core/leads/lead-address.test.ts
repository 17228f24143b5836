import { expect } from 'chai';
import {
  EMPTY_LEAD_ADDRESS,
  addressFromLookup,
  formatLeadAddress,
  leadAddressOf,
  streetAddressLine,
} from '../../../core/leads/lead-address.js';
import { aLeadAddress } from '../../support/lead-address.js';

describe('addressFromLookup', () => {
  it('maps a lookup result onto the manual fields', () => {
    expect(
      addressFromLookup({
        building_number: '10',
        building_name: '',
        line_1: '10 Downing Street',
        line_2: ' ',
        line_3: 'Westminster',
        town_or_city: 'London',
        county: 'Greater London',
        postcode: 'sw1a 2aa',
      }),
    ).to.deep.equal({
      house_number: '10',
      house_name: '',
      street: '10 Downing Street, Westminster',
      town: 'London',
      county: 'Greater London',
      postcode: 'SW1A 2AA',
    });
  });

  it('gives blanks for missing parts', () => {
    expect(addressFromLookup({})).to.deep.equal(EMPTY_LEAD_ADDRESS);
  });
});

describe('streetAddressLine', () => {
  const manual = { ...EMPTY_LEAD_ADDRESS, street: 'Mill Lane' };

  it('puts the house number before the street and the house name first', () => {
    expect(
      streetAddressLine({ ...manual, house_number: '2', house_name: 'Rose Cottage' }),
    ).to.equal('Rose Cottage, 2 Mill Lane');
  });

  it('does not repeat a number or name the street line already has', () => {
    expect(
      streetAddressLine({ ...manual, house_number: '10', street: '10 Downing Street' }),
    ).to.equal('10 Downing Street');
    expect(
      streetAddressLine({
        ...manual,
        house_name: 'The Old Mill',
        street: 'The Old Mill, Mill Lane',
      }),
    ).to.equal('The Old Mill, Mill Lane');
  });

  it('works with only a number or only a street', () => {
    expect(streetAddressLine({ ...EMPTY_LEAD_ADDRESS, house_number: '4' })).to.equal('4');
    expect(streetAddressLine(manual)).to.equal('Mill Lane');
    expect(streetAddressLine(EMPTY_LEAD_ADDRESS)).to.equal('');
  });
});

describe('formatLeadAddress', () => {
  it('joins the street line, town, county and postcode, leaving out blanks', () => {
    expect(formatLeadAddress(aLeadAddress())).to.equal('2 Mill Lane, Taunton, TA1 1AA');
  });
});

describe('leadAddressOf', () => {
  it("takes the six address fields out of a form's values, and nothing else", () => {
    const address = aLeadAddress({ house_name: 'Rose Cottage', county: 'Somerset' });
    const values = { first_name: 'Ann', ...address, addressChosen: true };
    expect(leadAddressOf(values)).to.deep.equal(address);
  });
});
