import {
  actAsync,
  pagePerTest,
  render,
  screen,
  userSession,
  waitFor,
  within,
} from '../support/dom.js';
import { expect } from 'chai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createContainer, testEnvironment } from '../../../composition-root.js';
import { bindPropertyOverlays } from '../../../app/overlays/property.bindings.js';
import type { SiteSettings } from '../../../core/settings/settings.codec.js';
import { ContainerProvider } from '../../../ui/di.js';
import { propertyOverlayRoutes } from '../../../ui/property-page/property-routes.js';
import { aProperty, aSettings } from './property-page-builders.js';

/** The property overlay routes at `path`, over a container whose overlay chunk has arrived. */
async function openAt(path: string, settings: SiteSettings = aSettings({ property: aProperty() })) {
  const container = createContainer(testEnvironment(settings));
  bindPropertyOverlays(container);
  const router = createMemoryRouter(
    [{ path: '/', children: [{ index: true, element: null }, ...propertyOverlayRoutes()] }],
    {
      initialEntries: [path],
    },
  );
  await render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

/** The modal once its chunk has arrived (up to 5 s: the first import compiles it). */
const modal = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });
const index = () => document.querySelector('.carousel__index')?.textContent;

describe('propertyOverlayRoutes', () => {
  pagePerTest();

  it("opens the gallery at the photo '?image=n' names, titled with the address", async () => {
    await openAt('/property-images?image=2');
    const dialog = await modal('Photos: Mill Lane, Wellow');
    expect(
      within(dialog)
        .getByRole('region', { name: 'Photos: Mill Lane, Wellow' })
        .getAttribute('aria-roledescription'),
    ).to.equal('carousel');
    expect(index()).to.equal('Image 2/3');
  });

  it('opens a fresh carousel when the route names another photo', async () => {
    const router = await openAt('/property-images?image=2');
    await modal('Photos: Mill Lane, Wellow');
    await actAsync(() => void router.navigate('/property-images?image=3'));
    await waitFor(() => expect(index()).to.equal('Image 3/3'));
  });

  it("shows a content block's images on a page without a property", async () => {
    const settings = aSettings({
      pageData: {
        contentBlocks: [
          {
            id: 'sales',
            type: 'imageEvents',
            source: 'antiques-sales-event',
            events: [
              { id: '4', title: 'Clock sale', images: [{ url: '/a.jpg', caption: 'Clocks' }] },
            ],
          },
        ],
      },
    });
    await openAt('/antiques-sales-event/4', settings);
    await modal('Antiques sale');
    expect(index()).to.equal('Image 1/1');
  });

  it('plays the video the route names, titled with the address, once play is pressed (an agency without a banner asks no consent)', async () => {
    await openAt('/video/tour-1');
    const dialog = await modal('3D virtual tour: Mill Lane, Wellow');
    expect(dialog.querySelector('iframe')).to.equal(null);
    await userSession().click(
      within(dialog).getByRole('button', { name: "Open virtual tour (loads Matterport's viewer)" }),
    );
    expect(within(dialog).getByTitle('3D virtual tour: Mill Lane, Wellow').tagName).to.equal(
      'IFRAME',
    );
  });

  it('says so for a video the property does not have', async () => {
    await openAt('/video/nope');
    await modal('Video not found');
  });
});
