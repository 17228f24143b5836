import { expect } from 'chai';
import { decodeLettingsCosts, decodeSiteSettings } from '../../core/index.js';
import { bodyOf, useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

interface Checked {
  agency: string;
  property_id: string;
  channel: string;
  problems: { code: string; field: string; text: string }[];
}

describe('sandbox lettings: costs, notices and the listing check', () => {
  let t: TestSandbox;
  let oakfield: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (oakfield = v)));
  const harbour = () => new Visitor(t.url, { 'x-sandbox-agency': 'harbour.localhost' });

  it('lists every listing of both agencies, each with its problems', async () => {
    const answer = await oakfield.fetch('/__sandbox/listings');
    expect(answer.status).to.equal(200);
    const body = await bodyOf(answer);
    const listings = body['listings'] as Checked[];
    expect(body['checked']).to.equal(listings.length);
    expect(listings.some((l) => l.agency === 'oakfield')).to.equal(true);
    expect(listings.some((l) => l.agency === 'harbour')).to.equal(true);
    expect(
      listings.filter((l) => l.channel === 'sales').every((l) => l.problems.length === 0),
    ).to.equal(true);
    const broken = listings.filter((l) => l.problems.length > 0);
    expect(body['withProblems']).to.equal(broken.length);
    expect(
      Object.fromEntries(broken.map((l) => [l.property_id, l.problems.map((p) => p.code)])),
    ).to.deep.equal({
      '1046': ['discriminatory-wording', 'discriminatory-wording'],
      '1047': ['security-deposit-above-cap'],
      '1052': ['no-fixed-rent'],
      '5033': ['holding-deposit-above-cap'],
      '5034': ['rental-bidding'],
      '5035': ['discriminatory-wording'],
    });
  });

  it('says what is wrong in figures worked out by the rules', async () => {
    const body = await bodyOf(
      await oakfield.fetch('/__sandbox/listings?agency=oakfield&problems=only'),
    );
    const listings = body['listings'] as Checked[];
    expect(listings.every((l) => l.agency === 'oakfield' && l.problems.length > 0)).to.equal(true);
    // £1,000 pcm: 12,000 × 5 ÷ 52 = 1,153.846…, rounded down.
    expect(listings.find((l) => l.property_id === '1047')?.problems).to.deep.equal([
      {
        code: 'security-deposit-above-cap',
        field: 'lettingsCosts.securityDeposit',
        text: "Security deposit £1,500.00 is above five weeks' rent (£1,153.84)",
      },
    ]);
  });

  it('refuses an agency it does not know', async () => {
    expect((await oakfield.fetch('/__sandbox/listings?agency=nowhere')).status).to.equal(422);
  });

  it("sends a rental's costs in pounds and the agency's notices, and the page decodes them cleanly", async () => {
    // Harbour's £1,250 pcm flat in Clifton: one week £288.46, five weeks £1,442.30.
    const page = await harbour().page('/properties/5028/lettings/x');
    expect(page.status).to.equal(200);
    const costs = page.settings['property_data']['lettingsCosts'];
    expect(costs).to.include({
      rentFrequency: 'pcm',
      holdingDeposit: 288.46,
      securityDeposit: 1442.3,
      rentInAdvance: 1250,
      furnishing: 'unfurnished',
      minimumTermMonths: 6,
    });
    const { settings, problems } = decodeSiteSettings(page.settings);
    expect(problems).to.deep.equal([]);
    const found: string[] = [];
    const decoded = decodeLettingsCosts(settings.propertyLettingsCosts, 'costs', found);
    expect(found).to.deep.equal([]);
    expect(decoded?.securityDeposit).to.equal(144_230);
    expect(settings.lettingsCompliance).to.deep.equal({
      feesUrl: '/tenant-fees',
      redressScheme: {
        name: 'Property Redress Scheme',
        membershipNumber: 'PRS012345',
        url: 'https://www.theprs.co.uk',
      },
      clientMoneyProtection: {
        name: 'Client Money Protect',
        membershipNumber: 'CMP004567',
        url: 'https://www.clientmoneyprotect.co.uk',
      },
    });
  });

  it("serves each agency's fees page at its settings' address, and only its own", async () => {
    const fees = await oakfield.page('/fees');
    expect(fees.status).to.equal(200);
    const body: string = fees.settings['page']['data']['article']['body'];
    expect(body).to.contain('The Property Ombudsman (membership number D00417)');
    expect(body).to.contain('£50.00 inc. VAT');
    expect((await harbour().page('/tenant-fees')).status).to.equal(200);
    expect((await harbour().page('/fees')).status).to.equal(404);
  });
});
