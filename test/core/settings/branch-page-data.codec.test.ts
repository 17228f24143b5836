import { expect } from 'chai';
import fc from 'fast-check';
import { decodeBranch, decodeBranches } from '../../../core/settings/organisation.codec.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import {
  decodeBranchPageData,
  decodeBranchesIndexData,
} from '../../../core/settings/branch-page-data.codec.js';
import { DEFAULT_BRANCH_SEARCH } from '../../../core/agency/branch-search.js';
import { aBranch } from '../../support/branches.js';

const TAUNTON_RAW = {
  id: 11,
  branchName: 'Taunton',
  branchUrl: '/branches/taunton',
  address: '12 Hammet Street, Taunton',
  latitude: '51.0149',
  longitude: -3.1013,
  departments: [
    {
      id: '1102',
      name: 'Lettings',
      telephone: '01823 250102',
      staff: [{ staffMemberId: 503, firstName: 'Priya', surname: 'Nair' }],
    },
    { name: 'No id' },
  ],
  staff: [
    {
      staffMemberId: '501',
      firstName: 'Eleanor',
      surname: 'Hartley',
      jobTitle: 'Branch Director',
      contactableForSales: 'true',
    },
  ],
  openingHours: [
    { day_of_week: 1, open_time: '09:00', close_time: '17:30' },
    { day_of_week: 9, open_time: '09:00', close_time: '17:30' },
  ],
  externalCommercialDepartment: { id: '1104', name: 'Commercial' },
};

describe('the branch decoder (one home for settings and page data)', () => {
  it('decodes a branch with its departments, staff, hours and position; bad items reported with their path and left out', () => {
    const problems: string[] = [];
    const branch = decodeBranch(TAUNTON_RAW, 'page.data.branch', problems);
    expect(branch).to.deep.include({
      id: '11',
      branchName: 'Taunton',
      latitude: 51.0149,
      longitude: -3.1013,
    });
    expect(
      branch?.departments.map((d) => [d.id, d.label, d.staff.map((s) => s.staffMemberId)]),
    ).to.deep.equal([['1102', 'Lettings', ['503']]]);
    expect(branch?.staff[0]).to.deep.include({
      staffMemberId: '501',
      jobTitle: 'Branch Director',
      contactableForSales: true,
      contactableForLettings: false,
    });
    expect(branch?.openingHours).to.deep.equal([
      { day_of_week: 1, open_time: '09:00', close_time: '17:30' },
    ]);
    expect(branch?.externalCommercialDepartment?.id).to.equal('1104');
    expect(problems).to.have.length(2);
    expect(problems[0]).to.match(/^page\.data\.branch\.departments\[1\]: /);
    expect(problems[1]).to.match(/^page\.data\.branch\.openingHours\[1\]: /);
  });

  it('is undefined, reported, for something that is no branch; nothing for nothing', () => {
    const problems: string[] = [];
    expect(decodeBranch({ branchName: 'No id' }, 'page.data.branch', problems)).to.equal(undefined);
    expect(decodeBranch(undefined, 'page.data.branch', problems)).to.equal(undefined);
    expect(problems).to.have.length(1);
  });

  it('gives the settings the same branches as a page (our_offices_slider_data)', () => {
    const problems: string[] = [];
    const { settings } = decodeSiteSettings({ our_offices_slider_data: [TAUNTON_RAW, 'junk'] });
    expect(settings.branches).to.deep.equal(
      decodeBranches([TAUNTON_RAW, 'junk'], 'our_offices_slider_data', problems),
    );
    expect(problems.filter((p) => p.startsWith('our_offices_slider_data[1]: '))).to.have.length(1);
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        decodeBranch(value, 'x', []);
        decodeBranches(value, 'x', []);
        decodeBranchPageData(
          { branch: value, properties: value, propertyTotals: value, imageUrl: value },
          [],
        );
        decodeBranchesIndexData({ branches: value, branchesSearch: value }, [], []);
      }),
    );
  });
});

describe('decodeBranchesIndexData', () => {
  it("reads the page's branches and the search the platform rendered; the settings' branches when the page lists none", () => {
    const fallback = [aBranch('1', 'Frome')];
    const data = decodeBranchesIndexData(
      {
        branches: [TAUNTON_RAW],
        branchesSearch: { q: 'taunton', department: 'Lettings', page: '2' },
      },
      fallback,
      [],
    );
    expect(data.branches.map((b) => b.id)).to.deep.equal(['11']);
    expect(data.search).to.deep.equal({ q: 'taunton', department: 'lettings', page: 2 });
    expect(decodeBranchesIndexData({}, fallback, [])).to.deep.equal({
      branches: fallback,
      search: DEFAULT_BRANCH_SEARCH,
    });
  });

  it('reads the place the search names (or null for none), and reports one it cannot use', () => {
    const frome = { q: 'Frome', department: 'all', page: 1 };
    const found = decodeBranchesIndexData(
      {
        branchesSearch: frome,
        branchesPlace: { name: 'Frome', latitude: 51.229, longitude: -2.321 },
      },
      [],
      [],
    );
    expect(found.place).to.deep.equal({ name: 'Frome', position: { lat: 51.229, lng: -2.321 } });
    expect(
      decodeBranchesIndexData({ branchesSearch: frome, branchesPlace: null }, [], []).place,
    ).to.equal(null);
    expect(decodeBranchesIndexData({ branchesSearch: frome }, [], [])).to.not.have.property(
      'place',
    );
    const problems: string[] = [];
    expect(
      decodeBranchesIndexData(
        { branchesSearch: frome, branchesPlace: { name: 'Frome', latitude: 910, longitude: 0 } },
        [],
        problems,
      ),
    ).to.not.have.property('place');
    expect(problems).to.have.length(1);
    // Without text there is no place to speak of.
    expect(
      decodeBranchesIndexData(
        { branchesPlace: { name: 'Frome', latitude: 51, longitude: -2 } },
        [],
        [],
      ),
    ).to.not.have.property('place');
  });
});

describe('decodeBranchPageData', () => {
  it('reads the branch, its picture (a safe link only), a few properties and the totals', () => {
    const problems: string[] = [];
    const data = decodeBranchPageData(
      {
        branch: TAUNTON_RAW,
        imageUrl: '/images/branch/taunton.svg',
        properties: [
          { property_id: 1, display_address: 'Priory Avenue', property_url: '/properties/1' },
          { nope: true },
        ],
        propertyTotals: { sales: 28, lettings: 17 },
      },
      problems,
    );
    expect(data.branch?.branchName).to.equal('Taunton');
    expect(data.imageUrl).to.equal('/images/branch/taunton.svg');
    expect(data.properties.map((p) => p.property_id)).to.deep.equal(['1']);
    expect(data.propertyTotals).to.deep.equal({ sales: 28, lettings: 17 });
    expect(problems.filter((p) => p.startsWith('page.data.properties[1]'))).to.have.length(1);
  });

  it('leaves out and reports an unsafe picture, bad totals and a missing branch', () => {
    const problems: string[] = [];
    const data = decodeBranchPageData(
      { imageUrl: 'javascript:alert(1)', propertyTotals: { sales: -1 } },
      problems,
    );
    expect(data).to.deep.equal({ properties: [], propertyTotals: {} });
    expect(problems).to.have.members([
      'page.data.branch: missing',
      'page.data.imageUrl: not a safe link',
      problems.find((p) => p.startsWith('page.data.propertyTotals: ')),
    ]);
    expect(problems).to.have.length(3);
  });
});
