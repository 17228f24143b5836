import { expect } from 'chai';
import type { NewHomesFormElement } from '../../../core/leads/lead.js';
import { EMPTY_LEAD_ADDRESS } from '../../../core/leads/lead-address.js';
import { validateNewHomesAddress } from '../../../core/validation/new-homes.validation.js';
import { aFormElement } from '../../support/form-elements.js';

const element = (required: boolean): NewHomesFormElement =>
  aFormElement('current_home_address', {
    friendlyName: 'Current home address',
    required,
    fieldPostion: 6,
  });
const none = { ...EMPTY_LEAD_ADDRESS, addressChosen: false, manualAddress: false };
const typed = {
  ...none,
  manualAddress: true,
  street: 'Mill Lane',
  town: 'Taunton',
  postcode: 'TA1 1AA',
};

describe('validateNewHomesAddress (the address element of a new-homes form)', () => {
  it("asks for a required address on the search box in the new-homes words: 'Please enter a valid {friendly name}'", () => {
    expect(validateNewHomesAddress(element(true), none)).to.deep.equal({
      address: 'Please enter a valid Current home address',
    });
  });

  it('lets an optional address go ungiven, also with the manual fields opened and left blank', () => {
    expect(validateNewHomesAddress(element(false), none)).to.deep.equal({});
    expect(validateNewHomesAddress(element(false), { ...none, manualAddress: true })).to.deep.equal(
      {},
    );
  });

  it('checks a given address by the address rules of SPEC §5, required or not', () => {
    expect(validateNewHomesAddress(element(false), typed)).to.deep.equal({});
    expect(validateNewHomesAddress(element(false), { ...typed, postcode: 'nope' })).to.deep.equal({
      postcode: 'Please enter a valid postcode',
    });
    expect(
      validateNewHomesAddress(element(true), { ...none, manualAddress: true, town: 'Taunton' }),
    ).to.deep.equal({
      street: 'Please enter a valid street',
      postcode: 'Please enter a valid postcode',
    });
    expect(
      validateNewHomesAddress(element(true), {
        ...typed,
        manualAddress: false,
        addressChosen: true,
      }),
    ).to.deep.equal({});
  });
});
