import { expect } from 'chai';
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import {
  type BandRow,
  type StampDutyCountry,
  type StampDutyInput,
  type StampDutyTables,
  CURRENT_STAMP_DUTY_TABLES,
  SURCHARGE_THRESHOLD,
  StampDutyTablesCodec,
  calculateStampDuty,
} from '../../../core/calculators/stamp-duty.js';

const tables = CURRENT_STAMP_DUTY_TABLES;

function taxOn(
  price: number,
  country: StampDutyCountry,
  flags: Omit<StampDutyInput, 'price' | 'country'> = {},
) {
  return calculateStampDuty({ price, country, ...flags }, tables);
}

const countries: readonly StampDutyCountry[] = ['england', 'scotland', 'wales'];
const flagSets = fc.record({
  firstTimeBuyer: fc.boolean(),
  additionalProperty: fc.boolean(),
  nonUkResident: fc.boolean(),
  company: fc.boolean(),
});
const prices = fc.integer({ min: 0, max: 20_000_000 });

describe('calculateStampDuty', () => {
  describe('published worked examples (reference/uk-property-tax.md)', () => {
    it('charges £4,750 on a £295,000 home in England at standard rates', () => {
      expect(taxOn(295_000, 'england').tax).to.equal(4_750);
    });

    it('charges a first-time buyer £7,500 on £450,000 in England', () => {
      expect(taxOn(450_000, 'england', { firstTimeBuyer: true }).tax).to.equal(7_500);
    });

    it('charges a first-time buyer £10,000 on £500,000 in England (relief up to and including £500,000)', () => {
      expect(taxOn(500_000, 'england', { firstTimeBuyer: true }).tax).to.equal(10_000);
    });

    it('charges £20,000 on a £300,000 additional property in England', () => {
      expect(taxOn(300_000, 'england', { additionalProperty: true }).tax).to.equal(20_000);
    });

    it('charges a non-UK resident £39,000 on £700,000 in England', () => {
      expect(taxOn(700_000, 'england', { nonUkResident: true }).tax).to.equal(39_000);
    });

    it('charges a Scottish first-time buyer nothing on £175,000', () => {
      expect(taxOn(175_000, 'scotland', { firstTimeBuyer: true }).tax).to.equal(0);
    });

    it('charges £2,500 on £250,000 in England, not £2,499 (bands start at the previous maximum)', () => {
      expect(taxOn(250_000, 'england').tax).to.equal(2_500);
    });
  });

  describe('England', () => {
    it('charges nothing up to £125,000', () => {
      expect(taxOn(125_000, 'england').tax).to.equal(0);
    });

    it('charges 5% on the slice between £250,000 and £925,000', () => {
      expect(taxOn(925_000, 'england').tax - taxOn(250_000, 'england').tax).to.equal(33_750);
    });

    it('charges 10% between £925,000 and £1.5m and 12% above', () => {
      expect(taxOn(1_500_000, 'england').tax).to.equal(2_500 + 33_750 + 57_500);
      expect(taxOn(2_000_000, 'england').tax).to.equal(2_500 + 33_750 + 57_500 + 60_000);
    });

    it('rounds the total down to whole pounds (£125,050 → £1, £250,001 → £2,500)', () => {
      expect(taxOn(125_050, 'england').tax).to.equal(1);
      expect(taxOn(125_049, 'england').tax).to.equal(0);
      expect(taxOn(250_001, 'england').tax).to.equal(2_500);
    });

    it('uses the standard table on the whole price for a first-time buyer above £500,000', () => {
      expect(taxOn(500_001, 'england', { firstTimeBuyer: true }).tax).to.equal(
        taxOn(500_001, 'england').tax,
      );
      expect(taxOn(500_001, 'england', { firstTimeBuyer: true }).tax).to.equal(15_000);
    });

    it('adds the non-UK surcharge to the first-time-buyer table', () => {
      expect(taxOn(400_000, 'england', { firstTimeBuyer: true, nonUkResident: true }).tax).to.equal(
        5_000 + 8_000,
      );
    });

    it('charges a company the additional-property rates', () => {
      expect(taxOn(300_000, 'england', { company: true }).tax).to.equal(20_000);
    });

    it('lets the additional-property rates win when first-time buyer is also ticked', () => {
      expect(
        taxOn(300_000, 'england', { firstTimeBuyer: true, additionalProperty: true }).tax,
      ).to.equal(20_000);
    });

    it('applies no surcharge below £40,000 and the full surcharge from £40,000', () => {
      expect(
        taxOn(39_999, 'england', { additionalProperty: true, nonUkResident: true }).tax,
      ).to.equal(0);
      expect(taxOn(SURCHARGE_THRESHOLD, 'england', { additionalProperty: true }).tax).to.equal(
        2_000,
      );
      expect(taxOn(SURCHARGE_THRESHOLD, 'england', { nonUkResident: true }).tax).to.equal(800);
    });
  });

  describe('Scotland', () => {
    it('charges £4,600 on £300,000 at standard rates (2% from £145,000, 5% from £250,000)', () => {
      expect(taxOn(300_000, 'scotland').tax).to.equal(4_600);
    });

    it('charges £78,350 on £1,000,000 (10% from £325,000, 12% from £750,000)', () => {
      expect(taxOn(1_000_000, 'scotland').tax).to.equal(78_350);
    });

    it('adds the 8% ADS on the whole price of an additional dwelling: £300,000 → £28,600', () => {
      expect(taxOn(300_000, 'scotland', { additionalProperty: true }).tax).to.equal(28_600);
    });

    it('charges a company the ADS', () => {
      expect(taxOn(300_000, 'scotland', { company: true }).tax).to.equal(28_600);
    });

    it('raises the nil band to £175,000 for a first-time buyer, with no price cap', () => {
      expect(taxOn(250_000, 'scotland', { firstTimeBuyer: true }).tax).to.equal(1_500);
      expect(taxOn(1_000_000, 'scotland', { firstTimeBuyer: true }).tax).to.equal(78_350 - 600);
    });

    it('does not combine first-time-buyer relief with ADS', () => {
      expect(
        taxOn(250_000, 'scotland', { firstTimeBuyer: true, additionalProperty: true }).tax,
      ).to.equal(2_100 + 20_000);
    });

    it('has no non-resident surcharge', () => {
      expect(taxOn(300_000, 'scotland', { nonUkResident: true }).tax).to.equal(4_600);
    });
  });

  describe('Wales', () => {
    it('charges £4,500 on £300,000 at main rates (6% from £225,000)', () => {
      expect(taxOn(300_000, 'wales').tax).to.equal(4_500);
    });

    it('charges £111,750 on £1,500,000 and shows 7.5% (exactly 7.45%, half-up)', () => {
      const result = taxOn(1_500_000, 'wales');
      expect(result.tax).to.equal(111_750);
      expect(result.effectiveRate).to.equal(7.5);
    });

    it('uses the higher rates for an additional dwelling: £300,000 → £19,950', () => {
      expect(taxOn(300_000, 'wales', { additionalProperty: true }).tax).to.equal(19_950);
    });

    it('uses the corporate table for a company', () => {
      expect(taxOn(300_000, 'wales', { company: true }).tax).to.equal(19_950);
    });

    it('charges the higher rates of 5% from £40,000 and main rates below it', () => {
      expect(taxOn(39_999, 'wales', { additionalProperty: true }).tax).to.equal(0);
      expect(taxOn(40_000, 'wales', { additionalProperty: true }).tax).to.equal(2_000);
    });

    it('charges 17% above £1.5m on higher rates', () => {
      const at = (price: number) => taxOn(price, 'wales', { additionalProperty: true }).tax;
      expect(at(1_600_000) - at(1_500_000)).to.equal(17_000);
    });

    it('has no first-time-buyer relief and no non-resident surcharge', () => {
      expect(taxOn(300_000, 'wales', { firstTimeBuyer: true, nonUkResident: true }).tax).to.equal(
        4_500,
      );
    });

    it('rounds 7.5% slices down: £400,001 → £10,500', () => {
      expect(taxOn(400_001, 'wales').tax).to.equal(10_500);
    });
  });

  describe('effective rate', () => {
    it('is tax ÷ price × 100 to one decimal: £295,000 England → 1.6%', () => {
      expect(taxOn(295_000, 'england').effectiveRate).to.equal(1.6);
    });

    it('is a whole 5.0 for £2,000 on £40,000', () => {
      expect(taxOn(40_000, 'england', { additionalProperty: true }).effectiveRate).to.equal(5);
    });

    it('is 0 for a price of 0', () => {
      expect(taxOn(0, 'england')).to.deep.include({ tax: 0, effectiveRate: 0 });
    });

    it('agrees with exact half-up rounding for every price', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 5_000_000 }),
          fc.constantFrom(...countries),
          flagSets,
          (price, country, flags) => {
            const { tax, effectiveRate } = taxOn(price, country, flags);
            // Compare in integers: tenths = floor((tax·1000·2 + price) / (2·price)).
            const tenths = Math.floor((tax * 2_000 + price) / (2 * price));
            expect(Math.round(effectiveRate * 10)).to.equal(tenths);
          },
        ),
      );
    });
  });

  describe('breakdown', () => {
    it('lists each band with its slice, rate and tax', () => {
      const { bands } = taxOn(295_000, 'england');
      expect(bands).to.deep.equal([
        { from: 0, to: 125_000, rate: 0, taxable: 125_000, tax: 0 },
        { from: 125_000, to: 250_000, rate: 2, taxable: 125_000, tax: 2_500 },
        { from: 250_000, to: 925_000, rate: 5, taxable: 45_000, tax: 2_250 },
        { from: 925_000, to: 1_500_000, rate: 10, taxable: 0, tax: 0 },
        { from: 1_500_000, to: null, rate: 12, taxable: 0, tax: 0 },
      ]);
    });

    it('shows surcharges inside the band rates', () => {
      const rates = taxOn(700_000, 'england', {
        additionalProperty: true,
        nonUkResident: true,
      }).bands.map((b) => b.rate);
      expect(rates).to.deep.equal([7, 9, 12, 17, 19]);
    });

    it('keeps band taxes to the penny while the total is rounded down', () => {
      const result = taxOn(125_050, 'england');
      expect(result.bands[1]).to.deep.include({ taxable: 50, tax: 1 });
      expect(taxOn(125_001, 'england').bands[1]).to.deep.include({ taxable: 1, tax: 0.02 });
      expect(taxOn(125_001, 'england').tax).to.equal(0);
    });

    it('has slices that add up to the price', () => {
      fc.assert(
        fc.property(prices, fc.constantFrom(...countries), flagSets, (price, country, flags) => {
          const total = taxOn(price, country, flags).bands.reduce(
            (sum, band) => sum + band.taxable,
            0,
          );
          expect(total).to.equal(price);
        }),
      );
    });
  });

  describe('invalid input', () => {
    for (const price of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      it(`gives tax 0, rate 0 and no bands for a price of ${price}`, () => {
        expect(taxOn(price, 'england')).to.deep.equal({ tax: 0, effectiveRate: 0, bands: [] });
      });
    }

    it('never throws on rows with bad numbers passed without decoding', () => {
      const bad: BandRow[] = [
        {
          minimum_property_price: 0,
          maximum_property_price: Number.NaN,
          base_sdlt_rate: Number.NaN,
        },
      ];
      const broken: StampDutyTables = { ...tables, england: { standard: bad, firstTimeBuyer: [] } };
      expect(
        calculateStampDuty({ price: 100_000, country: 'england', firstTimeBuyer: true }, broken)
          .tax,
      ).to.equal(0);
    });

    it('reads the base rate from whichever column is present and treats missing surcharges as 0', () => {
      const custom: StampDutyTables = {
        ...tables,
        scotland: {
          standard: [
            { minimum_property_price: 0, maximum_property_price: null, base_lbtt_rate: 10 },
          ],
          firstTimeBuyer: [
            { minimum_property_price: 0, maximum_property_price: null, base_lbtt_rate: 1 },
          ],
        },
      };
      expect(
        calculateStampDuty(
          { price: 100_000, country: 'scotland', additionalProperty: true, nonUkResident: true },
          custom,
        ).tax,
      ).to.equal(10_000);
    });
  });

  describe('properties', () => {
    it('never falls as the price rises, for every country and set of flags', () => {
      fc.assert(
        fc.property(
          prices,
          prices,
          fc.constantFrom(...countries),
          flagSets,
          (a, b, country, flags) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            expect(taxOn(low, country, flags).tax).to.be.at.most(taxOn(high, country, flags).tax);
          },
        ),
      );
    });

    it('never lowers the tax when a surcharge flag is added', () => {
      const surcharges = ['additionalProperty', 'nonUkResident', 'company'] as const;
      fc.assert(
        fc.property(
          prices,
          fc.constantFrom(...countries),
          flagSets,
          fc.constantFrom(...surcharges),
          (price, country, flags, flag) => {
            const without = taxOn(price, country, { ...flags, [flag]: false }).tax;
            const withIt = taxOn(price, country, { ...flags, [flag]: true }).tax;
            expect(withIt).to.be.at.least(without);
          },
        ),
      );
    });

    it('gives a first-time buyer no more tax than the standard rates', () => {
      fc.assert(
        fc.property(prices, fc.constantFrom(...countries), (price, country) => {
          expect(taxOn(price, country, { firstTimeBuyer: true }).tax).to.be.at.most(
            taxOn(price, country).tax,
          );
        }),
      );
    });

    it('returns whole pounds and a rate with one decimal', () => {
      fc.assert(
        fc.property(prices, fc.constantFrom(...countries), flagSets, (price, country, flags) => {
          const { tax, effectiveRate } = taxOn(price, country, flags);
          expect(Number.isInteger(tax)).to.equal(true);
          expect(Number.isInteger(Math.round(effectiveRate * 10))).to.equal(true);
          expect(Math.abs(effectiveRate * 10 - Math.round(effectiveRate * 10))).to.be.below(1e-9);
        }),
      );
    });

    it('never throws, whatever the price', () => {
      fc.assert(
        fc.property(
          fc.double(),
          fc.constantFrom(...countries),
          flagSets,
          (price, country, flags) => {
            const { tax } = taxOn(price, country, flags);
            expect(tax).to.be.at.least(0);
          },
        ),
      );
    });
  });
});

describe('CURRENT_STAMP_DUTY_TABLES', () => {
  it('decodes with its own codec', () => {
    expect(isRight(StampDutyTablesCodec.decode(CURRENT_STAMP_DUTY_TABLES))).to.equal(true);
  });

  it('shows displayed minimums one pound above the previous maximum', () => {
    expect(
      CURRENT_STAMP_DUTY_TABLES.england.standard.map((row) => row.minimum_property_price),
    ).to.deep.equal([0, 125_001, 250_001, 925_001, 1_500_001]);
  });

  it('splits the Welsh corporate table at the union of both tables’ breakpoints', () => {
    expect(
      CURRENT_STAMP_DUTY_TABLES.wales.corporate.map((row) => row.maximum_property_price),
    ).to.deep.equal([180_000, 225_000, 250_000, 400_000, 750_000, 1_500_000, null]);
  });
});

describe('StampDutyTablesCodec', () => {
  const row = (max: number | null, rate: unknown = 2): Record<string, unknown> => ({
    minimum_property_price: 0,
    maximum_property_price: max,
    base_sdlt_rate: rate,
    non_uk_resident_surcharge: 2,
    additional_property_surcharge: 5,
  });
  const withEnglandStandard = (standard: unknown) => ({
    ...CURRENT_STAMP_DUTY_TABLES,
    england: { ...CURRENT_STAMP_DUTY_TABLES.england, standard },
  });

  it('accepts numeric strings, as Rails sends decimals', () => {
    const decoded = StampDutyTablesCodec.decode(
      withEnglandStandard([row(125_000, '0.0'), row(null, '7.5')]),
    );
    expect(isRight(decoded) && decoded.right.england.standard[1]?.base_sdlt_rate).to.equal(7.5);
  });

  it('drops unknown fields', () => {
    const decoded = StampDutyTablesCodec.decode(withEnglandStandard([{ ...row(null), id: 7 }]));
    expect(isRight(decoded) && Object.keys(decoded.right.england.standard[0] ?? {})).to.not.include(
      'id',
    );
  });

  it('refuses NaN, negative and non-numeric rates', () => {
    for (const rate of [Number.NaN, -1, 'abc', '']) {
      expect(
        isLeft(StampDutyTablesCodec.decode(withEnglandStandard([row(null, rate)]))),
        String(rate),
      ).to.equal(true);
    }
  });

  it('refuses a row without a base rate', () => {
    const { base_sdlt_rate: _dropped, ...noRate } = row(null);
    expect(isLeft(StampDutyTablesCodec.decode(withEnglandStandard([noRate])))).to.equal(true);
  });

  it('refuses an empty table, maxima out of order and an open row before the last', () => {
    for (const standard of [
      [],
      [row(250_000), row(125_000)],
      [row(null), row(125_000)],
      [row(125_000), row(125_000)],
    ]) {
      expect(isLeft(StampDutyTablesCodec.decode(withEnglandStandard(standard)))).to.equal(true);
    }
  });

  it('refuses a missing country', () => {
    const { wales: _dropped, ...noWales } = CURRENT_STAMP_DUTY_TABLES;
    expect(isLeft(StampDutyTablesCodec.decode(noWales))).to.equal(true);
  });

  it('encodes tables unchanged', () => {
    expect(StampDutyTablesCodec.encode(CURRENT_STAMP_DUTY_TABLES)).to.deep.equal(
      CURRENT_STAMP_DUTY_TABLES,
    );
  });

  it('recognises decoded tables with is()', () => {
    expect(StampDutyTablesCodec.is(CURRENT_STAMP_DUTY_TABLES)).to.equal(true);
    expect(StampDutyTablesCodec.is(withEnglandStandard([row(250_000), row(125_000)]))).to.equal(
      false,
    );
    expect(StampDutyTablesCodec.is(withEnglandStandard([]))).to.equal(false);
    expect(
      StampDutyTablesCodec.is(
        withEnglandStandard([{ minimum_property_price: 0, maximum_property_price: null }]),
      ),
    ).to.equal(false);
  });
});
