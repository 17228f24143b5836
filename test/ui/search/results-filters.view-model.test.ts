/**
 * The results page's filter chips, its one-line summary and what a list-layout card adds: the
 * view-model's side (core's rules, joined to the page's paths and branches).
 */
import { expect } from 'chai';
import { encodePolyline, polylineToBase64Url } from '../../../core/search/polyline.js';
import { aCard, aResultsPage } from './results-builders.js';

const POLY = polylineToBase64Url(
  encodePolyline([
    { lat: 51, lng: -3.2 },
    { lat: 51, lng: -3 },
    { lat: 51.1, lng: -3 },
  ]),
)!;

const BRANCHES = [
  {
    id: 'b1',
    branchName: 'Taunton',
    branchUrl: '/branches/taunton',
    branchSalesContactNumber: '01823 111111',
    branchLettingsContactNumber: '01823 222222',
  },
  { id: 'b2', branchName: 'Wellington', branchUrl: '/branches/wellington' },
];

describe('ResultsViewModel: chips, summary and list cards', () => {
  describe('filters', () => {
    it('gives each filter a chip linking to the canonical results without it, on the first page', () => {
      const { vm } = aResultsPage({
        path: `/property-for-sale/taunton/gid-p-taunton/from-2-bed/within-5-miles/newer-than-7-days/poly-${POLY}/page-2`,
      });
      expect(vm.filters).to.deep.equal([
        {
          key: 'within:',
          label: 'Within 5 miles',
          href: `/property-for-sale/taunton/gid-p-taunton/from-2-bed/newer-than-7-days/poly-${POLY}`,
        },
        {
          key: 'createdAgo:',
          label: 'Added in the last 7 days',
          href: `/property-for-sale/taunton/gid-p-taunton/from-2-bed/within-5-miles/poly-${POLY}`,
        },
        {
          key: 'poly:',
          label: 'Drawn area',
          href: '/property-for-sale/taunton/gid-p-taunton/from-2-bed/within-5-miles/newer-than-7-days',
        },
      ]);
    });

    it('gives each tag its own chip', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale/tag-garden,sea%20view' });
      expect(vm.filters.map((chip) => [chip.key, chip.label, chip.href])).to.deep.equal([
        ['tags:garden', 'Garden', '/property-for-sale/gid-p-taunton/tag-sea%20view'],
        ['tags:sea view', 'Sea view', '/property-for-sale/gid-p-taunton/tag-garden'],
      ]);
    });

    it("keeps a county page's or a branch page's own path", () => {
      const county = aResultsPage({
        identifier: 'counties#show',
        path: '/counties/somerset/property-for-sale/updated-in-3-days',
      });
      expect(county.vm.filters.map((chip) => chip.href)).to.deep.equal([
        '/counties/somerset/property-for-sale',
      ]);
      const branch = aResultsPage({
        identifier: 'branches#properties',
        path: '/branches/taunton/properties/property-to-rent/pets',
        data: { place: undefined, branch: { id: 'b1' } },
      });
      expect(branch.vm.filters.map((chip) => [chip.label, chip.href])).to.deep.equal([
        ['Pets allowed', '/branches/taunton/properties/property-to-rent'],
      ]);
    });

    it("shows no chip for the theme's default status, and leaves it out of every chip's link", () => {
      const { vm } = aResultsPage({
        path: '/property-for-sale/area-90',
        defaultStatus: 'available',
      });
      expect(vm.search.status).to.equal('available');
      expect(vm.filters).to.deep.equal([
        {
          key: 'area:',
          label: 'Floor area from 90 sq m',
          href: '/property-for-sale/gid-p-taunton',
        },
      ]);
      expect(
        aResultsPage({
          path: '/property-for-sale/status-sold',
          defaultStatus: 'available',
        }).vm.filters.map((chip) => chip.label),
      ).to.deep.equal(['Sold']);
    });

    it('has no chips for a search of only a place, bedrooms and a price', () => {
      expect(
        aResultsPage({ path: '/property-for-sale/taunton/gid-p-taunton/from-2-bed/up-to-350000' })
          .vm.filters,
      ).to.deep.equal([]);
    });
  });

  describe('summary', () => {
    it('tells the shown search in one line, the place by its name', () => {
      expect(
        aResultsPage({ path: '/property-for-sale/taunton/gid-p-taunton/from-2-bed/up-to-350000' })
          .vm.summary,
      ).to.equal('For sale · Taunton · 2+ beds · Up to £350,000');
    });

    it('tells the shown search, not the form’s unsent changes', () => {
      const { vm } = aResultsPage();
      vm.form.setRange('beds', 4, undefined);
      expect(vm.summary).to.equal('For sale · Taunton · 2+ beds');
    });
  });

  describe('cardDetails', () => {
    it("gives a card's summary line, the day it was added and its branch to call for its channel", () => {
      const { vm } = aResultsPage({ branches: BRANCHES });
      const card = aCard('101', {
        summary: ' A 3 bedroom house for sale in Taunton. ',
        createdAt: '2026-11-03T09:00:00Z',
        branchID: 'b1',
      });
      expect(vm.cardDetails(card)).to.deep.equal({
        summary: 'A 3 bedroom house for sale in Taunton.',
        added: { iso: '2026-11-03', text: 'Added on 3 November 2026' },
        branch: { name: 'Taunton branch', callText: 'Call 01823 111111', href: 'tel:01823111111' },
      });
      expect(
        vm.cardDetails(aCard('102', { property_channel: 'lettings', branchID: 'b1' })).branch
          ?.callText,
      ).to.equal('Call 01823 222222');
    });

    it('leaves out what the card does not carry, and a branch without a number to dial', () => {
      const { vm } = aResultsPage({ branches: BRANCHES });
      expect(vm.cardDetails(aCard('101', { branchID: 'b2' }))).to.deep.equal({});
      expect(
        vm.cardDetails(aCard('101', { summary: '  ', createdAt: 'soon', branchID: 'gone' })),
      ).to.deep.equal({});
    });

    it('is one function for the page’s life, so memoised cards stay memoised', () => {
      const { vm } = aResultsPage();
      expect(vm.cardDetails).to.equal(vm.cardDetails);
    });
  });
});
