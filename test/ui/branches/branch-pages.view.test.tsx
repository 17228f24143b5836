import { act, pagePerTest, render, screen, userSession, waitFor, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { Container } from 'inversify';
import { right } from 'fp-ts/Either';
import { DEFAULT_BRANCH_SEARCH } from '../../../core/agency/branch-search.js';
import { decodeBranchPageData } from '../../../core/settings/branch-page-data.codec.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { branchLocationCard } from '../../../core/agency/branch-page.js';
import { boundsArea } from '../../../core/maps/polygon.js';
import { encodePolyline } from '../../../core/search/polyline.js';
import type { ChunkLoaderPort } from '../../../core/ports/chunk-loader.port.js';
import type { ContentBlock } from '../../../core/content/content-block.js';
import type { MapOptions, MapsPort } from '../../../core/ports/maps.port.js';
import { ContainerProvider } from '../../../ui/di.js';
import { TOKENS } from '../../../ui/tokens.js';
import { BranchesIndexViewModel } from '../../../ui/branches/branches-index.view-model.js';
import { BranchesIndexView } from '../../../ui/branches/branches-index.view.js';
import { branchPageViewModel } from '../../../ui/branches/branch-page.view-model.js';
import { BranchPageView } from '../../../ui/branches/branch-page.view.js';
import { ContentBlocksViewModel } from '../../../ui/content-blocks/content-blocks.view-model.js';
import { provideBlockKinds } from '../../../ui/content-blocks/deferred-blocks.js';
import * as blockKinds from '../../../ui/content-blocks/block-kinds.view.js';
import { SOMERSET } from '../../support/branches.js';
import { FakeAreaControls, FakePageHistory, FakePlaceLookup } from './branch-fakes.js';
import { aMotion, aViewport } from '../content-blocks/content-blocks-builders.js';

/** A maps port that draws at once and hands over `controls`. */
function mapsWith(controls: FakeAreaControls | undefined): MapsPort & { render: sinon.SinonSpy } {
  return {
    available: true,
    render: sinon.spy(async (_element: unknown, options: MapOptions) => {
      if (controls) options.onAreaControls?.(controls);
      return right(() => undefined);
    }),
  };
}

function withMaps(maps: MapsPort, children: React.ReactNode) {
  const container = new Container();
  container.bind(TOKENS.maps).toConstantValue(maps);
  return <ContainerProvider container={container}>{children}</ContainerProvider>;
}

async function finder(controls?: FakeAreaControls, query = '') {
  const history = new FakePageHistory(query);
  const vm = new BranchesIndexViewModel({
    title: 'Our offices',
    basePath: '/branches',
    branches: SOMERSET,
    search: DEFAULT_BRANCH_SEARCH,
    history,
    places: new FakePlaceLookup(),
    pageSize: 6,
  });
  const stop = vm.start();
  const view = await render(withMaps(mapsWith(controls), <BranchesIndexView vm={vm} />));
  return { vm, history, view, stop };
}

const names = () =>
  screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/ office$/, ''));

describe('the branch pages (jsdom)', () => {
  pagePerTest({ url: 'https://agency.test/branches', body: '<main id="main"></main>' });

  describe('the branch finder', () => {
    it('is a GET search form to the page itself, its fields labelled, one h1', async () => {
      const { vm } = await finder();
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).to.deep.equal([
        'Our offices',
      ]);
      const form = screen.getByRole('search', { name: 'Find a branch' });
      expect([form.getAttribute('method'), form.getAttribute('action')]).to.deep.equal([
        'get',
        '/branches',
      ]);
      expect(screen.getByLabelText('Town, postcode or branch name').getAttribute('name')).to.equal(
        'q',
      );
      const department = screen.getByLabelText('Department');
      expect(department.getAttribute('name')).to.equal('department');
      // The choices themselves are the view-model's (its own test lists them); each is an option.
      expect(
        within(department)
          .getAllByRole<HTMLOptionElement>('option')
          .map((o) => ({ key: o.value, label: o.textContent })),
      ).to.deep.equal(vm.departmentChoices);
      expect(document.querySelector('.branch-finder__count')?.textContent).to.equal(
        '7 branches, showing 1 to 6',
      );
    });

    it('searches on Enter in the text box and at once on a department; the count is a polite status', async () => {
      const { history } = await finder();
      const user = userSession();
      const count = document.querySelector('.branch-finder__count');
      expect(count?.getAttribute('role')).to.equal('status');
      await user.type(screen.getByLabelText('Town, postcode or branch name'), 'fore street{Enter}');
      expect(names()).to.deep.equal(['Wellington', 'Chard']);
      expect(count?.textContent).to.equal('2 branches');
      await user.selectOptions(screen.getByLabelText('Department'), 'Lettings');
      expect((screen.getByLabelText('Department') as HTMLSelectElement).value).to.equal('lettings');
      expect(names()).to.deep.equal(['Wellington']);
      expect(count?.textContent).to.equal('1 branch');
      expect(history.entries.at(-1)).to.equal('/branches?q=fore+street&department=lettings');
      // The same element, so the change is announced.
      expect(document.querySelector('.branch-finder__count')).to.equal(count);
    });

    it('pages by real links, in place with focus on the list; a click asking for a new tab is left to the browser', async () => {
      const { history } = await finder();
      const user = userSession();
      const pages = screen.getByRole('navigation', { name: 'Branch pages' });
      const page2 = within(pages).getByRole('link', { name: 'Page 2' });
      expect(page2.getAttribute('href')).to.equal('/branches?page=2');
      expect(
        within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'),
      ).to.equal('page');
      const modified = new (window as unknown as { MouseEvent: typeof MouseEvent }).MouseEvent(
        'click',
        { bubbles: true, cancelable: true, button: 0, ctrlKey: true },
      );
      let leftToTheBrowser = false;
      // After the page's own handlers: note whether they left the click alone, then keep jsdom from navigating.
      document.addEventListener(
        'click',
        (event) => {
          leftToTheBrowser = !event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      );
      await act(async () => void page2.dispatchEvent(modified));
      expect(leftToTheBrowser).to.equal(true);
      expect(history.entries).to.deep.equal(['/branches']);
      await user.click(within(pages).getByRole('link', { name: 'Next page of branches' }));
      expect(names()).to.deep.equal(['Chard']);
      expect(history.entries).to.deep.equal(['/branches', '/branches?page=2']);
      expect(document.activeElement).to.equal(
        screen.getByRole('heading', { level: 2, name: 'Branches' }),
      );
      expect(
        within(screen.getByRole('navigation', { name: 'Branch pages' }))
          .getByRole('link', { name: 'Previous page of branches' })
          .getAttribute('href'),
      ).to.equal('/branches');
    });

    it("lists each branch's name linking to its page, address, telephone, departments and merged opening hours", async () => {
      await finder(undefined, '?q=taunton');
      const card = screen.getByRole('heading', { level: 3, name: 'Taunton office' }).closest('li')!;
      expect(
        within(card).getByRole('link', { name: 'Taunton office' }).getAttribute('href'),
      ).to.equal('/branches/taunton');
      expect(card.querySelector('address')?.textContent).to.equal(
        '12 Hammet Street, Taunton, Somerset TA1 1RZ',
      );
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).to.deep.equal(['Estate Agents', 'Lettings', 'New Homes']);
    });

    it('offers the area tools once the map is drawn: drawing moves focus to its first button and back after, the note is a polite status', async () => {
      const controls = new FakeAreaControls([], { lat: 50.95, lng: -3.3 });
      await finder(controls);
      const user = userSession();
      await screen.findByRole('button', { name: 'Search this map area' });
      const note = document.querySelector('.area-tools__note');
      expect(note?.getAttribute('role')).to.equal('status');
      await user.click(screen.getByRole('button', { name: 'Draw an area' }));
      expect(document.activeElement?.textContent).to.equal("Add a corner at the map's centre");
      expect(screen.getByRole('group', { name: 'Drawing an area' }).tagName).to.equal('DIV');
      expect(
        (screen.getByRole('button', { name: 'Remove the last corner' }) as HTMLButtonElement)
          .disabled,
      ).to.equal(true);
      await user.keyboard('{Enter}');
      await act(async () => controls.click({ lat: 51.05, lng: -3.3 }));
      await act(async () => controls.click({ lat: 51.05, lng: -2.9 }));
      expect(note?.textContent).to.equal('3 corners placed.');
      await user.click(screen.getByRole('button', { name: 'Finish the area' }));
      expect(document.activeElement?.textContent).to.equal('Draw an area');
      expect(document.querySelector('.branch-finder__count')?.textContent).to.equal(
        '2 branches in the area',
      );
      expect(names()).to.deep.equal(['Taunton', 'Wellington']);
      // An area searched: 'Clear the area' is a link to the same search without it.
      const clear = screen.getByRole('link', { name: 'Clear the area' });
      expect(clear.getAttribute('href')).to.equal('/branches');
      await user.click(clear);
      expect(document.querySelector('.branch-finder__count')?.textContent).to.equal(
        '7 branches, showing 1 to 6',
      );
    });

    it('offers no area tools where the map gives none; an area in the address still narrows the list and can be cleared', async () => {
      const poly = encodePolyline(
        boundsArea({ south: 50.95, west: -3.3, north: 51.05, east: -3.05 }),
      );
      await finder(undefined, `?${new URLSearchParams({ poly }).toString()}`);
      expect(names()).to.deep.equal(['Taunton', 'Wellington']);
      await waitFor(() =>
        expect(
          document.querySelector('.branch-finder__map [role="region"]')?.getAttribute('aria-busy'),
        ).to.equal('false'),
      );
      expect(screen.queryByRole('button', { name: 'Search this map area' })).to.equal(null);
      expect(screen.getByRole('link', { name: 'Clear the area' }).getAttribute('href')).to.equal(
        '/branches',
      );
    });
  });

  describe("a branch's page", () => {
    before(() => provideBlockKinds(blockKinds));

    function branchPage() {
      const settings = decodeSiteSettings({
        agency_name: 'Oakfield & Vale',
        page: {
          identifier: 'branches#show',
          path: '/branches/taunton',
          title: 'Taunton office',
          data: {},
        },
      }).settings;
      const data = decodeBranchPageData(
        {
          branch: {
            ...SOMERSET[0],
            branchContactNumber: '01823 250100',
            branchEmail: 'taunton@oakfield.test',
            openingHours: [1, 2, 3, 4, 5].map((day) => ({
              day_of_week: day,
              open_time: '09:00',
              close_time: '17:30',
            })),
            staff: [
              {
                staffMemberId: '501',
                firstName: 'Eleanor',
                surname: 'Hartley',
                jobTitle: 'Branch Director',
                departmentId: '1101',
                contactableForSales: true,
                photo: '/images/staff/501.svg',
              },
              {
                staffMemberId: '509',
                firstName: 'Ada',
                surname: 'Quill',
                jobTitle: 'Administrator',
                contactableForSales: false,
                contactableForLettings: false,
                photo: 'javascript:alert(1)',
              },
            ],
          },
        },
        [],
      );
      const chunkLoader: ChunkLoaderPort = async (_id, importer) => ({
        ok: true,
        module: await importer(),
      });
      const blocks = (list: readonly ContentBlock[]) =>
        new ContentBlocksViewModel({
          blocks: list,
          settings,
          now: new Date('2026-11-22T10:00:00Z'),
          viewport: aViewport(1280),
          motion: () => aMotion(true),
          logger: { warn: () => undefined, error: () => undefined },
          idle: () => () => undefined,
          chunkLoader,
        });
      return branchPageViewModel({
        title: 'Taunton office',
        data,
        indexHref: '/branches',
        location: blocks([branchLocationCard(data.branch!, { title: 'Visit our Taunton office' })]),
        properties: blocks([]),
      });
    }

    it('has one h1, the location card with merged hours, departments and staff with their enquiry links', async () => {
      await render(withMaps(mapsWith(undefined), <BranchPageView vm={branchPage()} />));
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).to.deep.equal([
        'Taunton office',
      ]);
      expect(screen.getByRole('link', { name: 'All our offices' }).getAttribute('href')).to.equal(
        '/branches',
      );
      await screen.findByRole('heading', { name: 'Visit our Taunton office' });
      expect(
        [...document.querySelectorAll('.location-card .opening-hours__row')].map(
          (row) => row.textContent,
        ),
      ).to.deep.equal(['Mon – Fri9am – 5:30pm', 'Sat – SunClosed']);
      expect(
        screen.getByRole('link', { name: 'Contact Lettings at Taunton' }).getAttribute('href'),
      ).to.equal('#/contact-office?department=1102');
      expect(
        screen
          .getByRole('link', { name: 'Email Lettings at taunton@oakfield.test' })
          .getAttribute('href'),
      ).to.equal('mailto:taunton@oakfield.test');
      expect(
        screen.getByRole('link', { name: 'Contact Eleanor Hartley' }).getAttribute('href'),
      ).to.equal('#/contact-staff-member/501');
      // Someone who takes no enquiries has no contact link, and an unsafe photo is not shown.
      const ada = screen.getByRole('heading', { level: 3, name: 'Ada Quill' }).closest('li')!;
      expect(within(ada).queryByRole('link')).to.equal(null);
      expect(ada.querySelector('img')).to.equal(null);
      expect(screen.getByRole('region', { name: 'Map of the Taunton office' }).className).to.equal(
        'lazy-map__region',
      );
    });
  });
});
