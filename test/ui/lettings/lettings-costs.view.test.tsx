import { expect } from 'chai';
import { pagePerTest, render, screen, within } from '../support/dom.js';
import { LettingsCostsView } from '../../../ui/lettings/lettings-costs.view.js';
import { SiteFooter } from '../../../ui/app/footer.view.js';
import { PropertyCardView } from '../../../ui/property/property-card.view.js';
import type { LettingsCompliance, LettingsCosts, PropertyDetail } from '../../../core/index.js';
import {
  NOW,
  aProperty,
  aPropertyPage,
  aSettings,
} from '../property-page/property-page-builders.js';

const COMPLIANCE: LettingsCompliance = {
  feesUrl: '/tenant-fees',
  redressScheme: {
    name: 'The Property Ombudsman',
    membershipNumber: 'D01234',
    url: 'https://www.tpos.co.uk',
  },
  clientMoneyProtection: { name: 'Propertymark', membershipNumber: 'C0012345' },
};

const COSTS: LettingsCosts = {
  rentFrequency: 'pcm',
  holdingDeposit: 28_846,
  securityDeposit: 144_230,
  availableFrom: '2026-06-01',
  furnishing: 'unfurnished',
  minimumTermMonths: 12,
  otherPayments: [{ name: 'Replacement keys', note: 'the reasonable cost' }],
};

function aLet(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aProperty({
    property_channel: 'lettings',
    price: '£1,250 pcm',
    priceWithoutQualifier: '£1,250 pcm',
    priceValue: 1250,
    lettingsCosts: COSTS,
    ...overrides,
  });
}

function pageOf(property: PropertyDetail, propertyLettingsCosts?: unknown) {
  return aPropertyPage({
    property,
    settingsExtra: {
      lettingsCompliance: COMPLIANCE,
      ...(propertyLettingsCosts !== undefined ? { propertyLettingsCosts } : {}),
    },
  });
}

describe('LettingsCostsView (jsdom)', () => {
  pagePerTest();

  it('shows the rent both ways, the deposits in pounds, the terms and the notices', async () => {
    const { vm } = pageOf(aLet());
    await render(
      <LettingsCostsView
        panel={vm.lettingsCosts!}
        links={[
          { key: 'fees', text: 'Tenant and landlord fees', href: '/tenant-fees', external: false },
          {
            key: 'redress',
            text: 'Redress scheme: The Property Ombudsman, membership number D01234',
            href: 'https://www.tpos.co.uk',
            external: true,
          },
          { key: 'client-money', text: 'Client money protection: Propertymark', external: false },
        ]}
      />,
    );
    const panel = within(screen.getByRole('region', { name: 'Rent and costs' }));
    expect(panel.getByText('£1,250.00 per calendar month, £288.46 per week')).to.not.equal(null);
    expect(panel.getByText('£1,250.00 pcm')).to.not.equal(null);
    expect(panel.getByText('£288.46 pw')).to.not.equal(null);
    const terms = panel.getAllByRole('term').map((term) => term.textContent);
    const values = panel.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).to.deep.equal([
      'Holding deposit',
      'Security deposit',
      'Available',
      'Furnishing',
      'Minimum term',
      'Replacement keys',
    ]);
    expect(values).to.deep.equal([
      '£288.46',
      '£1,442.30',
      'From 1 June 2026',
      'Unfurnished',
      '12 months',
      'the reasonable cost',
    ]);
    expect(
      panel.getByRole('link', { name: 'Tenant and landlord fees' }).getAttribute('href'),
    ).to.equal('/tenant-fees');
    const redress = panel.getByRole('link', {
      name: /^Redress scheme: The Property Ombudsman, membership number D01234\s*\(opens in a new tab\)$/,
    });
    expect(redress.getAttribute('target')).to.equal('_blank');
    expect(panel.getByText('Client money protection: Propertymark')).to.not.equal(null);
  });

  it('says so when a rental gives no rent', async () => {
    const { vm } = pageOf(aLet({ priceValue: undefined, lettingsCosts: undefined }));
    await render(<LettingsCostsView panel={vm.lettingsCosts!} links={[]} />);
    expect(screen.getByText('Rent not given: ask the branch')).to.not.equal(null);
    expect(screen.queryByRole('list')).to.equal(null);
  });
});

describe('PropertyPageViewModel: lettings', () => {
  it('has a costs panel for a rental only', () => {
    expect(pageOf(aLet()).vm.lettingsCosts?.rent?.weekly).to.equal('£288.46 pw');
    expect(pageOf(aProperty()).vm.lettingsCosts).to.equal(undefined);
  });

  it('logs what breaks the lettings rules once the page starts, naming the field', () => {
    const { vm, log } = pageOf(
      aLet({ description: '<p>No DSS.</p>', lettingsCosts: { ...COSTS, holdingDeposit: 35_000 } }),
    );
    vm.start();
    const lettings = log.warnings.find((w) => w.startsWith('Lettings listing 101'));
    expect(lettings).to.equal(
      'Lettings listing 101 has 2 problem(s):\n' +
        "lettingsCosts.holdingDeposit: Holding deposit £350.00 is above one week's rent (£288.46)\n" +
        'description: The description says "No DSS": turns away tenants with children or on benefits',
    );
  });

  it("decodes the costs from the settings, and logs a bad field with the page data's problems", () => {
    const { vm, log } = pageOf(aLet({ lettingsCosts: undefined }), {
      securityDeposit: '1442.30',
      holdingDeposit: 'a week',
    });
    expect(vm.lettingsCosts?.lines).to.deep.equal([
      { label: 'Security deposit', value: '£1,442.30' },
    ]);
    expect(vm.complianceLinks.map((link) => link.key)).to.deep.equal([
      'fees',
      'redress',
      'client-money',
    ]);
    vm.start();
    expect(log.warnings[0]).to.match(
      /^Property page data has 1 problem\(s\):\nproperty_data\.lettingsCosts\.holdingDeposit: /,
    );
  });

  it('logs nothing for a rental within the rules', () => {
    const { vm, log } = pageOf(aLet());
    vm.start();
    expect(log.warnings.filter((w) => w.startsWith('Lettings'))).to.deep.equal([]);
  });
});

describe('SiteFooter: lettings notices (jsdom)', () => {
  pagePerTest();

  it('links the fees page and names both schemes with their numbers', async () => {
    const settings = { ...aSettings(), lettingsCompliance: COMPLIANCE };
    await render(<SiteFooter settings={settings} year={2026} />);
    const nav = within(screen.getByRole('navigation', { name: 'Lettings fees and protection' }));
    expect(
      nav.getByRole('link', { name: 'Tenant and landlord fees' }).getAttribute('href'),
    ).to.equal('/tenant-fees');
    expect(
      nav.getByRole('link', {
        name: /^Redress scheme: The Property Ombudsman, membership number D01234/,
      }),
    ).to.not.equal(null);
    expect(
      nav.getByText('Client money protection: Propertymark, membership number C0012345'),
    ).to.not.equal(null);
  });

  it('has no lettings notices when the settings name none', async () => {
    await render(<SiteFooter settings={aSettings()} year={2026} />);
    expect(screen.queryByRole('navigation', { name: 'Lettings fees and protection' })).to.equal(
      null,
    );
  });
});

describe('PropertyCardView: a rental’s weekly rent (jsdom)', () => {
  pagePerTest();

  it('adds the weekly rent to the monthly price, in words for a screen reader', async () => {
    await render(<PropertyCardView card={aLet()} now={NOW} displaySstcStatusAsSold={false} />);
    expect(screen.getByText('· £288.46 pw', { exact: false })).to.not.equal(null);
    expect(screen.getByText('£1,250 pcm, £288.46 per week')).to.not.equal(null);
  });

  it('adds nothing to a sale', async () => {
    await render(<PropertyCardView card={aProperty()} now={NOW} displaySstcStatusAsSold={false} />);
    expect(screen.queryByText(/ pw$/)).to.equal(null);
  });
});
