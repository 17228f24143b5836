import { expect } from 'chai';
import fc from 'fast-check';
import {
  type PppwSettings,
  type StudentPriceInput,
  digitsOnly,
  formatAcreage,
  formatPrice,
  formatWholeNumber,
  formatWholePounds,
  listingPrice,
  PRICE_ON_APPLICATION,
  studentPppw,
  weeklyPriceFromMonthly,
} from '../../../core/format/price.js';

describe('formatPrice', () => {
  it('shows thousands separators and two decimals', () => {
    expect(formatPrice(1_234_567)).to.equal('£1,234,567.00');
  });

  it('keeps pence', () => {
    expect(formatPrice(1_169.18)).to.equal('£1,169.18');
    expect(formatPrice(0.5)).to.equal('£0.50');
  });

  it('rounds to the nearest penny, correcting binary error (1.005 → £1.01)', () => {
    expect(formatPrice(1.005)).to.equal('£1.01');
    expect(formatPrice(999.994)).to.equal('£999.99');
    expect(formatPrice(999.995)).to.equal('£1,000.00');
  });

  it('puts the minus sign before the pound sign', () => {
    expect(formatPrice(-5.5)).to.equal('-£5.50');
    expect(formatPrice(-0.001)).to.equal('£0.00');
  });

  it('shows small and round amounts without separators', () => {
    expect(formatPrice(0)).to.equal('£0.00');
    expect(formatPrice(999)).to.equal('£999.00');
    expect(formatPrice(1_000)).to.equal('£1,000.00');
  });

  it('shows £0.00 for an amount that is not a number', () => {
    expect(formatPrice(Number.NaN)).to.equal('£0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).to.equal('£0.00');
  });

  it('reads back as the amount to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (pence) => {
        const text = formatPrice(pence / 100);
        expect(text).to.match(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[£,]/g, '')) * 100)).to.equal(pence);
      }),
    );
  });
});

describe('formatWholePounds', () => {
  it('shows whole pounds with separators', () => {
    expect(formatWholePounds(350_000)).to.equal('£350,000');
    expect(formatWholePounds(1_500_000)).to.equal('£1,500,000');
    expect(formatWholePounds(0)).to.equal('£0');
  });

  it('rounds to the nearest pound', () => {
    expect(formatWholePounds(1_169.5)).to.equal('£1,170');
    expect(formatWholePounds(1_169.49)).to.equal('£1,169');
  });

  it('handles negative and invalid amounts', () => {
    expect(formatWholePounds(-2_500)).to.equal('-£2,500');
    expect(formatWholePounds(-0.2)).to.equal('£0');
    expect(formatWholePounds(Number.NaN)).to.equal('£0');
  });

  it('writes amounts beyond 10^21 in digits, not exponent notation', () => {
    expect(formatWholePounds(1e21)).to.equal('£1,000,000,000,000,000,000,000');
  });
});

describe('formatWholeNumber', () => {
  it('groups a count in thousands, rounded to a whole number', () => {
    expect(formatWholeNumber(0)).to.equal('0');
    expect(formatWholeNumber(999)).to.equal('999');
    expect(formatWholeNumber(1_234)).to.equal('1,234');
    expect(formatWholeNumber(1_234_567.5)).to.equal('1,234,568');
    expect(formatWholeNumber(-2_500)).to.equal('-2,500');
  });

  it('gives 0 for what is not a number, and digits for 10^21 and beyond', () => {
    expect(formatWholeNumber(Number.NaN)).to.equal('0');
    expect(formatWholeNumber(Number.POSITIVE_INFINITY)).to.equal('0');
    expect(formatWholeNumber(1e21)).to.equal('1,000,000,000,000,000,000,000');
  });

  it('is the pounds text without its sign of money (one grouping rule)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), (n) => {
        expect(formatWholePounds(n).replace('£', '')).to.equal(formatWholeNumber(n));
      }),
    );
  });
});

describe('weeklyPriceFromMonthly', () => {
  it('is round(pcm × 12 / 52)', () => {
    expect(weeklyPriceFromMonthly(1_300)).to.equal(300);
    expect(weeklyPriceFromMonthly(1_000)).to.equal(231);
  });

  it('is 0 for negative or invalid amounts', () => {
    expect(weeklyPriceFromMonthly(-1)).to.equal(0);
    expect(weeklyPriceFromMonthly(Number.NaN)).to.equal(0);
  });
});

describe('studentPppw', () => {
  const on: PppwSettings = {
    displayStudentPropertyAsPppw: true,
    displayPppwWithoutBedroomDivision: false,
  };
  const studentLet: StudentPriceInput = {
    property_channel: 'lettings',
    priceValue: 2_600,
    bedrooms: 4,
    isStudent: true,
  };

  it('divides the weekly rent by the bedrooms: £2,600 pcm, 4 bedrooms → £150 pppw', () => {
    expect(studentPppw(studentLet, on)).to.equal(150);
  });

  it('rounds once, at the end: £1,087 pcm, 2 bedrooms → £125 (not round(£251) / 2 = £126)', () => {
    expect(studentPppw({ ...studentLet, priceValue: 1_087, bedrooms: 2 }, on)).to.equal(125);
  });

  it('shows the whole weekly rent when the theme says not to divide', () => {
    expect(studentPppw(studentLet, { ...on, displayPppwWithoutBedroomDivision: true })).to.equal(
      600,
    );
  });

  it('shows the whole weekly rent when the bedroom count is missing or zero', () => {
    expect(studentPppw({ ...studentLet, bedrooms: undefined }, on)).to.equal(600);
    expect(studentPppw({ ...studentLet, bedrooms: 0 }, on)).to.equal(600);
  });

  it('is null when the theme does not show pppw', () => {
    expect(studentPppw(studentLet, { ...on, displayStudentPropertyAsPppw: false })).to.equal(null);
  });

  it('is null for sales, non-student lets and missing prices', () => {
    expect(studentPppw({ ...studentLet, property_channel: 'sales' }, on)).to.equal(null);
    expect(studentPppw({ ...studentLet, isStudent: false }, on)).to.equal(null);
    expect(studentPppw({ ...studentLet, priceValue: undefined }, on)).to.equal(null);
    expect(studentPppw({ ...studentLet, priceValue: 0 }, on)).to.equal(null);
  });
});

describe('the largest amounts', () => {
  it('are written, not thrown on (Number.MAX_VALUE once threw a RangeError)', () => {
    expect(formatWholePounds(Number.MAX_VALUE)).to.match(/^£179,769,313,486,231,57\d/);
    expect(formatPrice(-Number.MAX_VALUE)).to.match(/^-£179,769,313,486,231,57\d.*\.00$/);
  });
});

describe('listingPrice', () => {
  const sale = { property_channel: 'sales' as const };
  const pppwOn = { displayStudentPropertyAsPppw: true, displayPppwWithoutBedroomDivision: false };

  it('shows the price without its qualifier as the amount, the qualifier apart, and both as one phrase', () => {
    expect(
      listingPrice({ ...sale, price: 'Guide price £425,000', priceWithoutQualifier: '£425,000' }),
    ).to.deep.equal({
      qualifier: 'Guide price',
      amount: '£425,000',
      spoken: 'Guide price £425,000',
      text: 'Guide price £425,000',
    });
  });

  it("takes the platform's text as it is when no bare price is given", () => {
    expect(listingPrice({ ...sale, price: 'Offers over £300,000' }).text).to.equal(
      'Offers over £300,000',
    );
    expect(listingPrice({ ...sale, price: '  ', priceWithoutQualifier: '£300,000' }).text).to.equal(
      '£300,000',
    );
  });

  it('writes a bare value in whole pounds, per calendar month for lettings', () => {
    expect(listingPrice({ ...sale, priceValue: 425000 }).text).to.equal('£425,000');
    expect(listingPrice({ property_channel: 'lettings', priceValue: 1250 }).text).to.equal(
      '£1,250 pcm',
    );
  });

  it("says 'Price on application' for no price, and for a value of £0 (never '£0')", () => {
    expect(listingPrice(sale).text).to.equal(PRICE_ON_APPLICATION);
    expect(listingPrice({ ...sale, priceValue: 0 }).text).to.equal('Price on application');
    expect(listingPrice({ ...sale, priceValue: Number.NaN }).text).to.equal('Price on application');
  });

  it('shows a student let per person per week when the theme asks', () => {
    const student = {
      property_channel: 'lettings' as const,
      isStudent: true,
      priceValue: 2600,
      bedrooms: 4,
      price: '£2,600 pcm',
    };
    expect(listingPrice(student, pppwOn)).to.deep.equal({
      amount: '£150',
      suffix: ' pppw',
      spoken: '£150 per person per week',
      text: '£150 pppw',
    });
    expect(listingPrice(student).text).to.equal('£2,600 pcm');
  });

  it('always gives some text, and the amount is always in the text (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.option(fc.string(), { nil: undefined }),
          priceWithoutQualifier: fc.option(fc.string(), { nil: undefined }),
          priceValue: fc.option(fc.double(), { nil: undefined }),
          property_channel: fc.constantFrom('sales' as const, 'lettings' as const),
        }),
        (listing) => {
          const price = listingPrice(listing);
          expect(price.text.trim()).to.not.equal('');
          expect(price.text).to.contain(price.amount);
          expect(price.text).to.not.equal('£0');
        },
      ),
    );
  });
});

describe('formatAcreage', () => {
  it('writes one acre in the singular and others in the plural', () => {
    expect(formatAcreage(1)).to.equal('1 acre');
    expect(formatAcreage(2.5)).to.equal('2.5 acres');
    expect(formatAcreage(0.25)).to.equal('0.25 acres');
  });

  it('keeps two decimals at most, without trailing zeros', () => {
    expect(formatAcreage(2.456)).to.equal('2.46 acres');
    expect(formatAcreage(3.1)).to.equal('3.1 acres');
    expect(formatAcreage(1.001)).to.equal('1 acre');
  });

  it('groups thousands', () => {
    expect(formatAcreage(1_200)).to.equal('1,200 acres');
  });

  it('is empty for zero, negative, tiny or invalid areas', () => {
    for (const acres of [0, -1, 0.001, Number.NaN]) expect(formatAcreage(acres)).to.equal('');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits of a typed price', () => {
    expect(digitsOnly('£250,000')).to.equal('250000');
  });

  it('keeps at most 11 digits by default', () => {
    expect(digitsOnly('123456789012345')).to.equal('12345678901');
  });

  it('takes another limit', () => {
    expect(digitsOnly('1a2b3c', 2)).to.equal('12');
    expect(digitsOnly('123', 0)).to.equal('');
    expect(digitsOnly('123', Number.NaN)).to.equal('');
  });

  it('removes non-ASCII digits and signs too', () => {
    expect(digitsOnly('-1.5e3 ٣')).to.equal('153');
  });

  it('always gives only digits, no more than the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (text, limit) => {
        const result = digitsOnly(text, limit);
        expect(result).to.match(/^[0-9]*$/);
        expect(result.length).to.be.at.most(limit);
      }),
    );
  });
});
