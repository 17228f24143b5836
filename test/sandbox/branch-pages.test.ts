import { expect } from 'chai';
import {
  decodeBranchPageData,
  decodeBranchesIndexData,
  decodeSiteSettings,
  encodePolyline,
  searchBranches,
  boundsArea,
  type Branch,
} from '../../core/index.js';
import { buildAgency } from '../../sandbox/seed/index.js';
import { SOMERSET_NAMES } from '../support/branches.js';
import { branchesIndexSpec } from '../../sandbox/branch-pages.js';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

const NOW = new Date('2026-11-22T10:00:00Z');

/** The branch names in a server-rendered branch finder, in order. */
function listedIn(html: string): string[] {
  return [...html.matchAll(/<h3 class="branch-card__name"><a href="[^"]+">([^<]+)/g)].map((m) =>
    m[1]!.trim(),
  );
}

describe('sandbox branch pages', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)));

  describe('the demo agencies’ branches', () => {
    for (const slug of ['oakfield', 'harbour'] as const) {
      it(`${slug}: every branch has a position, opening hours, departments, staff in them, and a page`, () => {
        const agency = buildAgency(slug, NOW);
        for (const branch of agency.branches) {
          expect(branch.latitude, branch.branchName).to.be.a('number');
          expect(branch.longitude, branch.branchName).to.be.a('number');
          expect(branch.openingHours, branch.branchName).to.have.length.greaterThan(0);
          expect(branch.departments, branch.branchName).to.have.length.greaterThan(0);
          expect(branch.staff, branch.branchName).to.have.length.greaterThan(0);
          expect(
            branch.staff.every((s) => branch.departments.some((d) => d.id === s.departmentId)),
            branch.branchName,
          ).to.equal(true);
          expect(
            agency.branchSlugs.get(branch.branchUrl.split('/').pop() ?? ''),
            branch.branchName,
          ).to.equal(branch.id);
        }
      });
    }

    it('gives Oakfield seven offices, all on one page of the finder, not every one with every department', () => {
      const agency = buildAgency('oakfield', NOW);
      const result = searchBranches(agency.branches, { q: '', department: 'all', page: 1 });
      expect(result).to.include({ total: 7, totalPages: 1 });
      expect(
        searchBranches(agency.branches, { q: '', department: 'agriculture', page: 1 }).total,
      ).to.be.within(2, agency.branches.length - 1);
    });
  });

  describe('GET /branches (branches#index)', () => {
    it('sends every branch and the search its address names, read by core’s parser', async () => {
      const { settings } = await visitor.page(
        '/branches?q=Fore%20Street&department=Lettings&page=3',
      );
      const problems: string[] = [];
      const data = decodeBranchesIndexData(settings['page']['data'], [], problems);
      expect(problems).to.deep.equal([]);
      expect(data.branches).to.have.length(7);
      // The department is read as its key; a page past the end is the last page.
      expect(settings['page']['data']['branchesSearch']).to.deep.equal({
        q: 'Fore Street',
        department: 'lettings',
        page: 1,
      });
      expect(settings['page']['path']).to.equal('/branches');
    });

    it('renders the search on the server by the same rules (the page works without JavaScript)', async () => {
      expect(listedIn((await visitor.page('/branches')).html)).to.deep.equal(SOMERSET_NAMES);
      expect(listedIn((await visitor.page('/branches?page=2')).html)).to.deep.equal(SOMERSET_NAMES);
      expect(listedIn((await visitor.page('/branches?q=fore+street')).html)).to.deep.equal([
        'Wellington',
        'Chard',
      ]);
      expect(listedIn((await visitor.page('/branches?department=auctions')).html)).to.deep.equal([
        'Taunton',
        'Bridgwater (Sedgemoor)',
        'Langport',
      ]);
      const poly = encodePolyline(
        boundsArea({ south: 50.95, west: -3.3, north: 51.05, east: -3.05 }),
      );
      const area = await visitor.page(`/branches?${new URLSearchParams({ poly }).toString()}`);
      expect(listedIn(area.html)).to.deep.equal(['Taunton', 'Wellington']);
      expect(area.html).to.contain('2 branches in the area');
      expect(area.settings['page']['data']['branchesSearch']).to.deep.equal({
        q: '',
        department: 'all',
        page: 1,
        poly,
      });
    });

    it('answers hostile queries with the default search', async () => {
      const page = await visitor.page(
        `/branches?page=%FF&department=${'%00'.repeat(10)}&poly=%5C%60&q=${'x'.repeat(500)}`,
      );
      expect(page.status).to.equal(200);
      const search = page.settings['page']['data']['branchesSearch'];
      expect(search).to.deep.include({ department: 'all', page: 1 });
      expect(search['q']).to.have.length(100);
      expect(search).to.not.have.property('poly');
    });

    it('titles a later page with its number (an agency with more offices than a page holds)', () => {
      const agency = buildAgency('oakfield', NOW);
      expect(branchesIndexSpec(agency, new URLSearchParams('page=2')).title).to.equal(
        'Our offices',
      );
      const bigger = {
        ...agency,
        branches: [...agency.branches, ...agency.branches.map((b) => ({ ...b, id: `${b.id}0` }))],
      };
      expect(branchesIndexSpec(bigger, new URLSearchParams('page=2')).title).to.equal(
        'Our offices (page 2)',
      );
      expect(branchesIndexSpec(bigger, new URLSearchParams('page=9')).title).to.equal(
        'Our offices (page 2)',
      );
      expect(branchesIndexSpec(bigger, new URLSearchParams('')).title).to.equal('Our offices');
    });

    it('lists the offices nearest a town or a postcode first, with the place in the page data', async () => {
      const frome = await visitor.page('/branches?q=Frome');
      expect(listedIn(frome.html)[0]).to.equal('Somerton');
      expect(frome.html).to.match(/<p class="branch-card__distance">22 miles from Frome<\/p>/);
      expect(frome.settings['page']['data']['branchesPlace']).to.deep.equal({
        name: 'Frome',
        latitude: 51.229,
        longitude: -2.321,
      });
      expect(listedIn((await visitor.page('/branches?q=ta8+2px')).html)[0]).to.equal(
        'Burnham-on-Sea',
      );
      const street = await visitor.page('/branches?q=Fore+Street');
      expect(street.settings['page']['data']['branchesPlace']).to.equal(null);
      expect(listedIn(street.html)).to.deep.equal(['Wellington', 'Chard']);
      expect((await visitor.page('/branches')).settings['page']['data']).to.not.have.property(
        'branchesPlace',
      );
    });
  });

  describe('GET /branches/{slug} (branches#show)', () => {
    it('sends the branch, its picture, a few of its properties and how many it has, decoding cleanly', async () => {
      const { settings } = await visitor.page('/branches/taunton');
      const problems: string[] = [];
      const data = decodeBranchPageData(settings['page']['data'], problems);
      expect(problems).to.deep.equal([]);
      expect(decodeSiteSettings(settings).problems).to.deep.equal([]);
      expect(data.branch?.branchName).to.equal('Taunton');
      expect(data.imageUrl).to.equal('/images/branch/taunton.svg');
      expect(data.properties.length).to.be.within(1, 8);
      expect(
        data.properties.every((card) => card.property_url.startsWith('/properties/')),
      ).to.equal(true);
      expect(settings['branch_id_contact_modal']).to.equal('11');
    });

    it('counts the properties its results pages show (the same search)', async () => {
      const { settings } = await visitor.page('/branches/taunton');
      const totals = settings['page']['data']['propertyTotals'] as {
        sales: number;
        lettings: number;
      };
      const sales = await visitor.page('/branches/taunton/properties/property-for-sale');
      const lettings = await visitor.page('/branches/taunton/properties/property-to-rent');
      expect(totals.sales).to.equal(sales.settings['page']['data']['pagination']['total']);
      expect(totals.lettings).to.equal(lettings.settings['page']['data']['pagination']['total']);
      expect(totals.sales).to.be.greaterThan(0);
    });

    it('gives the smaller offices their own properties where their towns have some', async () => {
      const agency = buildAgency('oakfield', NOW);
      const langport = agency.branches.find((b: Branch) => b.branchName === 'Langport')!;
      expect(agency.listings.some((l) => l.branchId === langport.id)).to.equal(true);
      const { settings } = await visitor.page('/branches/langport');
      expect(settings['page']['data']['properties'].length).to.be.greaterThan(0);
    });

    it('renders the second agency’s branch with its own team', async () => {
      const page = await new Visitor(t.url, { 'x-sandbox-agency': 'harbour.localhost' }).page(
        '/branches/clifton',
      );
      expect(
        page.settings['page']['data']['branch']['staff'].map(
          (s: { firstName: string }) => s.firstName,
        ),
      ).to.deep.equal(['Maya', 'Ben', 'Chloe']);
      expect(page.html).to.contain('href="#/contact-staff-member/601"');
    });
  });
});
