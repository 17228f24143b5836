import { act, pagePerTest, render, screen, userSession, within } from '../support/dom.js';
import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createContainer, testEnvironment } from '../../../composition-root.js';
import { decodeSiteSettings, type SiteSettings } from '../../../core/settings/settings.codec.js';
import { calculatorOverlayRoutes } from '../../../ui/calculator/calculator-routes.js';
import { ContainerProvider } from '../../../ui/di.js';
import { contactOverlayRoutes } from '../../../ui/leads/contact-routes.js';
import { bind as bindOverlayChunk } from '../../../app/overlays.chunk.js';
import { searchOverlayRoutes } from '../../../ui/search/search-routes.js';
import { TOKENS } from '../../../ui/tokens.js';
import { aPropertyForSale } from '../calculator/calculator-builders.js';
import { FakeAreaControls } from '../branches/branch-fakes.js';
import { boundsArea, decodePolyline, parseSearchPath } from '../../../core/index.js';
import type { MapOptions, MapsPort } from '../../../core/index.js';
import { RecordingNavigation, aCard, resultsSettings } from './results-builders.js';

/** A page without a property or results: the agency's number in the header, one branch with an email. */
const homeSettings = decodeSiteSettings({
  agency_name: 'Oakfield',
  page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
  header_data: { primaryMenuItems: [], agencyContactTelephone: '01823 123456' },
  our_offices_slider_data: [
    {
      id: 'b1',
      branchName: 'Taunton',
      branchUrl: '/branches/taunton',
      branchEmail: 'taunton@oakfield.test',
    },
  ],
}).settings;

const NO_MAPS: MapsPort = {
  available: false,
  render: () => Promise.reject(new Error('no maps in this test')),
};

/** The search area's overlay routes at `path`, over a container whose overlay chunk has arrived (by default maps without a key: no map drawn). */
async function openAt(path: string, settings: SiteSettings, maps: MapsPort = NO_MAPS) {
  const container = createContainer(
    testEnvironment(settings, { logger: { warn: () => undefined, error: () => undefined } }),
  );
  container.rebind(TOKENS.maps).toConstantValue(maps);
  const navigation = new RecordingNavigation();
  container.rebind(TOKENS.navigation).toConstantValue(navigation);
  bindOverlayChunk(container);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { index: true, element: null },
          ...calculatorOverlayRoutes(),
          ...searchOverlayRoutes(),
          ...contactOverlayRoutes(),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { navigation };
}

/** The modal once its chunk has arrived (up to 5 s: the first import compiles it). */
const modal = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('the search overlay routes', () => {
  pagePerTest();

  it("'/map' lists a results page's properties, with their prices, where the map cannot be drawn", async () => {
    await openAt(
      '/map',
      resultsSettings({ data: { results: [aCard('101'), aCard('102', { price: '£400,000' })] } }),
    );
    const dialog = await modal('Map view: Property for sale in Taunton');
    const list = within(dialog).getByRole('region', { name: 'The properties on this page' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).to.deep.equal([
      ['101 Castle Street, Taunton', '/properties/101/sales'],
      ['102 Castle Street, Taunton', '/properties/102/sales'],
    ]);
    expect(list.textContent).to.contain('£400,000');
  });

  it("'/map' offers the area search once the map is drawn: Escape cancels a drawing and keeps the dialog, 'Search this area' comes when the map moves", async () => {
    const inView = boundsArea({ south: 50.95, west: -3.25, north: 51.1, east: -2.95 });
    const controls = new FakeAreaControls(inView);
    const maps: MapsPort = {
      available: true,
      render: async (_element: unknown, options: MapOptions) => {
        options.onAreaControls?.(controls);
        return right(() => undefined);
      },
    };
    const { navigation } = await openAt('/map', resultsSettings(), maps);
    const dialog = await modal('Map view: Property for sale in Taunton');
    const user = userSession();
    const draw = await within(dialog).findByRole('button', { name: 'Draw an area' });
    expect(within(dialog).queryByRole('button', { name: 'Search this area' })).to.equal(null);
    await user.click(draw);
    expect(document.activeElement?.textContent).to.equal("Add a corner at the map's centre");
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).to.equal(dialog);
    expect(dialog.querySelector('.area-tools__note')?.textContent).to.equal('Drawing cancelled.');
    expect(document.activeElement?.textContent).to.equal('Draw an area');
    await act(async () => controls.move());
    await user.click(within(dialog).getByRole('button', { name: 'Search this area' }));
    const [visited] = navigation.visited;
    expect(visited).to.match(/^\/property-for-sale\/from-2-bed\/poly-[\w-]+#\/map$/);
    const { poly } = parseSearchPath(visited!);
    expect(decodePolyline(poly ?? '')).to.deep.equal(inView);
  });

  it("'/map' shows nothing on a page without results", async () => {
    await openAt('/map', homeSettings);
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it("'/calculator' opens the calculators for the page's property", async () => {
    await openAt('/calculator', { ...homeSettings, property: aPropertyForSale() });
    const dialog = await modal('Property calculators');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).to.deep.equal([
      'Mortgage Calculator',
      'Stamp Duty Calculator',
      'Rental Yield Calculator',
      'What Could I Borrow?',
    ]);
  });

  it("'/calculator' on a page without a property offers the agency's contact details", async () => {
    await openAt('/calculator', homeSettings);
    const dialog = await modal('Mortgage and stamp duty');
    expect(dialog.textContent).to.contain(
      'Our mortgage advisers can talk you through repayments and stamp duty:',
    );
    expect(
      within(dialog).getByRole('link', { name: '01823 123456' }).getAttribute('href'),
    ).to.equal('tel:01823123456');
  });

  it("a staff id the page does not know offers the agency's telephone and email instead of a form", async () => {
    await openAt('/contact-staff-member/7', homeSettings);
    const dialog = await modal('Send an enquiry');
    expect(dialog.textContent).to.contain(
      'We could not find that member of our team, but we will be glad to help:',
    );
    expect(
      within(dialog).getByRole('link', { name: 'taunton@oakfield.test' }).getAttribute('href'),
    ).to.equal('mailto:taunton@oakfield.test');
  });
});
