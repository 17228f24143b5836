/**
 * The sandbox's side of the valuation forms (SPEC §7 /address_lookup, /postcode_branch_lookup,
 * POST /leads with a lead booking; the instant valuation call of the sandbox's design).
 */
import { expect } from 'chai';
import { buildAgency } from '../../sandbox/seed/index.js';
import { soldComparables } from '../../sandbox/api/instant-valuation.js';
import { NEARBY_BRANCH_MILES, branchForPostcode, locatePlace } from '../../sandbox/api/lookup.js';
import { branchesByDistance, valuationLead } from '../../core/index.js';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';
import { sandboxControl } from './support/sandbox-controls.js';

type Suggestion = { address: string; id: string };

describe('sandbox valuation calls', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  let harbour: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), { firstPage: '/' });
  before(async () => {
    harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour.localhost' });
    await harbour.page('/');
  });
  afterEach(() => sandboxControl(t.url, 'DELETE', '/__sandbox/faults'));

  const data = async () =>
    (await (await fetch(`${t.url}/__sandbox/data`)).json()) as Record<string, any[]>;
  const suggest = async (who: Visitor, text: string) =>
    (
      (await (
        await who.fetch(`/address_lookup?autocomplete=${encodeURIComponent(text)}`)
      ).json()) as { suggestions: Suggestion[] }
    ).suggestions;
  const branchOf = async (who: Visitor, postcode: string) =>
    (
      (await (
        await who.fetch(`/postcode_branch_lookup?postcode=${encodeURIComponent(postcode)}`)
      ).json()) as { branch: { id: string; distance_miles: number } | null }
    ).branch;

  describe('GET /postcode_branch_lookup', () => {
    it('answers the closest branch by distance, with how far it is', async () => {
      expect(await branchOf(visitor, 'TA1 4AB')).to.include({ id: '11' });
      expect(await branchOf(visitor, 'TA5 1AA')).to.include({ id: '12' }); // Nether Stowey: Bridgwater
      expect(await branchOf(visitor, 'EX16 6AA')).to.include({ id: '13' }); // Tiverton: Wellington, over the Devon border
      expect((await branchOf(visitor, 'TA6 3BU'))?.distance_miles).to.be.below(1);
      expect(await branchOf(harbour, 'BA1 2QT')).to.include({ id: '22' });
    });

    it(`answers no branch beyond ${NEARBY_BRANCH_MILES} miles, or for a district it does not know`, async () => {
      expect(await branchOf(visitor, 'BA1 2QT')).to.equal(null); // Bath, for the Somerset agency
      expect(await branchOf(visitor, 'DT1 1AA')).to.equal(null);
      expect(await branchOf(harbour, 'GL1 2AB')).to.equal(null);
      expect(await branchOf(harbour, 'ZE1 0AA')).to.equal(null);
    });

    it('refuses a malformed postcode with a 422', async () => {
      expect((await visitor.fetch('/postcode_branch_lookup?postcode=taunton')).status).to.equal(
        422,
      );
    });

    it('is decided by the same rule the handler uses', () => {
      const oakfield = buildAgency('oakfield', new Date('2026-11-22T10:00:00Z'));
      expect(branchForPostcode(oakfield, 'ta21 8ag')?.branch.id).to.equal('13');
      expect(branchForPostcode(oakfield, 'PH16 5AA')).to.equal(undefined);
    });
  });

  describe('GET /place_lookup (the branch finder’s place search)', () => {
    const locate = async (who: Visitor, q: string) =>
      (
        (await (await who.fetch(`/place_lookup?q=${encodeURIComponent(q)}`)).json()) as {
          place: { name: string; latitude: number; longitude: number } | null;
        }
      ).place;

    it('finds a town by its name and a postcode, whole or its district, at its centre', async () => {
      expect(await locate(visitor, 'frome')).to.deep.equal({
        name: 'Frome',
        latitude: 51.229,
        longitude: -2.321,
      });
      expect(await locate(visitor, 'Bishops Lydeard')).to.include({ name: 'Bishops Lydeard' });
      expect(await locate(visitor, 'ta8 2px')).to.deep.include({
        name: 'TA8 2PX',
        latitude: 51.2385,
      });
      expect(await locate(visitor, 'ba11')).to.include({ name: 'BA11' });
      expect(await locate(harbour, 'Clifton')).to.include({ name: 'Clifton' });
    });

    it('finds no place in a county, a street, a branch name that is no town, or nonsense', async () => {
      for (const q of ['Somerset', 'Fore Street', 'Sedgemoor', 'Zzyzx', '', 'ZZ9 9ZZ'])
        expect(await locate(visitor, q), q).to.equal(null);
    });

    it('places a town where the valuation form routes it: the finder’s first office is the postcode lookup’s branch', async () => {
      const oakfield = buildAgency('oakfield', new Date('2026-11-22T10:00:00Z'));
      for (const postcode of ['BA11 1AA', 'TA8 2PX', 'TA24 5AA', 'TA20 1AA', 'TA1 4AB']) {
        const place = locatePlace(oakfield, postcode)!;
        expect(
          branchesByDistance(oakfield.branches, place.position)[0]?.branch.id,
          postcode,
        ).to.equal(branchForPostcode(oakfield, postcode)?.branch.id);
      }
      expect(branchForPostcode(oakfield, 'BA11 1AA')?.branch.branchName).to.equal('Somerton'); // Frome
      expect((await branchOf(visitor, 'BA11 1AA'))?.id).to.equal('16');
    });
  });

  describe('GET /address_lookup', () => {
    it('finds addresses in towns with a branch nearby and in towns with none', async () => {
      const near = await suggest(visitor, 'Crimchard');
      expect(near[0]?.address).to.match(/Crimchard, Chard, TA20 \d[A-Z]{2}$/);
      const far = await suggest(visitor, 'High West Street');
      expect(far[0]?.address).to.match(/High West Street, Dorchester, DT1 \d[A-Z]{2}$/);
      const resolved = (await (
        await visitor.fetch(`/address_lookup?id=${far[0]!.id}`)
      ).json()) as Record<string, string>;
      expect(resolved).to.include({ town_or_city: 'Dorchester', county: 'Dorset' });
      expect(await branchOf(visitor, resolved['postcode']!)).to.equal(null);
      expect((await suggest(harbour, 'Westgate Street'))[0]?.address).to.match(/Gloucester, GL1/);
    });

    it('matches by postcode with or without its space, and keeps ids unique', async () => {
      const byPostcode = await suggest(visitor, 'TA20');
      expect(byPostcode.length).to.be.greaterThan(0);
      expect(byPostcode.every((s) => /TA20 \d[A-Z]{2}$/.test(s.address))).to.equal(true);
      const agency = buildAgency('oakfield', new Date('2026-11-22T10:00:00Z'));
      expect(new Set(agency.addresses.map((a) => a.id)).size).to.equal(agency.addresses.length);
      expect(await suggest(visitor, 'zzzz')).to.deep.equal([]);
    });
  });

  describe('GET /instant_valuation', () => {
    it('estimates a range from the agency’s sold homes', async () => {
      const response = await visitor.fetch(
        '/instant_valuation?postcode=TA1%204AB&property_type=terraced&bedrooms=3',
      );
      expect(response.status).to.equal(200);
      const { estimate } = (await response.json()) as {
        estimate: { low: number; high: number; comparables: number; basis: string; area: string };
      };
      expect(estimate.low).to.be.greaterThan(0);
      expect(estimate.high).to.be.greaterThan(estimate.low);
      expect(estimate.comparables).to.be.at.least(3);
      expect(['district', 'area', 'agency']).to.include(estimate.basis);
    });

    it('learns only from sold homes, not land, farms or commercial units', () => {
      const oakfield = buildAgency('oakfield', new Date('2026-11-22T10:00:00Z'));
      const sales = soldComparables(oakfield);
      expect(sales.length).to.be.at.least(3);
      expect(sales.every((s) => s.price > 0)).to.equal(true);
    });

    it('refuses a malformed question with a 422', async () => {
      for (const query of [
        'postcode=nowhere&property_type=terraced&bedrooms=3',
        'postcode=TA1%204AB&property_type=castle&bedrooms=3',
        'postcode=TA1%204AB&property_type=flat&bedrooms=9',
        'postcode=TA1%204AB&property_type=flat&bedrooms=two',
      ]) {
        expect((await visitor.fetch(`/instant_valuation?${query}`)).status, query).to.equal(422);
      }
    });
  });

  describe('POST /leads for a valuation', () => {
    // The body as the site's three-step valuation form sends it, with its bot-check token.
    const valuation = {
      ...valuationLead({
        contact: {
          first_name: 'Ann',
          last_name: 'Smith',
          email: 'ann@example.com',
          tel_home: '01823 456789',
        },
        address: {
          house_number: '12',
          house_name: '',
          street: 'Priory Avenue',
          town: 'Taunton',
          county: 'Somerset',
          postcode: 'TA1 4AB',
        },
        channel: 'selling',
        branchId: '11',
        valuationReason: 'Thinking of selling',
        honeypot: '',
        termsAccepted: true,
        flow: 'three-step',
        booking: { date: { year: 2026, month: 11, day: 24 }, times: ['9:00', '10:00'] },
      }),
      'g-recaptcha-response': 'token-9',
    };

    it('keeps the whole body exactly as it arrived, JSON types and all, without the authenticity token', async () => {
      const response = await visitor.postJson('/leads', valuation);
      expect(response.status).to.equal(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = (await data())['leads']!.find((l) => l.id === lead_id);
      expect(stored.received).to.deep.equal(valuation);
      expect(stored.lead_booking).to.include({ booking_time: '9:00, 10:00', booking_day: '24' });
    });

    it('refuses a valuation without an address or with a booking without a time', async () => {
      const response = await visitor.postJson('/leads', {
        ...valuation,
        lead_client: { ...valuation.lead_client, street_address: '' },
        lead_booking: { ...valuation.lead_booking, booking_time: '' },
      });
      expect(response.status).to.equal(422);
      const { errors } = (await response.json()) as { errors: { field: string }[] };
      expect(errors.map((e) => e.field)).to.include.members([
        'lead_client.street_address',
        'lead_booking.booking_time',
      ]);
    });
  });

  describe('faults', () => {
    const addFault = (fault: Record<string, unknown>) =>
      sandboxControl(t.url, 'POST', '/__sandbox/faults', fault);

    it('can fail every valuation call with a 500', async () => {
      for (const path of ['/address_lookup', '/postcode_branch_lookup', '/instant_valuation']) {
        await addFault({ path, mode: 'fail', status: 500, times: 1 });
        expect(
          (
            await visitor.fetch(
              `${path}?postcode=TA1%204AB&autocomplete=priory&property_type=flat&bedrooms=1`,
            )
          ).status,
          path,
        ).to.equal(500);
      }
      await addFault({ method: 'POST', path: '/leads', mode: 'fail', status: 500, times: 1 });
      expect((await visitor.postJson('/leads', {})).status).to.equal(500);
    });

    it('can stall the instant valuation until the client gives up', async () => {
      await addFault({ path: '/instant_valuation', mode: 'stall' });
      const error = await visitor
        .fetch('/instant_valuation?postcode=TA1%204AB&property_type=flat&bedrooms=1', {
          signal: AbortSignal.timeout(200),
        })
        .catch((e: unknown) => e);
      expect(error).to.be.instanceOf(Error);
    });
  });
});
