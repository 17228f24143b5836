import { expect } from 'chai';
import fc from 'fast-check';
import {
  NEARBY_BRANCH_MILES,
  branchesByDistance,
  nearestBranch,
} from '../../../core/agency/branch-distance.js';
import { distanceMiles } from '../../../core/maps/distance.js';
import { SOMERSET, aBranch } from '../../support/branches.js';

const FROME = { lat: 51.229, lng: -2.321 };
const PLYMOUTH = { lat: 50.37, lng: -4.143 };
const ukPoint = fc.record({
  lat: fc.double({ min: 49.9, max: 58.7, noNaN: true }),
  lng: fc.double({ min: -8, max: 1.8, noNaN: true }),
});

describe('branchesByDistance', () => {
  it('lists every office nearest the place first, each with its miles', () => {
    const listed = branchesByDistance(SOMERSET, FROME);
    expect(listed.map((d) => d.branch.branchName)).to.deep.equal([
      'Somerton',
      'Langport',
      'Burnham-on-Sea',
      'Bridgwater (Sedgemoor)',
      'Taunton',
      'Chard',
      'Wellington',
    ]);
    expect(listed[0]?.miles).to.be.closeTo(21.6, 0.1);
  });

  it('puts a branch without a position last, with no miles, and keeps the platform order for ties', () => {
    const twins = [
      aBranch('a', 'North', { latitude: 51, longitude: -3 }),
      aBranch('n', 'Nowhere'),
      aBranch('b', 'South', { latitude: 51, longitude: -3 }),
    ];
    expect(
      branchesByDistance(twins, FROME).map((d) => [d.branch.id, d.miles === undefined]),
    ).to.deep.equal([
      ['a', false],
      ['b', false],
      ['n', true],
    ]);
  });

  it('is ordered by distance and loses no branch, wherever the place is', () => {
    fc.assert(
      fc.property(ukPoint, (from) => {
        const listed = branchesByDistance(SOMERSET, from);
        expect(listed).to.have.length(SOMERSET.length);
        const miles = listed.map((d) => d.miles!);
        expect(miles).to.deep.equal([...miles].sort((a, b) => a - b));
        for (const d of listed)
          expect(d.miles).to.equal(
            distanceMiles(from, { lat: d.branch.latitude!, lng: d.branch.longitude! }),
          );
      }),
    );
  });
});

describe('nearestBranch (the valuation form’s postcode → branch rule)', () => {
  it(`is the nearest office within ${NEARBY_BRANCH_MILES} miles, or none`, () => {
    expect(nearestBranch(SOMERSET, FROME)?.branch.branchName).to.equal('Somerton');
    expect(nearestBranch(SOMERSET, PLYMOUTH)).to.equal(undefined);
    expect(nearestBranch(SOMERSET, PLYMOUTH, 80)?.branch.branchName).to.equal('Wellington');
    expect(nearestBranch([], FROME)).to.equal(undefined);
  });

  it('is the first office of the finder’s list for the same place, when it is near enough', () => {
    fc.assert(
      fc.property(ukPoint, (from) => {
        const nearest = nearestBranch(SOMERSET, from);
        const [first] = branchesByDistance(SOMERSET, from);
        if (nearest === undefined) expect(first!.miles).to.be.above(NEARBY_BRANCH_MILES);
        else expect(nearest.branch).to.equal(first!.branch);
      }),
    );
  });
});
