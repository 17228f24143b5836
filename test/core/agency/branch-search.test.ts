import { expect } from 'chai';
import fc from 'fast-check';
import {
  ALL_DEPARTMENTS,
  BRANCHES_PER_PAGE,
  DEFAULT_BRANCH_SEARCH,
  MAX_BRANCH_QUERY_LENGTH,
  branchSearchHref,
  branchSearchQuery,
  branchesInArea,
  decodeBranchesSearch,
  departmentKey,
  departmentOptions,
  foldText,
  hasDepartment,
  matchesBranchText,
  parseBranchSearchQuery,
  searchBranches,
  withArea,
  withBranchPage,
  withBranchQuery,
  withDepartment,
  type BranchSearch,
} from '../../../core/agency/branch-search.js';
import { branchMarkers } from '../../../core/agency/branch-markers.js';
import { branchesByDistance } from '../../../core/agency/branch-distance.js';
import { decodePolyline, encodePolyline } from '../../../core/search/polyline.js';
import { boundsArea } from '../../../core/maps/polygon.js';
import { SOMERSET, SOMERSET_NAMES, aBranch } from '../../support/branches.js';

const names = (branches: readonly { branchName: string }[]) => branches.map((b) => b.branchName);
const anyDepartmentOf = (branches: typeof SOMERSET) =>
  fc.constantFrom(ALL_DEPARTMENTS, ...departmentOptions(branches).map((d) => d.key));
const search = (overrides: Partial<BranchSearch> = {}): BranchSearch => ({
  ...DEFAULT_BRANCH_SEARCH,
  ...overrides,
});

/** Taunton and Wellington, not Bridgwater or anything further east than Langport. */
const WEST_OF_TAUNTON = boundsArea({ south: 50.95, west: -3.3, north: 51.05, east: -3.05 });

describe('the branch finder (core)', () => {
  describe('foldText and departmentKey', () => {
    it('drop case, accents and punctuation', () => {
      expect(foldText('  Bridgwater (Sedgemoor) ')).to.equal('bridgwater sedgemoor');
      expect(foldText('Ystradgynlais, Powys SA9 1AB')).to.equal('ystradgynlais powys sa9 1ab');
      expect(foldText('Siân & Zoë')).to.equal('sian zoe');
      expect(departmentKey('Estate Agents')).to.equal('estate-agents');
      expect(departmentKey('Sales & Lettings')).to.equal('sales-lettings');
    });
  });

  describe('parseBranchSearchQuery', () => {
    it('reads the text, department, area and page, with or without the ?', () => {
      const poly = encodePolyline(WEST_OF_TAUNTON);
      const query = new URLSearchParams({
        q: 'Taunton',
        department: 'Lettings',
        poly,
        page: '2',
      }).toString();
      expect(parseBranchSearchQuery(`?${query}`)).to.deep.equal({
        q: 'Taunton',
        department: 'lettings',
        page: 2,
        poly,
      });
      expect(parseBranchSearchQuery(query)).to.deep.equal({
        q: 'Taunton',
        department: 'lettings',
        page: 2,
        poly,
      });
    });

    it('takes every missing or unusable part as its default', () => {
      expect(parseBranchSearchQuery('')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?page=0&page=2')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?page=-3')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?page=2.5')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?page=1e3')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?page=99999')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?department=%20%20')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery(`?department=${'x'.repeat(61)}`)).to.deep.equal(
        DEFAULT_BRANCH_SEARCH,
      );
      expect(parseBranchSearchQuery('?poly=not%20a%20polyline')).to.deep.equal(
        DEFAULT_BRANCH_SEARCH,
      );
      // Two corners make no area.
      expect(
        parseBranchSearchQuery(
          `?poly=${encodeURIComponent(encodePolyline(WEST_OF_TAUNTON.slice(0, 2)))}`,
        ),
      ).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(parseBranchSearchQuery('?%E0%A4%A=1&q=%')).to.deep.equal({
        ...DEFAULT_BRANCH_SEARCH,
        q: '%',
      });
    });

    it('cleans the text: control characters and runs of spaces go, and it is cut at 100 characters', () => {
      expect(parseBranchSearchQuery('?q=%20Taunton%0A%0A%09High%20%20Street%20').q).to.equal(
        'Taunton High Street',
      );
      expect(parseBranchSearchQuery(`?q=${'a'.repeat(150)}`).q).to.have.length(
        MAX_BRANCH_QUERY_LENGTH,
      );
      expect(
        Array.from(parseBranchSearchQuery(`?q=${encodeURIComponent('🏠'.repeat(150))}`).q),
      ).to.have.length(MAX_BRANCH_QUERY_LENGTH);
    });

    it('writes an area the one canonical way, whatever way it arrived', () => {
      const canonical = encodePolyline(WEST_OF_TAUNTON);
      const parsed = parseBranchSearchQuery(`?poly=${encodeURIComponent(canonical)}`);
      expect(parsed.poly).to.equal(canonical);
      expect(decodePolyline(parsed.poly ?? '')).to.have.length(4);
    });

    it('never throws and always answers a search it would write back the same (property)', () => {
      const anyQuery = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc
          .dictionary(
            fc.constantFrom('q', 'department', 'page', 'poly', 'other'),
            fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.integer().map(String)),
          )
          .map((d) => new URLSearchParams(d).toString()),
      );
      fc.assert(
        fc.property(anyQuery, (query) => {
          const parsed = parseBranchSearchQuery(query);
          expect(parseBranchSearchQuery(branchSearchQuery(parsed))).to.deep.equal(parsed);
          expect(Number.isInteger(parsed.page) && parsed.page >= 1).to.equal(true);
          expect(
            parsed.department === ALL_DEPARTMENTS ||
              parsed.department === departmentKey(parsed.department),
          ).to.equal(true);
          expect(Array.from(parsed.q).length).to.be.at.most(MAX_BRANCH_QUERY_LENGTH);
        }),
      );
    });
  });

  describe('branchSearchQuery and branchSearchHref', () => {
    it('leave the defaults out and write the keys in one order', () => {
      expect(branchSearchQuery(DEFAULT_BRANCH_SEARCH)).to.equal('');
      expect(branchSearchHref('/branches', DEFAULT_BRANCH_SEARCH)).to.equal('/branches');
      const poly = encodePolyline(WEST_OF_TAUNTON);
      expect(
        branchSearchHref('/our-offices', { page: 3, poly, department: 'lettings', q: 'ta1 1rz' }),
      ).to.equal(
        `/our-offices?q=ta1+1rz&department=lettings&${new URLSearchParams({ poly }).toString()}&page=3`,
      );
    });

    it('round-trip every search through the address (property)', () => {
      const corner = fc.record({
        lat: fc.double({ min: -89, max: 89, noNaN: true }),
        lng: fc.double({ min: -179, max: 179, noNaN: true }),
      });
      const aSearch = fc.record({
        q: fc.string({ maxLength: 40 }),
        department: fc.oneof(
          fc.constant(ALL_DEPARTMENTS),
          fc.constantFrom('Estate Agents', 'lettings', 'New Homes'),
        ),
        page: fc.integer({ min: 1, max: 500 }),
        corners: fc.option(fc.array(corner, { minLength: 3, maxLength: 12 }), { nil: undefined }),
      });
      fc.assert(
        fc.property(aSearch, ({ q, department, page, corners }) => {
          const made = withBranchPage(
            withArea(
              withDepartment(withBranchQuery(DEFAULT_BRANCH_SEARCH, q), department),
              corners,
            ),
            page,
          );
          expect(parseBranchSearchQuery(branchSearchQuery(made))).to.deep.equal(made);
        }),
      );
    });
  });

  describe('decodeBranchesSearch (the search the platform rendered)', () => {
    it('reads text and numbers by the address rules, and anything else as the default', () => {
      expect(
        decodeBranchesSearch({ q: 'Wellington', department: 'Estate Agents', page: 2 }),
      ).to.deep.equal({ q: 'Wellington', department: 'estate-agents', page: 2 });
      expect(
        decodeBranchesSearch({ q: 42, department: ['lettings'], page: Number.NaN, poly: {} }),
      ).to.deep.equal({ q: '42', department: ALL_DEPARTMENTS, page: 1 });
      expect(decodeBranchesSearch('q=Taunton')).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(decodeBranchesSearch(null)).to.deep.equal(DEFAULT_BRANCH_SEARCH);
      expect(decodeBranchesSearch(Object.create({ q: 'inherited' }))).to.deep.equal(
        DEFAULT_BRANCH_SEARCH,
      );
    });
  });

  describe('changing the search', () => {
    it('goes back to the first page on new text, a department or an area, and keeps the rest', () => {
      const onPage2 = search({ q: 'somerset', department: 'lettings', page: 2 });
      expect(withBranchQuery(onPage2, ' Taunton ')).to.deep.equal({
        q: 'Taunton',
        department: 'lettings',
        page: 1,
      });
      expect(withDepartment(onPage2, 'All')).to.deep.equal({
        q: 'somerset',
        department: ALL_DEPARTMENTS,
        page: 1,
      });
      const withAnArea = withArea(onPage2, WEST_OF_TAUNTON);
      expect(withAnArea).to.deep.equal({
        q: 'somerset',
        department: 'lettings',
        page: 1,
        poly: encodePolyline(WEST_OF_TAUNTON),
      });
      expect(withArea(withAnArea, undefined)).to.deep.equal({
        q: 'somerset',
        department: 'lettings',
        page: 1,
      });
      expect(withArea(withAnArea, WEST_OF_TAUNTON.slice(0, 2))).to.deep.equal({
        q: 'somerset',
        department: 'lettings',
        page: 1,
      });
      expect(withBranchPage(onPage2, 3)).to.deep.equal({ ...onPage2, page: 3 });
      expect(withBranchPage(onPage2, 0)).to.deep.equal({ ...onPage2, page: 1 });
    });
  });

  describe('searchBranches', () => {
    it('shows every office of a seven-office agency on one page (twelve to a page)', () => {
      const all = searchBranches(SOMERSET, DEFAULT_BRANCH_SEARCH);
      expect(BRANCHES_PER_PAGE).to.equal(12);
      expect(all).to.include({
        total: 7,
        page: 1,
        totalPages: 1,
        first: 1,
        last: 7,
        noSuchPlace: false,
      });
      expect(all.pageLinks).to.deep.equal([]);
    });

    it('pages a longer list, with the page links of core’s window rule', () => {
      const first = searchBranches(SOMERSET, DEFAULT_BRANCH_SEARCH, { pageSize: 6 });
      expect(first).to.include({ total: 7, page: 1, totalPages: 2, first: 1, last: 6 });
      expect(names(first.shown)).to.deep.equal(SOMERSET_NAMES.slice(0, 6));
      expect(first.pageLinks).to.deep.equal([1, 2]);
      const second = searchBranches(SOMERSET, search({ page: 2 }), { pageSize: 6 });
      expect(names(second.shown)).to.deep.equal(['Chard']);
      expect(second).to.include({ first: 7, last: 7 });
    });

    it('finds by name, town, street or postcode, whatever the case and accents, and a postcode without its space', () => {
      expect(names(searchBranches(SOMERSET, search({ q: 'TÁUNTON' })).shown)).to.deep.equal([
        'Taunton',
      ]);
      expect(names(searchBranches(SOMERSET, search({ q: 'sedgemoor' })).shown)).to.deep.equal([
        'Bridgwater (Sedgemoor)',
      ]);
      expect(names(searchBranches(SOMERSET, search({ q: 'fore street' })).shown)).to.deep.equal([
        'Wellington',
        'Chard',
      ]);
      expect(names(searchBranches(SOMERSET, search({ q: 'TA1 1RZ' })).shown)).to.deep.equal([
        'Taunton',
      ]);
      expect(names(searchBranches(SOMERSET, search({ q: 'ta11rz' })).shown)).to.deep.equal([
        'Taunton',
      ]);
      expect(
        names(searchBranches(SOMERSET, search({ q: 'street high burnham' })).shown),
      ).to.deep.equal(['Burnham-on-Sea']);
      expect(searchBranches(SOMERSET, search({ q: 'Exeter' }))).to.include({
        total: 0,
        totalPages: 1,
        page: 1,
        first: 0,
        last: 0,
        noSuchPlace: true,
      });
    });

    describe('with a place the text names', () => {
      const FROME = { name: 'Frome', position: { lat: 51.229, lng: -2.321 } };
      const TAUNTON = { name: 'Taunton', position: { lat: 51.0153, lng: -3.1068 } };

      it('lists every office nearest the place first, with its miles, whatever the text matches', () => {
        const near = searchBranches(SOMERSET, search({ q: 'Frome' }), { place: FROME });
        expect(names(near.shown)).to.deep.equal(
          branchesByDistance(SOMERSET, FROME.position).map((d) => d.branch.branchName),
        );
        expect(near.place).to.equal(FROME);
        expect(Math.round(near.miles!.get('16')!)).to.equal(22);
        expect(near.noSuchPlace).to.equal(false);
        expect(
          names(searchBranches(SOMERSET, search({ q: 'Taunton' }), { place: TAUNTON }).shown)[0],
        ).to.equal('Taunton');
      });

      it('keeps the department and the area, and leaves a branch without a position last, with no miles', () => {
        const lettings = searchBranches(SOMERSET, search({ q: 'Frome', department: 'lettings' }), {
          place: FROME,
        });
        expect(names(lettings.shown)).to.deep.equal([
          'Bridgwater (Sedgemoor)',
          'Taunton',
          'Wellington',
        ]);
        const withHeadOffice = [aBranch('99', 'Head Office'), ...SOMERSET];
        const listed = searchBranches(withHeadOffice, search({ q: 'Frome' }), { place: FROME });
        expect(names(listed.shown).at(-1)).to.equal('Head Office');
        expect(listed.miles!.has('99')).to.equal(false);
        const inArea = searchBranches(SOMERSET, withArea(search({ q: 'Frome' }), WEST_OF_TAUNTON), {
          place: FROME,
        });
        expect(names(inArea.shown)).to.deep.equal(['Taunton', 'Wellington']);
      });

      it('is no place search without text', () => {
        const plain = searchBranches(SOMERSET, DEFAULT_BRANCH_SEARCH, { place: FROME });
        expect(plain.place).to.equal(undefined);
        expect(names(plain.shown)[0]).to.equal('Taunton');
      });

      it('orders any place’s offices by distance, and lists exactly those the department and area allow', () => {
        const place = fc.record({
          lat: fc.double({ min: 49.9, max: 58.7, noNaN: true }),
          lng: fc.double({ min: -8, max: 1.8, noNaN: true }),
        });
        fc.assert(
          fc.property(place, anyDepartmentOf(SOMERSET), (position, department) => {
            const result = searchBranches(SOMERSET, search({ q: 'somewhere', department }), {
              place: { name: 'Somewhere', position },
            });
            const miles = result.matches.map((b) => result.miles!.get(b.id)!);
            expect(miles).to.deep.equal([...miles].sort((a, b) => a - b));
            const allowed = SOMERSET.filter((b) => hasDepartment(b, result.search.department)).map(
              (b) => b.id,
            );
            expect(result.matches.map((b) => b.id).sort()).to.deep.equal(allowed.sort());
          }),
        );
      });
    });

    it("filters by a department's label or name; 'all' and an unknown department filter nothing", () => {
      expect(
        names(searchBranches(SOMERSET, search({ department: 'lettings' })).shown),
      ).to.deep.equal(['Taunton', 'Bridgwater (Sedgemoor)', 'Wellington']);
      const renamed = [
        aBranch('x', 'Frome', {
          departments: [{ id: 'x1', name: 'Residential Lettings', label: 'Lettings', staff: [] }],
        }),
      ];
      expect(
        names(searchBranches(renamed, search({ department: 'residential-lettings' })).shown),
      ).to.deep.equal(['Frome']);
      const unknown = searchBranches(SOMERSET, search({ department: 'antiques' }));
      expect(unknown.total).to.equal(7);
      expect(unknown.search.department).to.equal(ALL_DEPARTMENTS);
    });

    it('narrows to the drawn area and names the branches in it (the polygon-searched ids); a branch without a position is outside', () => {
      const withoutPosition = [
        ...SOMERSET,
        aBranch('99', 'Head Office', { address: 'Somewhere, Taunton' }),
      ];
      const result = searchBranches(
        withoutPosition,
        withArea(DEFAULT_BRANCH_SEARCH, WEST_OF_TAUNTON),
      );
      expect(result.polygonIds).to.deep.equal(['11', '13']);
      expect(names(result.shown)).to.deep.equal(['Taunton', 'Wellington']);
      expect(result.area).to.have.length(4);
      const none = searchBranches(SOMERSET, DEFAULT_BRANCH_SEARCH);
      expect(none.polygonIds).to.equal(undefined);
      expect(none.area).to.equal(undefined);
    });

    it('combines text, department and area', () => {
      const both = searchBranches(
        SOMERSET,
        search({ q: 'somerset', department: 'lettings', poly: encodePolyline(WEST_OF_TAUNTON) }),
      );
      expect(names(both.shown)).to.deep.equal(['Taunton', 'Wellington']);
    });

    it('shows the last page for a page past the end', () => {
      const past = searchBranches(SOMERSET, search({ page: 40 }), { pageSize: 6 });
      expect(past.page).to.equal(2);
      expect(past.search.page).to.equal(2);
      expect(names(past.shown)).to.deep.equal(['Chard']);
    });

    it('orders departments as a dictionary does: case and accents aside, a shorter word first', () => {
      const branch = (id: string, labels: string[]) => ({
        ...SOMERSET[0]!,
        id,
        departments: labels.map((label, i) => ({
          id: `${id}-${i}`,
          name: label,
          label,
          staff: [],
        })),
      });
      const options = departmentOptions([
        branch('x', ['estates', 'Éclat Homes', 'Estate Agents', 'lettings']),
        branch('y', ['Commercial', 'ESTATE AGENTS', 'Zed', 'auctions']),
      ]);
      expect(options.map((o) => o.label)).to.deep.equal([
        'auctions',
        'Commercial',
        'Éclat Homes',
        'Estate Agents',
        'estates',
        'lettings',
        'Zed',
      ]);
    });

    it('offers each department once, by label, in alphabetical order', () => {
      expect(departmentOptions(SOMERSET)).to.deep.equal([
        { key: 'agriculture', label: 'Agriculture' },
        { key: 'auctions', label: 'Auctions' },
        { key: 'estate-agents', label: 'Estate Agents' },
        { key: 'lettings', label: 'Lettings' },
        { key: 'new-homes', label: 'New Homes' },
      ]);
    });

    describe('properties', () => {
      const anyBranchText = fc.constantFrom(
        ...SOMERSET.flatMap((b) => `${b.branchName} ${b.address ?? ''}`.split(/[\s,()]+/)).filter(
          (w) => w.length > 1,
        ),
      );
      const anyDepartment = fc.constantFrom(
        ALL_DEPARTMENTS,
        'estate-agents',
        'lettings',
        'auctions',
        'agriculture',
        'new-homes',
        'antiques',
      );
      const corner = fc.record({
        lat: fc.double({ min: 50.8, max: 51.3, noNaN: true }),
        lng: fc.double({ min: -3.3, max: -2.7, noNaN: true }),
      });
      const anySearch = fc.record({
        q: fc.oneof(fc.constant(''), anyBranchText, fc.string({ maxLength: 6 })),
        department: anyDepartment,
        page: fc.integer({ min: 1, max: 4 }),
        corners: fc.option(fc.array(corner, { minLength: 3, maxLength: 6 }), { nil: undefined }),
      });
      const build = (s: {
        q: string;
        department: string;
        page: number;
        corners: { lat: number; lng: number }[] | undefined;
      }) =>
        withBranchPage(
          withArea(
            withDepartment(withBranchQuery(DEFAULT_BRANCH_SEARCH, s.q), s.department),
            s.corners,
          ),
          s.page,
        );

      it('finds only branches that match every filter, and every such branch, a page of them at a time', () => {
        fc.assert(
          fc.property(anySearch, (s) => {
            const made = build(s);
            const result = searchBranches(SOMERSET, made);
            const inArea =
              result.area === undefined
                ? undefined
                : new Set(branchesInArea(SOMERSET, result.area));
            const expected = SOMERSET.filter(
              (b) =>
                matchesBranchText(b, made.q) &&
                hasDepartment(b, result.search.department) &&
                (inArea === undefined || inArea.has(b.id)),
            );
            expect(result.matches).to.deep.equal(expected);
            expect(result.total).to.equal(expected.length);
            expect(result.shown.length).to.be.at.most(BRANCHES_PER_PAGE);
            const { totalPages } = searchBranches(SOMERSET, made, { pageSize: 2 });
            const pages = Array.from(
              { length: totalPages },
              (_, i) => searchBranches(SOMERSET, { ...made, page: i + 1 }, { pageSize: 2 }).shown,
            );
            expect(pages.flat()).to.deep.equal(expected);
          }),
        );
      });

      it('ignores case and accents in the text', () => {
        const accented = (text: string) =>
          text
            .toUpperCase()
            .replace(/[AEIOU]/g, (v) => `${v}\u0301`)
            .normalize('NFC');
        fc.assert(
          fc.property(anySearch, (s) => {
            const plain = searchBranches(SOMERSET, build(s));
            const loud = searchBranches(SOMERSET, build({ ...s, q: accented(s.q) }));
            expect(loud.matches).to.deep.equal(plain.matches);
          }),
        );
      });

      it("'All departments' is no department filter at all", () => {
        fc.assert(
          fc.property(anySearch, (s) => {
            const all = searchBranches(SOMERSET, build({ ...s, department: ALL_DEPARTMENTS }));
            const inArea =
              all.area === undefined ? undefined : new Set(branchesInArea(SOMERSET, all.area));
            expect(all.matches).to.deep.equal(
              SOMERSET.filter(
                (b) =>
                  matchesBranchText(b, all.search.q) && (inArea === undefined || inArea.has(b.id)),
              ),
            );
          }),
        );
      });
    });
  });

  describe('branchMarkers', () => {
    it('puts each branch with a position on the map, named by its name and address, linking to its page', () => {
      const markers = branchMarkers([
        ...SOMERSET.slice(0, 1),
        aBranch('0', 'Nowhere', { latitude: 0, longitude: 0 }),
        aBranch('9', 'Unplaced'),
      ]);
      expect(markers).to.deep.equal([
        {
          id: '11',
          lat: 51.0149,
          lng: -3.1013,
          title: 'Taunton, 12 Hammet Street, Taunton, Somerset TA1 1RZ',
          url: '/branches/taunton',
        },
      ]);
    });
  });
});
