import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { when } from 'mobx';
import { httpFailure } from '../../../core/failures/failures.js';
import type { Result } from '../../../core/failures/failures.js';
import type { PropertyFacts, PropertyDetailsPort } from '../../../core/index.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import {
  CompareSavedPropertiesViewModel,
  comparisonSummary,
} from '../../../ui/user/compare-saved-properties.view-model.js';
import { aBranch } from '../../support/branches.js';
import { aPropertyCard } from '../services/fakes.js';
import { aFullCard } from './user-builders.js';

/**
 * Answers each property page (`/properties/{id}`, the builders' card address) from the table by
 * its id; an id not in it fails with a 404. Counts the calls, by id.
 */
class FakeDetails implements PropertyDetailsPort {
  readonly asked: string[] = [];
  constructor(private readonly answers: Record<string, PropertyFacts | 'fail'>) {}
  async facts(propertyUrl: string): Promise<Result<PropertyFacts>> {
    const propertyId = /^\/properties\/([^/]+)$/.exec(propertyUrl)?.[1] ?? propertyUrl;
    this.asked.push(propertyId);
    const answer = this.answers[propertyId];
    return answer === undefined || answer === 'fail' ? left(httpFailure(404)) : right(answer);
  }
}

const THEME = decodeSiteSettings({}).settings.theme;
const SETTINGS = { branches: [aBranch('b1', 'Wellow')], theme: THEME };
const CLOCK = { now: () => new Date('2026-11-28T12:00:00Z') };

/**
 * A comparison whose saved list holds `known` cards, and the bare saved card (its id, address and
 * page) of every other id but those in `unsaved`.
 */
function aComparison(
  port: PropertyDetailsPort,
  known: readonly PropertyCard[] = [],
  unsaved: readonly string[] = [],
) {
  return new CompareSavedPropertiesViewModel(
    port,
    (id) =>
      known.find((card) => card.property_id === id) ??
      (unsaved.includes(id) ? undefined : aPropertyCard(id)),
    SETTINGS,
    CLOCK,
  );
}

const settled = (vm: CompareSavedPropertiesViewModel) => when(() => !vm.loading);
const row = (vm: CompareSavedPropertiesViewModel, label: string) =>
  vm.comparison.rows.find((r) => r.label === label)?.cells;

describe('comparisonSummary', () => {
  it('says how many are compared, and how many failed', () => {
    expect(comparisonSummary(3, 0)).to.equal('Comparing 3 properties.');
    expect(comparisonSummary(3, 1)).to.equal(
      'Comparing 3 properties. The details of 1 property could not be loaded.',
    );
    expect(comparisonSummary(4, 2)).to.equal(
      'Comparing 4 properties. The details of 2 properties could not be loaded.',
    );
  });
});

describe('CompareSavedPropertiesViewModel', () => {
  it("compares the address's properties with the details the platform gives", async () => {
    const port = new FakeDetails({
      p1: { card: aFullCard('p1', { priceValue: 350_000 }), material: { floor_area_sq_ft: 1120 } },
      p2: { card: aFullCard('p2', { bathrooms: 1 }), material: { tenure: 'leasehold' } },
    });
    const vm = aComparison(port);
    vm.show('p1,p2');
    expect(vm.loading).to.equal(true);
    expect(vm.summary).to.equal('');
    await settled(vm);

    expect(port.asked).to.deep.equal(['p1', 'p2']);
    expect(vm.comparison.columns.map((c) => c.heading)).to.deep.equal([
      'p1 High Street, Taunton',
      'p2 High Street, Taunton',
    ]);
    expect(row(vm, 'Bathrooms')).to.deep.equal(['2', '1']);
    expect(row(vm, 'Price per sq ft')).to.deep.equal(['£313 per sq ft', 'Not given']);
    expect(row(vm, 'Tenure')).to.deep.equal(['Not given', 'Leasehold']);
    expect(vm.summary).to.equal('Comparing 2 properties.');
  });

  it('shows what this browser knows at once, and keeps it when the details fail', async () => {
    // p3 is not in this browser's saved list: no card, so no page to read its details from.
    const port = new FakeDetails({ p2: { card: aFullCard('p2') }, p3: { card: aFullCard('p3') } });
    const vm = aComparison(port, [aFullCard('p1', { bedrooms: 4 })], ['p3']);
    vm.show('p1,p2,p3');
    expect(row(vm, 'Bedrooms')).to.deep.equal(['4', 'Loading…', 'Not loaded']);
    await settled(vm);
    expect(port.asked).to.deep.equal(['p1', 'p2']);

    expect(row(vm, 'Bedrooms')).to.deep.equal(['4', '3', 'Not loaded']);
    expect(row(vm, 'Tenure')).to.deep.equal(['Not loaded', 'Not given', 'Not loaded']);
    expect(vm.comparison.columns.map((c) => c.notice)).to.deep.equal([
      'Floor area, tenure, council tax and EPC could not be loaded for this property.',
      undefined,
      'The details of this property could not be loaded.',
    ]);
    expect(vm.failedCount).to.equal(2);
    expect(vm.summary).to.equal(
      'Comparing 3 properties. The details of 2 properties could not be loaded.',
    );
  });

  it('fetches again only what failed on Try again', async () => {
    const answers: Record<string, PropertyFacts | 'fail'> = {
      p1: { card: aFullCard('p1') },
      p2: 'fail',
    };
    const port = new FakeDetails(answers);
    const vm = aComparison(port);
    vm.show('p1,p2');
    await settled(vm);
    answers['p2'] = { card: aFullCard('p2'), material: { epc_rating: 'B' } };
    vm.retry();
    await settled(vm);

    expect(port.asked).to.deep.equal(['p1', 'p2', 'p2']);
    expect(row(vm, 'EPC rating')).to.deep.equal(['Not given', 'B']);
    expect(vm.failedCount).to.equal(0);
  });

  it('fetches nothing twice when the comparison changes, and nothing for too few', async () => {
    const port = new FakeDetails({ p1: { card: aFullCard('p1') }, p2: { card: aFullCard('p2') } });
    const vm = aComparison(port);
    vm.show('p1');
    expect(vm.choice.problem).to.equal('Choose 2 to 4 saved properties to compare.');
    expect(vm.comparison.columns).to.deep.equal([]);
    vm.show('p1,p2');
    await settled(vm);
    vm.show('p2,p1');
    await settled(vm);

    expect(port.asked).to.deep.equal(['p1', 'p2']);
    expect(vm.comparison.columns.map((c) => c.propertyId)).to.deep.equal(['p2', 'p1']);
  });

  it('compares the first four of more, and says so', async () => {
    const vm = aComparison(new FakeDetails({}));
    vm.show('a,b,c,d,e');
    await settled(vm);
    expect(vm.comparison.columns.map((c) => c.propertyId)).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(vm.choice.problem).to.equal('Only the first 4 of the 5 properties are compared.');
  });
});
