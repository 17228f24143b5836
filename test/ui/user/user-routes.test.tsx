import { actAsync, pagePerTest, render, screen } from '../support/dom.js';
import { expect } from 'chai';
import { type Container } from 'inversify';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type {
  ChunkLoadResult,
  ChunkLoaderPort as ChunkLoader,
} from '../../../core/ports/chunk-loader.port.js';
import { ContainerProvider } from '../../../ui/di.js';
import { TOKENS } from '../../../ui/tokens.js';
import { userOverlayRoutes } from '../../../ui/user/user-routes.js';
import { aContainer, aUserArea } from './user-builders.js';

/** A chunk loader that holds each chunk until `release()` is called. */
function aHeldLoader() {
  const waiting: (() => void)[] = [];
  const requested: string[] = [];
  const loader: ChunkLoader = <T,>(id: string, importer: () => Promise<T>) => {
    requested.push(id);
    return new Promise<ChunkLoadResult<T>>((resolve) => {
      waiting.push(() => void importer().then((module) => resolve({ ok: true, module })));
    });
  };
  return { loader, requested, release: () => waiting.splice(0).forEach((go) => go()) };
}

async function openAt(path: string) {
  const area = aUserArea();
  await area.session.load();
  const container: Container = aContainer(area);
  const held = aHeldLoader();
  container.bind(TOKENS.chunkLoader).toConstantValue(held.loader);
  const router = createMemoryRouter(
    [{ path: '/', children: [{ index: true, element: null }, ...userOverlayRoutes()] }],
    { initialEntries: [path] },
  );
  await render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { router, held };
}

/** Lets the held chunk arrive and waits (up to 5 s: the first import compiles it) for the panel. */
async function loaded(held: ReturnType<typeof aHeldLoader>): Promise<void> {
  await actAsync(() => held.release());
  await screen.findByRole('dialog', { name: 'Your account' }, { timeout: 5000 });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('userOverlayRoutes', () => {
  pagePerTest();

  it("says 'Loading user profile' while the user area's chunk loads", async () => {
    const { held } = await openAt('/user/saved-properties');

    expect(document.querySelector('[role="status"]')?.textContent).to.equal('Loading user profile');
    expect(held.requested).to.deep.equal(['user']);
  });

  it('opens the side panel on the tab the path names', async () => {
    const { held } = await openAt('/user/saved-searches');
    await loaded(held);

    expect(dialog()?.classList.contains('side-panel')).to.equal(true);
    expect(document.querySelector('[aria-current="page"]')?.textContent).to.equal('Saved searches');
    expect(document.body.textContent).to.include('Saved searches will appear here.');
  });

  it('shows the profile tab for #/user and for user paths without a screen yet', async () => {
    const { held, router } = await openAt('/user');
    await loaded(held);
    expect(document.querySelector('[aria-current="page"]')?.textContent).to.equal('My Profile');

    await actAsync(() => void router.navigate('/user/sign-in'));
    expect(document.querySelector('[aria-current="page"]')?.textContent).to.equal('My Profile');
  });

  it('moves between tabs without loading the panel again', async () => {
    const { held, router } = await openAt('/user');
    await loaded(held);
    const panel = dialog();

    await actAsync(() => void router.navigate('/user/saved-properties'));

    expect(dialog()).to.equal(panel);
    expect(held.requested).to.deep.equal(['user']);
    expect(document.querySelector('[aria-current="page"]')?.textContent).to.equal(
      'Saved properties',
    );
  });

  it("closes to '#/' from the Close button", async () => {
    const { held, router } = await openAt('/user/saved-properties');
    await loaded(held);

    await actAsync(() => document.querySelector<HTMLButtonElement>('.side-panel__close')!.click());

    expect(router.state.location.pathname).to.equal('/');
    expect(dialog()).to.equal(null);
  });
});
