import { expect } from 'chai';
import fc from 'fast-check';
import {
  HIGH_RENT_ANNUAL_PENCE,
  annualRent,
  lettingsCaps,
  monthlyRent,
  monthlyRentOf,
  penceOf,
  poundsOf,
  weeklyRent,
  weeklyRentOf,
} from '../../../core/lettings/rent.js';

describe('penceOf', () => {
  it('turns pounds into whole pence, clearing binary error', () => {
    expect(penceOf(1250)).to.equal(125_000);
    expect(penceOf(4166.67)).to.equal(416_667);
    expect(penceOf(1.005)).to.equal(101);
    expect(penceOf(0)).to.equal(0);
  });

  it('refuses what is not an amount', () => {
    expect(penceOf(-1)).to.equal(undefined);
    expect(penceOf(Number.NaN)).to.equal(undefined);
    expect(penceOf(Number.POSITIVE_INFINITY)).to.equal(undefined);
    expect(penceOf(1e300)).to.equal(undefined);
  });

  it('gives back pounds through poundsOf', () => {
    expect(poundsOf(28_846)).to.equal(288.46);
  });
});

describe('weeklyRentOf (pcm × 12 ÷ 52, rounded down to the penny)', () => {
  it('£1,250 pcm is £288.46 pw (1,250 × 12 = 15,000; ÷ 52 = 288.4615…)', () => {
    expect(weeklyRentOf(125_000)).to.equal(28_846);
  });

  it('£1,000 pcm is £230.76 pw (12,000 ÷ 52 = 230.769…: down, not up)', () => {
    expect(weeklyRentOf(100_000)).to.equal(23_076);
  });

  it('£1,300 pcm is exactly £300.00 pw (15,600 ÷ 52 = 300)', () => {
    expect(weeklyRentOf(130_000)).to.equal(30_000);
  });

  it('£4,166.67 pcm is £961.53 pw (50,000.04 ÷ 52 = 961.5392…)', () => {
    expect(weeklyRentOf(416_667)).to.equal(96_153);
  });
});

describe('monthlyRentOf (pw × 52 ÷ 12, rounded down to the penny)', () => {
  it('£300 pw is £1,300.00 pcm (15,600 ÷ 12)', () => {
    expect(monthlyRentOf(30_000)).to.equal(130_000);
  });

  it('£275 pw is £1,191.66 pcm (14,300 ÷ 12 = 1,191.666…)', () => {
    expect(monthlyRentOf(27_500)).to.equal(119_166);
  });

  it('comes back from pw → pcm → pw within a penny, never above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pw) => {
        const back = weeklyRentOf(monthlyRentOf(pw));
        expect(back).to.be.at.most(pw);
        expect(pw - back).to.be.at.most(1);
      }),
    );
  });

  it('comes back from pcm → pw → pcm within five pence (a week is 4.33… months), never above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pcm) => {
        const back = monthlyRentOf(weeklyRentOf(pcm));
        expect(back).to.be.at.most(pcm);
        expect(pcm - back).to.be.at.most(5);
      }),
    );
  });
});

describe('monthlyRent, weeklyRent and annualRent', () => {
  it('take the rent either way it is given', () => {
    expect(monthlyRent(125_000, 'pcm')).to.equal(125_000);
    expect(monthlyRent(30_000, 'pw')).to.equal(130_000);
    expect(weeklyRent(30_000, 'pw')).to.equal(30_000);
    expect(weeklyRent(125_000, 'pcm')).to.equal(28_846);
    expect(annualRent(125_000, 'pcm')).to.equal(1_500_000);
    expect(annualRent(30_000, 'pw')).to.equal(1_560_000);
  });
});

describe('lettingsCaps', () => {
  it('£1,250 pcm: holding £288.46, security 5 weeks £1,442.30, one month in advance £1,250.00', () => {
    // 15,000 a year: ÷ 52 = 288.4615…; × 5 ÷ 52 = 1,442.3076…
    expect(lettingsCaps(125_000, 'pcm')).to.deep.equal({
      holdingDeposit: 28_846,
      securityDeposit: 144_230,
      securityDepositWeeks: 5,
      rentInAdvance: 125_000,
    });
  });

  it('£4,166.67 pcm is £50,000.04 a year, at least £50,000: six weeks, £5,769.23', () => {
    // 4,166.67 × 12 = 50,000.04; × 6 ÷ 52 = 5,769.2353…
    expect(HIGH_RENT_ANNUAL_PENCE).to.equal(5_000_000);
    expect(lettingsCaps(416_667, 'pcm')).to.deep.equal({
      holdingDeposit: 96_153,
      securityDeposit: 576_923,
      securityDepositWeeks: 6,
      rentInAdvance: 416_667,
    });
  });

  it('£4,166.66 pcm is £49,999.92 a year, under £50,000: five weeks, £4,807.68', () => {
    // 4,166.66 × 12 = 49,999.92; × 5 ÷ 52 = 4,807.6846…
    const caps = lettingsCaps(416_666, 'pcm');
    expect(caps.securityDepositWeeks).to.equal(5);
    expect(caps.securityDeposit).to.equal(480_768);
  });

  it('a weekly rent: £300 pw is £15,600 a year; holding £300, security £1,500, a month £1,300', () => {
    expect(lettingsCaps(30_000, 'pw')).to.deep.equal({
      holdingDeposit: 30_000,
      securityDeposit: 150_000,
      securityDepositWeeks: 5,
      rentInAdvance: 130_000,
    });
  });

  it('£961.54 pw is £50,000.08 a year: six weeks, £5,769.24', () => {
    // 961.54 × 52 = 50,000.08; × 6 ÷ 52 = 961.54 × 6 = 5,769.24
    const caps = lettingsCaps(96_154, 'pw');
    expect(caps.securityDepositWeeks).to.equal(6);
    expect(caps.securityDeposit).to.equal(576_924);
  });

  it('takes a fraction of a penny, a negative or a missing figure without throwing', () => {
    expect(lettingsCaps(96_153.9, 'pw').holdingDeposit).to.equal(96_153);
    expect(lettingsCaps(-5, 'pcm')).to.deep.equal({
      holdingDeposit: 0,
      securityDeposit: 0,
      securityDepositWeeks: 5,
      rentInAdvance: 0,
    });
    expect(lettingsCaps(Number.NaN, 'pcm').securityDeposit).to.equal(0);
  });

  it('never lets a cap exceed the law, and each is within a penny of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (pcm) => {
        const caps = lettingsCaps(pcm, 'pcm');
        const annual = pcm * 12;
        expect(caps.holdingDeposit * 52).to.be.at.most(annual);
        expect((caps.holdingDeposit + 1) * 52).to.be.above(annual);
        expect(caps.securityDeposit * 52).to.be.at.most(annual * caps.securityDepositWeeks);
        expect((caps.securityDeposit + 1) * 52).to.be.above(annual * caps.securityDepositWeeks);
        expect(caps.rentInAdvance).to.equal(pcm);
      }),
    );
  });

  it('is monotonic in the rent: a higher rent never has a lower cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom('pcm' as const, 'pw' as const),
        (a, b, frequency) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = lettingsCaps(low, frequency);
          const higher = lettingsCaps(high, frequency);
          expect(higher.holdingDeposit).to.be.at.least(lower.holdingDeposit);
          expect(higher.securityDeposit).to.be.at.least(lower.securityDeposit);
          expect(higher.rentInAdvance).to.be.at.least(lower.rentInAdvance);
        },
      ),
    );
  });
});
