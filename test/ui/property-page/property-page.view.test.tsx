import { render, screen, setupDom, teardownDom, userSession, waitFor } from '../support/dom.js';
import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import { networkFailure } from '../../../core/failures.js';
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
  container.rebind(TOKENS.maps).toConstantValue({ available: false, render: async () => left(networkFailure) });
  bind(container);
  const view = await render(
    <ContainerProvider container={container}>
      <PropertyPage />
    </ContainerProvider>,
  );
  return { tracking, view };
}

describe('PropertyPage (jsdom)', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it('shows the property of the page data and records one view of it', async () => {
    const { tracking } = await openPage(aSettings({ property: aProperty() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mill Lane, Wellow' })).to.not.equal(null);
    expect(screen.getByRole('link', { name: 'See all properties for sale' }).getAttribute('href')).to.equal('/property-for-sale');
    expect(screen.getByRole('button', { name: 'Save Mill Lane, Wellow' }).getAttribute('aria-pressed')).to.equal('false');
    await waitFor(() => expect(tracking.views).to.deep.equal(['101']));
  });

  it("saves the property from the contact card's toggle", async () => {
    await openPage(aSettings({ property: aProperty() }));
    await userSession().click(screen.getByRole('button', { name: 'Save Mill Lane, Wellow' }));
    const toggle = await screen.findByRole('button', { name: 'Remove Mill Lane, Wellow from saved properties' });
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });

  it('says a property that has left the market is gone, and offers the search', async () => {
    const { tracking } = await openPage(aSettings());
    expect(screen.getByRole('heading', { level: 1, name: 'Cottage for sale' })).to.not.equal(null);
    expect(screen.getByText(/This property is no longer on the market\./)).to.not.equal(null);
    expect(screen.getByRole('link', { name: 'Search our properties' }).getAttribute('href')).to.equal('/search');
    expect(tracking.views).to.deep.equal([]);
  });
});
