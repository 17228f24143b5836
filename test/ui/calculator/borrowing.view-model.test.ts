import { expect } from 'chai';
import { parseSearchUrl } from '../../../core/search/search-path.js';
import { BorrowingViewModel } from '../../../ui/calculator/borrowing.view-model.js';
import { THEME, aCalculator } from './calculator-builders.js';

describe('BorrowingViewModel', () => {
  it("starts from the agency's multiple, one applicant, nothing typed, £0 and no link", () => {
    const vm = aCalculator(undefined, {
      theme: { ...THEME, mortgageIncomeMultiple: 4.75 },
    }).borrowing;
    expect(vm.multipleText).to.equal('4.75');
    expect(vm.applicants).to.equal(1);
    expect(vm.shownErrors).to.deep.equal({});
    expect(vm.borrowingText).to.equal('£0');
    expect(vm.resultsUrl).to.equal(undefined);
  });

  it('lends £225,000 on £50,000 at 4.5 times, and links to homes for sale up to £225,000', () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('£50,000');
    expect(vm.incomeText).to.equal('50000');
    expect(vm.borrowingText).to.equal('£225,000');
    expect(vm.budgetText).to.equal('£225,000');
    expect(vm.resultsUrl).to.equal('/search?channel=sales&fragment=up-to-225000');
    expect(vm.resultsLinkText).to.equal('See homes for sale up to £225,000');
  });

  it('adds the deposit to the budget and to the link: £225,000 + £25,000', () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('50000');
    vm.setDeposit('25000');
    expect(vm.budgetText).to.equal('£250,000');
    expect(parseSearchUrl(vm.resultsUrl!)).to.deep.include({ channel: 'sales', maxPrice: 250_000 });
  });

  it("adds the second applicant's income only while there are two: (£40,000 + £30,000) × 4.5", () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('40000');
    vm.setSecondIncome('30000');
    expect(vm.borrowingText).to.equal('£180,000');
    vm.setApplicants(2);
    expect(vm.borrowingText).to.equal('£315,000');
    vm.setApplicants(1);
    expect(vm.borrowingText).to.equal('£180,000');
  });

  it("says 'Enter a value between 1 and 7' for a multiple out of range, and lends nothing", () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('50000');
    vm.setMultiple('8');
    expect(vm.shownErrors).to.deep.equal({ incomeMultiple: 'Enter a value between 1 and 7' });
    expect(vm.borrowingText).to.equal('£0');
    expect(vm.resultsUrl).to.equal(undefined);
  });

  it('keeps digits and one point in the multiple, four characters at most', () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setMultiple('4.7.55x');
    expect(vm.multipleText).to.equal('4.75');
  });

  it('keeps at most eight digits of an income', () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('1234567890');
    expect(vm.incomeText).to.equal('12345678');
  });

  it('asks for an income once the visitor has typed and cleared it', () => {
    const vm = new BorrowingViewModel(4.5);
    vm.setIncome('5');
    vm.setIncome('');
    expect(vm.shownErrors).to.deep.equal({ income: 'Enter a yearly income' });
  });
});
