import { actAsync, currentDom, pagePerTest, pressKey, render } from '../support/dom.js';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import type { PropertyCard } from '../../../core/property/property.js';
import { ResultsView } from '../../../ui/search/results-page.view.js';
import type { IdleSchedulerPort as IdleScheduler } from '../../../core/ports/idle-scheduler.port.js';
import { aCard, aResultsPage, type PageOptions } from './results-builders.js';

interface ShowOptions {
  readonly renderSave?: (card: PropertyCard) => ReactNode;
  readonly revealScheduler?: IdleScheduler;
}

async function show(options: PageOptions = {}, extras: ShowOptions = {}) {
  const fixture = aResultsPage(options);
  fixture.vm.start();
  const view = await render(<ResultsView vm={fixture.vm} {...extras} />);
  return { ...fixture, view };
}

/** A page of `count` cards (ids from 1001), with more pages after it. */
function longPage(count: number): PageOptions {
  return {
    data: {
      results: Array.from({ length: count }, (_, i) => aCard(String(1001 + i))),
      pagination: {
        page: 1,
        per_page: count,
        total: count * 2,
        has_next_page: true,
        has_prev_page: false,
      },
    },
  };
}

/** An idle scheduler the test runs by hand: each `runIdle()` is one idle moment. */
function manualScheduler() {
  const queue: (() => void)[] = [];
  const schedule: IdleScheduler = (work) => {
    queue.push(work);
    return () => {
      const at = queue.indexOf(work);
      if (at >= 0) queue.splice(at, 1);
    };
  };
  const runIdle = async (): Promise<void> => {
    const pending = queue.splice(0);
    await actAsync(() => pending.forEach((work) => work()));
  };
  return { schedule, runIdle, pending: () => queue.length };
}

const shownCards = (): number => document.querySelectorAll('ul.results > li').length;

/** The form control a <label> names (by its text), wherever the label is. */
function control<T extends HTMLElement = HTMLElement>(label: string): T {
  const found = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no label '${label}'`);
  const target = found.htmlFor
    ? document.getElementById(found.htmlFor)
    : found.querySelector('input, select');
  if (!target) throw new Error(`label '${label}' names nothing`);
  return target as T;
}

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  const win = currentDom().window;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      text,
    );
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
  });
}

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  const win = currentDom().window;
  await actAsync(() => {
    select.value = value;
    select.dispatchEvent(new win.Event('change', { bubbles: true }));
  });
}

async function clickOn(element: Element): Promise<void> {
  const win = currentDom().window;
  await actAsync(() => {
    element.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button '${name}'`);
  return found;
}

describe('ResultsView', () => {
  pagePerTest();

  describe('the search form', () => {
    it('is a labelled search landmark whose every control has a name', async () => {
      await show();
      expect(document.querySelector('form[role="search"]')?.getAttribute('aria-label')).to.equal(
        'Property search',
      );
      expect(control<HTMLInputElement>('Location').value).to.equal('Taunton, Somerset');
      expect(control<HTMLSelectElement>('Minimum bedrooms').value).to.equal('2');
      expect(control<HTMLSelectElement>('Maximum bedrooms').value).to.equal('');
      expect(control('Minimum price').tagName).to.equal('SELECT');
      expect(control('Maximum price').tagName).to.equal('SELECT');
      expect(control('Status').tagName).to.equal('SELECT');
      expect(control<HTMLInputElement>('For sale').checked).to.equal(true);
      expect(control<HTMLInputElement>('To rent').checked).to.equal(false);
      expect(document.querySelector('h1.results-hero__title')?.textContent).to.equal(
        'Property for sale in Taunton',
      );
    });

    it('switches the price list to rents per month when To rent is chosen', async () => {
      await show();
      await clickOn(control('To rent'));
      expect(control<HTMLInputElement>('To rent').checked).to.equal(true);
      const options = [...control<HTMLSelectElement>('Minimum rent per month').options].map(
        (o) => o.textContent,
      );
      expect(options.slice(0, 2)).to.deep.equal(['No min', '£300 pcm']);
      expect(document.querySelector('input[type="checkbox"]')).to.not.equal(null);
    });

    it('shows tag chips as toggle buttons whose aria-pressed follows the search', async () => {
      const { vm } = await show();
      await clickOn(button('More filters'));
      const garden = button('Garden');
      expect(garden.getAttribute('aria-pressed')).to.equal('false');
      await clickOn(garden);
      expect(button('Garden').getAttribute('aria-pressed')).to.equal('true');
      expect(vm.form.draft.tags).to.include('garden');
      expect(button('Houses').getAttribute('aria-pressed')).to.equal('false');
      await clickOn(button('Clear property types and features'));
      expect(button('Garden').getAttribute('aria-pressed')).to.equal('false');
    });

    it('opens and closes the extra filters with a disclosure button', async () => {
      await show();
      const more = button('More filters');
      const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
      expect(more.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
      await clickOn(more);
      expect(more.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.hidden).to.equal(false);
    });

    it('is a combobox: suggestions in a listbox, arrow keys highlight, Enter chooses', async () => {
      const { vm } = await show({ path: '/property-for-sale', data: { place: undefined } });
      const input = control<HTMLInputElement>('Location');
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      await typeInto(input, 'tiv');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
      expect(listbox.getAttribute('role')).to.equal('listbox');
      expect(
        [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent),
      ).to.deep.equal(['Tiverton, Devon']);
      await actAsync(() => void pressKey(input, 'ArrowDown'));
      const active = input.getAttribute('aria-activedescendant')!;
      expect(document.getElementById(active)?.getAttribute('aria-selected')).to.equal('true');
      await actAsync(() => void pressKey(input, 'Enter'));
      expect(vm.form.draft).to.deep.include({ placeId: 'p-tiverton', q: 'Tiverton, Devon' });
      expect(input.value).to.equal('Tiverton, Devon');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
    });

    it('clears the location with a named button', async () => {
      const { vm } = await show();
      await clickOn(button('Clear location'));
      expect(control<HTMLInputElement>('Location').value).to.equal('');
      expect(vm.form.draft.placeId).to.equal(undefined);
    });

    it('submits to the /search call and shows that it is searching', async () => {
      const { navigation } = await show();
      await choose(control<HTMLSelectElement>('Maximum bedrooms'), '4');
      const win = currentDom().window;
      await actAsync(() => {
        document
          .querySelector('form')!
          .dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
      });
      expect(navigation.visited).to.deep.equal([
        '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Ffrom-2-bed%2Fup-to-4-bed',
      ]);
      expect(button('Searching…').disabled).to.equal(true);
      expect(document.querySelector('[role="status"]')?.textContent).to.equal('Updating results…');
    });
  });

  describe('the results', () => {
    it('announces the count in a polite status region', async () => {
      await show();
      const status = document.querySelector('.results-toolbar [role="status"]')!;
      expect(status.getAttribute('aria-live')).to.equal('polite');
      expect(status.textContent).to.equal('3 properties');
    });

    it('sorts with a labelled select of the seven orders; a change navigates', async () => {
      const { navigation } = await show();
      const sort = control<HTMLSelectElement>('Sort by');
      expect([...sort.options].map((o) => o.textContent)).to.deep.equal([
        'Recommended',
        'Lowest price first',
        'Highest price first',
        'Newest listings first',
        'Largest floor area first',
        'Smallest floor area first',
        'Most recently launched first',
        'Most recently updated first',
      ]);
      await choose(sort, 'most-expensive-first');
      expect(navigation.visited).to.deep.equal([
        '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Ffrom-2-bed%2Fmost-expensive-first',
      ]);
    });

    it('switches between grid and list with pressed toggle buttons', async () => {
      await show();
      expect(button('Grid').getAttribute('aria-pressed')).to.equal('true');
      await clickOn(button('List'));
      expect(button('List').getAttribute('aria-pressed')).to.equal('true');
      expect(button('Grid').getAttribute('aria-pressed')).to.equal('false');
      expect(document.querySelector('ul.results')?.className).to.contain('results--list');
    });

    it('renders a card per result with a link to the property; opening one marks it in the history', async () => {
      const { history } = await show();
      const links = [...document.querySelectorAll<HTMLAnchorElement>('.property-card__link')];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        '/properties/101/sales',
        '/properties/102/sales',
        '/properties/103/sales',
      ]);
      expect(document.querySelectorAll('h2.property-card__address')).to.have.length(3);
      const win = currentDom().window;
      await actAsync(() => {
        const click = new win.MouseEvent('click', { bubbles: true, cancelable: true });
        links[1]!.addEventListener('click', (e) => e.preventDefault());
        links[1]!.dispatchEvent(click);
      });
      expect(history.head?.clickedProperty).to.equal('102');
    });

    it('renders a page of up to 48 cards whole at once (every link in the first HTML)', async () => {
      const idle = manualScheduler();
      await show(longPage(48), { revealScheduler: idle.schedule });
      expect(shownCards()).to.equal(48);
      expect(document.querySelectorAll('a.property-card__link')).to.have.length(48);
      expect(idle.pending()).to.equal(0);
    });

    it("renders a long list's first screenful at once and the rest in idle-time batches, in order", async () => {
      const idle = manualScheduler();
      await show(longPage(130), { revealScheduler: idle.schedule });
      expect(shownCards()).to.equal(24);
      await idle.runIdle();
      expect(shownCards()).to.equal(64);
      await idle.runIdle();
      await idle.runIdle();
      expect(shownCards()).to.equal(130);
      expect(idle.pending()).to.equal(0);
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a.property-card__link')].map(
        (a) => a.getAttribute('href'),
      );
      expect(hrefs[0]).to.equal('/properties/1001/sales');
      expect(hrefs[129]).to.equal('/properties/1130/sales');
      expect(new Set(hrefs).size).to.equal(130);
    });

    it('re-renders no card when the search form changes, and only the list when the layout does', async () => {
      const renders: string[] = [];
      const renderSave = (card: PropertyCard): ReactNode => {
        renders.push(card.property_id);
        return null;
      };
      const idle = manualScheduler();
      await show(longPage(30), { renderSave, revealScheduler: idle.schedule });
      expect(renders).to.have.length(30);
      renders.length = 0;
      await choose(control<HTMLSelectElement>('Maximum price'), '500000');
      await clickOn(button('Garden'));
      await clickOn(control('To rent'));
      await typeInto(control<HTMLInputElement>('Location'), 'Tiv');
      expect(control<HTMLInputElement>('To rent').checked).to.equal(true);
      expect(renders).to.deep.equal([]);
      await clickOn(button('List'));
      expect(renders).to.have.length(30);
    });

    it("saves a card's property through the page's view-model, keeping its card for the saved tab", async () => {
      const { savedProperties } = await show();
      const first = document.querySelector<HTMLButtonElement>(
        '.property-card button[aria-pressed]',
      )!;
      expect(first.getAttribute('aria-pressed')).to.equal('false');
      await clickOn(first);
      expect(savedProperties.toggled.map((card) => card.property_id)).to.deep.equal(['101']);
      expect(
        document.querySelector('.property-card button[aria-pressed]')?.getAttribute('aria-pressed'),
      ).to.equal('true');
    });

    it('links pages with real hrefs, marking the current one', async () => {
      await show({
        path: '/property-for-sale/page-2',
        data: {
          place: undefined,
          pagination: { page: 2, per_page: 3, total: 9, has_next_page: true, has_prev_page: true },
        },
      });
      const nav = document.querySelector('nav[aria-label="Results pages"]')!;
      expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href')).to.equal(
        '/property-for-sale',
      );
      expect(nav.querySelector('a[rel="next"]')?.getAttribute('href')).to.equal(
        '/property-for-sale/page-3',
      );
      expect(nav.querySelector('[aria-current="page"]')?.textContent).to.equal('Page 2');
    });

    it('shows a helpful empty state: widen links and a save button', async () => {
      const { notifier } = await show({
        path: '/property-for-sale/up-to-100000',
        data: {
          place: undefined,
          results: [],
          pagination: { page: 1, total: 0, has_next_page: false, has_prev_page: false },
        },
      });
      expect(document.querySelector('.results-toolbar [role="status"]')?.textContent).to.equal(
        'No properties',
      );
      const empty = document.querySelector('.results-empty')!;
      expect(empty.querySelector('h2')?.textContent).to.equal(
        'No properties match this search yet',
      );
      expect([...empty.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
        'Any price',
      ]);
      const save = empty.querySelector('button')!;
      expect(save.getAttribute('aria-pressed')).to.equal('false');
      await clickOn(save);
      await actAsync(() => undefined);
      expect(notifier.successes).to.have.length(1);
      expect(
        document.querySelector('.results-empty button')?.getAttribute('aria-pressed'),
      ).to.equal('true');
    });
  });

  describe('filters, the folded form and list cards', () => {
    it('shows each filter as a link named "Remove filter: …" to the results without it', async () => {
      await show({ path: '/property-for-sale/within-5-miles/tag-garden' });
      const list = document.querySelector('ul[aria-label="Filters applied"]')!;
      const links = [...list.querySelectorAll('a')];
      expect(links.map((a) => a.textContent)).to.deep.equal([
        'Remove filter: Within 5 miles',
        'Remove filter: Garden',
      ]);
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        '/property-for-sale/gid-p-taunton/tag-garden',
        '/property-for-sale/gid-p-taunton/within-5-miles',
      ]);
      expect(list.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    });

    it('shows no list of filters when there are none', async () => {
      await show();
      expect(document.querySelector('ul[aria-label="Filters applied"]')).to.equal(null);
    });

    it('puts a one-line summary before the form: a disclosure button that opens the form in place', async () => {
      await show();
      const summary = document.querySelector<HTMLButtonElement>('button.results-search__summary')!;
      expect(summary.textContent).to.equal('For sale · Taunton · 2+ beds Edit');
      expect(summary.getAttribute('aria-expanded')).to.equal('false');
      const form = document.getElementById(summary.getAttribute('aria-controls')!)!;
      expect(form.querySelector('form[role="search"]')).to.not.equal(null);
      await clickOn(summary);
      expect(summary.getAttribute('aria-expanded')).to.equal('true');
      await clickOn(summary);
      expect(summary.getAttribute('aria-expanded')).to.equal('false');
    });

    it("adds a list card's summary, the day it was added and its branch to call; a grid card stays as it was", async () => {
      const card = aCard('101', {
        summary: 'A 3 bedroom house for sale in Taunton.',
        createdAt: '2026-11-03T09:00:00Z',
        branchID: 'b1',
      });
      const { vm } = await show({
        data: { results: [card] },
        branches: [
          {
            id: 'b1',
            branchName: 'Taunton',
            branchUrl: '/branches/taunton',
            branchSalesContactNumber: '01823 111111',
          },
        ],
      });
      expect(document.querySelector('.property-card__details')).to.equal(null);
      await actAsync(() => vm.setLayout('list'));
      const details = document.querySelector('.property-card--list .property-card__details')!;
      expect(details.querySelector('.property-card__summary')?.textContent).to.equal(
        'A 3 bedroom house for sale in Taunton.',
      );
      expect(details.querySelector('time')?.getAttribute('datetime')).to.equal('2026-11-03');
      expect(details.querySelector('time')?.textContent).to.equal('Added on 3 November 2026');
      expect(details.querySelector('.property-card__branch-name')?.textContent).to.equal(
        'Taunton branch',
      );
      const call = details.querySelector('a')!;
      expect([call.textContent, call.getAttribute('href')]).to.deep.equal([
        'Call 01823 111111',
        'tel:01823111111',
      ]);
    });
  });
});
