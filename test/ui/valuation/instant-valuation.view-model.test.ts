import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { httpFailure, timeoutFailure } from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { BOOK_VALUATION_FORM_ID } from '../../../ui/valuation/book-valuation.view-model.js';
import {
  BEDROOM_OPTIONS,
  INSTANT_VALUATION_MESSAGES,
  InstantValuationViewModel,
  PROPERTY_TYPE_OPTIONS,
} from '../../../ui/valuation/instant-valuation.view-model.js';
import { RecordingNotifier } from '../services/fakes.js';
import { FakeAddressLookup, FakeEstimates } from './valuation-fakes.js';

function anInstantValuation(drafts = new LeadDrafts()) {
  const estimates = new FakeEstimates();
  const notifier = new RecordingNotifier();
  const vm = new InstantValuationViewModel({
    estimates,
    addressLookup: new FakeAddressLookup(),
    notifier,
    drafts,
  });
  return { vm, estimates, notifier, drafts };
}

function fill(vm: InstantValuationViewModel): void {
  vm.address.enterManually();
  vm.form.setValue('house_number', '12');
  vm.form.setValue('street', 'Priory Avenue');
  vm.form.setValue('town', 'Taunton');
  vm.form.setValue('postcode', 'TA1 4AB');
  vm.form.setValue('property_type', 'terraced');
  vm.form.setValue('bedrooms', '3');
}

describe('InstantValuationViewModel', () => {
  it('offers the property types and Studio to 6 or more bedrooms', () => {
    expect(PROPERTY_TYPE_OPTIONS.map((o) => o.label)).to.include.members([
      'Detached house',
      'Flat or apartment',
    ]);
    expect(BEDROOM_OPTIONS.map((o) => o.label)).to.deep.equal([
      'Studio',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6 or more',
    ]);
  });

  it('asks for the address, the type and the bedrooms before estimating', async () => {
    const { vm, estimates } = anInstantValuation();
    await vm.submit();
    expect(vm.form.visibleErrors).to.deep.equal({
      address: 'You must enter a valid address',
      property_type: 'Please select an option',
      bedrooms: 'Please select an option',
    });
    expect(estimates.asked).to.deep.equal([]);
  });

  it('shows the estimated range and what it is based on', async () => {
    const { vm, estimates } = anInstantValuation();
    fill(vm);
    await vm.submit();
    expect(estimates.asked).to.deep.equal([
      { postcode: 'TA1 4AB', propertyType: 'terraced', bedrooms: 3 },
    ]);
    expect(vm.phase).to.equal('estimate');
    expect(vm.rangeText).to.equal('£235,000 – £265,000');
    expect(vm.basisText).to.equal('Based on 4 recent sales in TA1.');
    expect(vm.homeText).to.equal('3 bedroom terraced house, 12 Priory Avenue, Taunton, TA1 4AB');
  });

  it('says so when there are too few sales for an estimate', async () => {
    const { vm, estimates } = anInstantValuation();
    estimates.answer = right(undefined);
    fill(vm);
    await vm.submit();
    expect(vm.phase).to.equal('no-estimate');
    expect(vm.rangeText).to.equal(undefined);
    expect(INSTANT_VALUATION_MESSAGES.noEstimate).to.match(/local valuer/);
  });

  for (const failure of [httpFailure(500), timeoutFailure]) {
    it(`keeps everything and says so on a ${failure.kind} failure`, async () => {
      const { vm, estimates, notifier } = anInstantValuation();
      estimates.answer = left(failure);
      fill(vm);
      await vm.submit();
      expect(vm.phase).to.equal('form');
      expect(vm.failed).to.equal(true);
      expect(notifier.errors).to.deep.equal([INSTANT_VALUATION_MESSAGES.failed]);
      expect(vm.form.values).to.include({
        street: 'Priory Avenue',
        property_type: 'terraced',
        bedrooms: '3',
      });
    });
  }

  it('goes back to the form with everything kept to change the details', async () => {
    const { vm } = anInstantValuation();
    fill(vm);
    await vm.submit();
    vm.changeDetails();
    expect(vm.phase).to.equal('form');
    expect(vm.form.values.bedrooms).to.equal('3');
  });

  it('carries the address and a note of the estimate into the booking form', async () => {
    const { vm, drafts } = anInstantValuation();
    fill(vm);
    vm.form.setValue('bedrooms', '0');
    vm.form.setValue('property_type', 'flat');
    await vm.submit();
    vm.carryIntoBooking();
    expect(drafts.load(BOOK_VALUATION_FORM_ID)).to.deep.include({
      street: 'Priory Avenue',
      postcode: 'TA1 4AB',
      manualAddress: true,
      channel: 'selling',
      valuation_reason: 'worth',
      message:
        'Instant estimate: £235,000 – £265,000. Studio flat or apartment, 12 Priory Avenue, Taunton, TA1 4AB.',
    });
  });
});
