import { expect } from 'chai';
import {
  CURRENT_STAMP_DUTY_TABLES,
  type StampDutyTables,
} from '../../../core/calculators/stamp-duty.js';
import { CalculatorViewModel } from '../../../ui/calculator/calculator.view-model.js';
import { THEME, aCalculator, aPropertyForSale, aRecordingLog } from './calculator-builders.js';

describe('CalculatorViewModel', () => {
  describe('which calculators are offered', () => {
    it('offers all four calculators for a property for sale, starting on the mortgage tab', () => {
      const vm = aCalculator();
      expect(vm.available).to.equal(true);
      expect(vm.stampDutyAvailable).to.equal(true);
      expect(vm.tabs).to.deep.equal(['mortgage', 'stamp-duty', 'rental-yield', 'borrowing']);
      expect(vm.activeTab).to.equal('mortgage');
    });

    it('is not offered on a lettings property', () => {
      const vm = aCalculator(aPropertyForSale({ property_channel: 'lettings', priceValue: 1_250 }));
      expect(vm.available).to.equal(false);
      expect(vm.stampDutyAvailable).to.equal(false);
    });

    for (const tag of ['gth commercial', 'GTH Development', ' Gth Commercial ']) {
      it(`hides stamp duty for a property tagged '${tag}'`, () => {
        const vm = aCalculator(aPropertyForSale({ tags: ['garden', tag] }));
        expect(vm.available).to.equal(true);
        expect(vm.stampDutyAvailable).to.equal(false);
        expect(vm.tabs).to.deep.equal(['mortgage', 'rental-yield', 'borrowing']);
      });
    }

    it('keeps stamp duty for other tags', () => {
      expect(
        aCalculator(aPropertyForSale({ tags: ['commercial', 'development plot'] }))
          .stampDutyAvailable,
      ).to.equal(true);
    });

    for (const priceValue of [undefined, 0, Number.NaN, -5]) {
      it(`hides stamp duty when the price is missing (${String(priceValue)})`, () => {
        const property = aPropertyForSale();
        const vm = aCalculator({ ...property, priceValue } as typeof property);
        expect(vm.stampDutyAvailable).to.equal(false);
        expect(vm.priceText).to.equal('');
        expect(vm.mortgageErrors.price).to.equal('Enter a property price');
      });
    }

    it('ignores a request for the stamp duty tab when it is not offered', () => {
      const vm = aCalculator(aPropertyForSale({ tags: ['gth commercial'] }));
      vm.selectTab('stamp-duty');
      expect(vm.activeTab).to.equal('mortgage');
    });

    it('switches between the two tabs', () => {
      const vm = aCalculator();
      vm.selectTab('stamp-duty');
      expect(vm.activeTab).to.equal('stamp-duty');
      vm.selectTab('mortgage');
      expect(vm.activeTab).to.equal('mortgage');
    });
  });

  describe('mortgage', () => {
    it('starts from the property price, a 20% deposit, 25 years, the theme rate and repayment', () => {
      const vm = aCalculator();
      expect(vm.priceText).to.equal('250000');
      expect(vm.depositText).to.equal('50000');
      expect(vm.yearsText).to.equal('25');
      expect(vm.rateText).to.equal('5');
      expect(vm.mortgageType).to.equal('repayment');
      expect(vm.depositPercentText).to.equal('20%');
      expect(vm.loanAmountText).to.equal('£200,000');
    });

    it("shows £200,000 at 5% over 25 years as '£1,169 per month'", () => {
      const vm = aCalculator();
      expect(vm.mortgageErrors).to.deep.equal({});
      expect(vm.monthlyPayment).to.equal(1_169);
      expect(vm.monthlyPaymentText).to.equal('£1,169 per month');
    });

    it('charges interest only on the loan for an interest-only mortgage', () => {
      const vm = aCalculator();
      vm.setMortgageType('interest-only');
      expect(vm.monthlyPaymentText).to.equal('£833 per month');
    });

    it('takes the interest rate from the theme', () => {
      const vm = aCalculator(aPropertyForSale(), {
        theme: { ...THEME, mortgageInterestRate: 4.25 },
      });
      expect(vm.rateText).to.equal('4.25');
    });

    it('keeps the deposit at 20% of a new price until the visitor types a deposit', () => {
      const vm = aCalculator();
      vm.setPrice('300000');
      expect(vm.depositText).to.equal('60000');
      vm.setDeposit('30000');
      vm.setPrice('400000');
      expect(vm.depositText).to.equal('30000');
      expect(vm.depositPercentText).to.equal('8%');
    });

    it('reduces price and deposit to digits, at most 11 of them, as they are typed', () => {
      const vm = aCalculator();
      vm.setPrice('£1,234,567,890,123');
      expect(vm.priceText).to.equal('12345678901');
      vm.setDeposit('£ 25,000.50abc');
      expect(vm.depositText).to.equal('2500050');
      vm.setDeposit('999999999999999');
      expect(vm.depositText).to.have.length(11);
    });

    it('keeps digits and one decimal point in the rate, and digits in the term', () => {
      const vm = aCalculator();
      vm.setRate('4.5.6%');
      expect(vm.rateText).to.equal('4.56');
      vm.setYears('3 0 years');
      expect(vm.yearsText).to.equal('30');
    });

    it("reports a rate outside 0.01–10 with 'Enter a value between 0.01 and 10' and shows £0", () => {
      const vm = aCalculator();
      for (const rate of ['0', '10.5', '', '.']) {
        vm.setRate(rate);
        expect(vm.mortgageErrors.annualRatePercent, rate).to.equal(
          'Enter a value between 0.01 and 10',
        );
        expect(vm.monthlyPaymentText).to.equal('£0 per month');
      }
      vm.setRate('10');
      expect(vm.mortgageErrors.annualRatePercent).to.equal(undefined);
    });

    it("reports a term outside 5–35 with 'Enter a value between 5 and 35' and shows £0", () => {
      const vm = aCalculator();
      for (const years of ['4', '36', '']) {
        vm.setYears(years);
        expect(vm.mortgageErrors.years, years).to.equal('Enter a value between 5 and 35');
        expect(vm.monthlyPayment).to.equal(0);
      }
      vm.setYears('35');
      expect(vm.mortgageErrors).to.deep.equal({});
    });

    it('reports a zero price and a deposit above the price, and shows £0', () => {
      const vm = aCalculator();
      vm.setPrice('0');
      expect(vm.mortgageErrors.price).to.equal('Enter a property price');
      expect(vm.monthlyPayment).to.equal(0);
      vm.setPrice('100000');
      vm.setDeposit('150000');
      expect(vm.mortgageErrors.deposit).to.equal(
        'Enter a deposit between 0 and the property price',
      );
      expect(vm.monthlyPayment).to.equal(0);
      expect(vm.loanAmountText).to.equal('');
    });
  });

  describe('stamp duty', () => {
    it('starts from the property price with no buyer options ticked', () => {
      const vm = aCalculator();
      expect(vm.stampDutyPriceText).to.equal('250000');
      expect([vm.firstTimeBuyer, vm.additionalProperty, vm.nonUkResident]).to.deep.equal([
        false,
        false,
        false,
      ]);
    });

    it('charges £2,500 on £250,000 in England, an effective rate of 1.0%, band by band', () => {
      const vm = aCalculator();
      expect(vm.stampDutyText).to.equal('£2,500');
      expect(vm.effectiveRateText).to.equal('1.0%');
      expect(vm.stampDutyBands).to.deep.equal([
        { band: '£0 to £125,000', rate: '0%', taxable: '£125,000', tax: '£0' },
        { band: '£125,001 to £250,000', rate: '2%', taxable: '£125,000', tax: '£2,500' },
      ]);
    });

    it("labels the top band 'Above £1,500,000'", () => {
      const vm = aCalculator();
      vm.setStampDutyPrice('2000000');
      expect(vm.stampDutyBands.at(-1)).to.deep.equal({
        band: 'Above £1,500,000',
        rate: '12%',
        taxable: '£500,000',
        tax: '£60,000',
      });
    });

    it('gives first-time buyers relief: nothing to pay on £250,000', () => {
      const vm = aCalculator();
      vm.setFirstTimeBuyer(true);
      expect(vm.stampDutyText).to.equal('£0');
    });

    it('adds the surcharge for an additional property: £20,000 on £300,000', () => {
      const vm = aCalculator();
      vm.setStampDutyPrice('300000');
      vm.setAdditionalProperty(true);
      expect(vm.stampDutyText).to.equal('£20,000');
    });

    it("ticking 'Additional property' unticks 'First time buyer', and the reverse", () => {
      const vm = aCalculator();
      vm.setFirstTimeBuyer(true);
      vm.setAdditionalProperty(true);
      expect([vm.firstTimeBuyer, vm.additionalProperty]).to.deep.equal([false, true]);
      vm.setFirstTimeBuyer(true);
      expect([vm.firstTimeBuyer, vm.additionalProperty]).to.deep.equal([true, false]);
      vm.setFirstTimeBuyer(false);
      expect([vm.firstTimeBuyer, vm.additionalProperty]).to.deep.equal([false, false]);
    });

    it('offers the non-UK resident surcharge in England: £39,000 on £700,000', () => {
      const vm = aCalculator();
      expect(vm.offersNonUkResident).to.equal(true);
      vm.setStampDutyPrice('700000');
      vm.setNonUkResident(true);
      expect(vm.stampDutyText).to.equal('£39,000');
    });

    for (const country of ['scotland', 'wales'] as const) {
      it(`does not offer the non-UK resident surcharge in ${country}`, () => {
        const vm = aCalculator(aPropertyForSale({ country }));
        expect(vm.offersNonUkResident).to.equal(false);
        vm.setNonUkResident(true);
        expect(vm.nonUkResident).to.equal(false);
      });
    }

    it('uses England when the property names no country', () => {
      expect(aCalculator().country).to.equal('england');
      expect(aCalculator().taxName).to.equal('Stamp Duty Land Tax');
    });

    it('uses Land and Buildings Transaction Tax for a property in Scotland', () => {
      const vm = aCalculator(aPropertyForSale({ country: 'scotland', priceValue: 175_000 }));
      vm.setFirstTimeBuyer(true);
      expect(vm.taxName).to.equal('Land and Buildings Transaction Tax');
      expect(vm.stampDutyText).to.equal('£0');
    });

    it('offers no first-time-buyer relief in Wales', () => {
      const vm = aCalculator(aPropertyForSale({ country: 'wales' }));
      expect(vm.offersFirstTimeBuyer).to.equal(false);
      vm.setFirstTimeBuyer(true);
      expect(vm.firstTimeBuyer).to.equal(false);
      expect(vm.stampDutyText).to.equal('£1,500');
    });

    it("reduces the price to 11 digits and reports an empty one with 'Enter a property price' and £0", () => {
      const vm = aCalculator();
      vm.setStampDutyPrice('£123,456,789,012,345');
      expect(vm.stampDutyPriceText).to.equal('12345678901');
      vm.setStampDutyPrice('');
      expect(vm.stampDutyPriceError).to.equal('Enter a property price');
      expect(vm.stampDutyText).to.equal('£0');
      expect(vm.effectiveRateText).to.equal('0.0%');
      expect(vm.stampDutyBands).to.deep.equal([]);
    });
  });

  describe('band tables from the page data', () => {
    const flatThreePercent: StampDutyTables = {
      ...CURRENT_STAMP_DUTY_TABLES,
      england: {
        ...CURRENT_STAMP_DUTY_TABLES.england,
        standard: [{ minimum_property_price: 0, maximum_property_price: null, base_sdlt_rate: 3 }],
      },
    };

    it('uses the tables the page data carries', () => {
      const vm = aCalculator(aPropertyForSale(), { tablesData: flatThreePercent });
      expect(vm.stampDutyText).to.equal('£7,500');
    });

    it('falls back to the current rates when the tables do not decode, and logs it once', () => {
      const log = aRecordingLog();
      const broken = { england: { standard: 'nonsense' } };
      const first = new CalculatorViewModel({
        property: aPropertyForSale(),
        tablesData: broken,
        theme: THEME,
        log,
      });
      const second = new CalculatorViewModel({
        property: aPropertyForSale(),
        tablesData: broken,
        theme: THEME,
        log,
      });
      expect(first.tables).to.equal(CURRENT_STAMP_DUTY_TABLES);
      expect(second.stampDutyText).to.equal('£2,500');
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^Stamp duty tables: .+Using the built-in current rates\.$/);
    });

    it('falls back to the current rates when the page data has no tables', () => {
      const log = aRecordingLog();
      const vm = new CalculatorViewModel({
        property: aPropertyForSale(),
        tablesData: undefined,
        theme: THEME,
        log,
      });
      expect(vm.tables).to.equal(CURRENT_STAMP_DUTY_TABLES);
      expect(log.warnings).to.deep.equal([
        'Stamp duty tables: missing from the page data. Using the built-in current rates.',
      ]);
    });

    it('does not decode or log tables when stamp duty is not offered', () => {
      const log = aRecordingLog();
      new CalculatorViewModel({
        property: aPropertyForSale({ tags: ['gth development'] }),
        tablesData: 'broken',
        theme: THEME,
        log,
      });
      expect(log.warnings).to.deep.equal([]);
    });
  });

  describe('mortgage guide link', () => {
    it('links to the theme mortgage guide', () => {
      const vm = aCalculator(aPropertyForSale(), {
        theme: { ...THEME, mortgageGuideUrl: 'https://agency.example/mortgage-advice' },
      });
      expect(vm.mortgageGuideUrl).to.equal('https://agency.example/mortgage-advice');
    });

    for (const url of ['', '   ', 'javascript:alert(1)', '//evil.example', '/\\evil.example']) {
      it(`links to /mortgages when the theme gives '${url}'`, () => {
        const vm = aCalculator(aPropertyForSale(), { theme: { ...THEME, mortgageGuideUrl: url } });
        expect(vm.mortgageGuideUrl).to.equal('/mortgages');
      });
    }
  });
});
