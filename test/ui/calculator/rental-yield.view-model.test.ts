import { expect } from 'chai';
import { RentalYieldViewModel } from '../../../ui/calculator/rental-yield.view-model.js';
import { aCalculator, aPropertyForSale } from './calculator-builders.js';

describe('RentalYieldViewModel', () => {
  it("starts from the property's price, with no rent, no errors shown and 0.0%", () => {
    const vm = aCalculator(aPropertyForSale({ priceValue: 200_000 })).rentalYield;
    expect(vm.priceText).to.equal('200000');
    expect(vm.rentText).to.equal('');
    expect(vm.shownErrors).to.deep.equal({});
    expect(vm.grossYieldText).to.equal('0.0%');
    expect(vm.netYieldText).to.equal('0.0%');
  });

  it('earns 6.0% gross and net on £1,000 a month for £200,000, £12,000 a year', () => {
    const vm = new RentalYieldViewModel(200_000);
    vm.setRent('1000');
    expect(vm.grossYieldText).to.equal('6.0%');
    expect(vm.netYieldText).to.equal('6.0%');
    expect(vm.yearlyRentText).to.equal('£12,000');
  });

  it('nets 4.8% after £2,400 of yearly costs', () => {
    const vm = new RentalYieldViewModel(200_000);
    vm.setRent('1000');
    vm.setCosts('2,400');
    expect(vm.costsText).to.equal('2400');
    expect(vm.grossYieldText).to.equal('6.0%');
    expect(vm.netYieldText).to.equal('4.8%');
  });

  it('shows 5.2% for £515 a month on £120,000 (exactly 5.15%, half up)', () => {
    const vm = new RentalYieldViewModel(120_000);
    vm.setRent('515');
    expect(vm.grossYieldText).to.equal('5.2%');
  });

  it('keeps digits only: the rent at most six, the costs at most eight', () => {
    const vm = new RentalYieldViewModel(200_000);
    vm.setRent('£1,234,567');
    expect(vm.rentText).to.equal('123456');
    vm.setCosts('123456789');
    expect(vm.costsText).to.equal('12345678');
  });

  it('shows an error once the visitor has typed in a field, and gives 0.0% meanwhile', () => {
    const vm = new RentalYieldViewModel(200_000);
    vm.setRent('1');
    vm.setRent('');
    expect(vm.shownErrors).to.deep.equal({ monthlyRent: 'Enter a monthly rent' });
    vm.setRent('1000');
    vm.setCosts('12001');
    expect(vm.shownErrors).to.deep.equal({
      yearlyCosts: 'Enter yearly costs between 0 and the yearly rent',
    });
    expect(vm.grossYieldText).to.equal('0.0%');
  });

  it("asks for a price when the property has none, once the visitor types, in the mortgage calculator's words", () => {
    const vm = new RentalYieldViewModel(undefined);
    expect(vm.priceText).to.equal('');
    expect(vm.shownErrors).to.deep.equal({});
    vm.setPrice('0');
    expect(vm.shownErrors).to.deep.equal({ price: 'Enter a property price' });
  });
});
