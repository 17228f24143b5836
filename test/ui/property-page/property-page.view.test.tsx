import { pagePerTest, render, screen, userSession, waitFor, within } from '../support/dom.js';
import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import { networkFailure } from '../../../core/failures/failures.js';
import { createContainer, testEnvironment } from '../../../composition-root.js';
import { bind } from '../../../app/pages/property.page.js';
import type { SiteSettings } from '../../../core/settings/settings.codec.js';
import { ContainerProvider } from '../../../ui/di.js';
import { PropertyPage } from '../../../ui/property-page/property-page.view.js';
import { TOKENS } from '../../../ui/tokens.js';
import { FakeTracking, aProperty, aRecordingLog, aSettings } from './property-page-builders.js';

/** The connected property page over a container whose page chunk has arrived. */
async function openPage(settings: SiteSettings) {
  const container = createContainer(testEnvironment(settings, { logger: aRecordingLog() }));
  const tracking = new FakeTracking();
  container.rebind(TOKENS.tracking).toConstantValue(tracking);
  // No map here: the page shows its map fallback (ui/map has its own tests).
  container
    .rebind(TOKENS.maps)
    .toConstantValue({ available: false, render: async () => left(networkFailure) });
  bind(container);
  const view = await render(
    <ContainerProvider container={container}>
      <PropertyPage />
    </ContainerProvider>,
  );
  return { tracking, view };
}

/** The contact card ('Interested in this property?'), where the page's own controls are. */
const contactCard = () =>
  within(screen.getByRole('region', { name: 'Interested in this property?' }));

describe('PropertyPage (jsdom)', () => {
  pagePerTest();

  it('shows the property of the page data and records one view of it', async () => {
    const { tracking } = await openPage(aSettings({ property: aProperty() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mill Lane, Wellow' })).to.not.equal(null);
    expect(
      screen.getByRole('link', { name: 'See all properties for sale' }).getAttribute('href'),
    ).to.equal('/property-for-sale');
    expect(
      contactCard()
        .getByRole('button', { name: 'Save Mill Lane, Wellow' })
        .getAttribute('aria-pressed'),
    ).to.equal('false');
    await waitFor(() => expect(tracking.views).to.deep.equal(['101']));
  });

  it("saves the property from the contact card's toggle", async () => {
    await openPage(aSettings({ property: aProperty() }));
    await userSession().click(
      contactCard().getByRole('button', { name: 'Save Mill Lane, Wellow' }),
    );
    const toggle = await contactCard().findByRole('button', {
      name: 'Remove Mill Lane, Wellow from saved properties',
    });
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });

  it("offers Call, Book a viewing and Save in the phone's bar, its Save in step with the contact card's", async () => {
    await openPage(aSettings({ property: aProperty() }));
    const bar = within(screen.getByRole('group', { name: 'Property actions' }));
    const callHref = contactCard().getByRole('link', { name: /^Call/ }).getAttribute('href');
    expect(bar.getByRole('link', { name: /^Call/ }).getAttribute('href')).to.equal(callHref);
    expect(bar.getByRole('link', { name: 'Book a viewing' }).getAttribute('href')).to.equal(
      '#/book-a-viewing',
    );
    await userSession().click(bar.getByRole('button', { name: 'Save Mill Lane, Wellow' }));
    await contactCard().findByRole('button', {
      name: 'Remove Mill Lane, Wellow from saved properties',
    });
    await userSession().click(
      contactCard().getByRole('button', { name: 'Remove Mill Lane, Wellow from saved properties' }),
    );
    expect(
      (await bar.findByRole('button', { name: 'Save Mill Lane, Wellow' })).getAttribute(
        'aria-pressed',
      ),
    ).to.equal('false');
  });

  it('offers what the page offers instead of a viewing in the bar of a home sold', async () => {
    const { tracking } = await openPage(aSettings({ property: aProperty({ status: 'sold' }) }));
    const bar = within(screen.getByRole('group', { name: 'Property actions' }));
    expect(bar.queryByRole('link', { name: 'Book a viewing' })).to.equal(null);
    expect(
      bar.getByRole('link', { name: 'Register for similar homes' }).getAttribute('href'),
    ).to.equal('#/contact-office?register=similar');
    await waitFor(() => expect(tracking.views).to.have.length(1));
  });

  it("shows an auction lot's date to come under its price", async () => {
    const { tracking } = await openPage(
      aSettings({ property: aProperty({ disposal: 'auction', auctionDate: '2099-05-07T14:00' }) }),
    );
    const line = screen.getByText('Auction 7 May 2099 at 2pm');
    expect(line.tagName).to.equal('TIME');
    expect(line.getAttribute('datetime')).to.equal('2099-05-07T14:00');
    await waitFor(() => expect(tracking.views).to.have.length(1));
  });

  it("lists a development's plots in a captioned table with column and row headers and a link each", async () => {
    const plot = (n: number, status: string) =>
      aProperty({
        property_id: String(200 + n),
        display_address: `Plot ${n}, Orchard Meadow, Wellow`,
        property_url: `/properties/${200 + n}`,
        status,
      });
    const development = aProperty({
      tags: ['development plot'],
      display_address: 'Orchard Meadow, Wellow',
      childProperties: [plot(2, 'under offer'), plot(1, 'for sale')],
    });
    const { tracking } = await openPage(aSettings({ property: development }));
    const table = screen.getByRole('table', { name: 'Plots at Orchard Meadow' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).to.deep.equal(['Plot', 'Type', 'Bedrooms', 'Price', 'Status', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).to.deep.equal([
      'Plot 1',
      'Plot 2',
    ]);
    expect(within(rows[1]!).getByRole('cell', { name: 'Under offer' })).to.not.equal(null);
    expect(
      within(rows[0]!).getByRole('link', { name: 'View Plot 1' }).getAttribute('href'),
    ).to.equal('/properties/201');
    await waitFor(() => expect(tracking.views).to.have.length(1));
  });

  it('says a property that has left the market is gone, and offers the search', async () => {
    const { tracking } = await openPage(aSettings());
    expect(screen.getByRole('heading', { level: 1, name: 'Cottage for sale' })).to.not.equal(null);
    expect(screen.getByText(/This property is no longer on the market\./)).to.not.equal(null);
    expect(
      screen.getByRole('link', { name: 'Search our properties' }).getAttribute('href'),
    ).to.equal('/search');
    expect(tracking.views).to.deep.equal([]);
  });
});
