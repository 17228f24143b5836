import { pagePerTest, render, screen, within } from '../support/dom.js';
import { expect } from 'chai';
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
import { aCard, resultsSettings } from './results-builders.js';

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

/** The search area's overlay routes at `path`, over a container whose overlay chunk has arrived (maps without a key: no map drawn). */
async function openAt(path: string, settings: SiteSettings) {
  const container = createContainer(
    testEnvironment(settings, { logger: { warn: () => undefined, error: () => undefined } }),
  );
  container.rebind(TOKENS.maps).toConstantValue({
    available: false,
    render: () => Promise.reject(new Error('no maps in this test')),
  });
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
