import { actAsync, render, pagePerTest, screen, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { httpFailure } from '../../../core/failures/failures.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { SAVED_PROPERTIES_KEY } from '../../../core/user/saved-properties.js';
import { CompareSavedPropertiesView } from '../../../ui/user/compare-saved-properties.view.js';
import { CompareSavedPropertiesViewModel } from '../../../ui/user/compare-saved-properties.view-model.js';
import { SavedPropertiesTabView } from '../../../ui/user/saved-properties-tab.view.js';
import { SavedPropertiesTabViewModel } from '../../../ui/user/saved-properties-tab.view-model.js';
import { SavedPropertyCardsCache } from '../../../ui/user/saved-property-cards.cache.js';
import { aFullCard, aUserArea } from './user-builders.js';

async function renderTab(ids: readonly string[], onCompare: (path: string) => void) {
  const area = aUserArea();
  area.storage.write(SAVED_PROPERTIES_KEY, ids);
  area.savedProperties.loadFromStorage();
  new SavedPropertyCardsCache(area.storage).remember(...ids.map((id) => aFullCard(id)));
  const vm = new SavedPropertiesTabViewModel(
    area.savedProperties,
    area.propertiesServer,
    new SavedPropertyCardsCache(area.storage),
    [],
  );
  vm.start();
  return render(<SavedPropertiesTabView vm={vm} onCompare={onCompare} />);
}

describe('SavedPropertiesTabView: ticking to compare', () => {
  pagePerTest();

  it('offers no Compare button with fewer than two saved', async () => {
    await renderTab(['p1'], () => undefined);
    expect(screen.queryByRole('button', { name: 'Compare' })).to.equal(null);
  });

  it('ticks with checkboxes named by the property, and says why Compare cannot compare yet', async () => {
    const onCompare = sinon.spy();
    await renderTab(['p1', 'p2', 'p3'], onCompare);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare.getAttribute('aria-disabled')).to.equal('true');
    expect(compare.getAttribute('aria-describedby')).to.equal('compare-bar-status');
    expect(document.getElementById('compare-bar-status')?.textContent).to.equal(
      'Tick 2 to 4 properties to compare them.',
    );
    await actAsync(() => compare.click());
    expect(onCompare.called).to.equal(false);

    await actAsync(() =>
      screen.getByRole('checkbox', { name: 'Compare p1 High Street, Taunton' }).click(),
    );
    expect(document.getElementById('compare-bar-status')?.textContent).to.equal(
      'Tick 1 more property to compare.',
    );
    await actAsync(() =>
      screen.getByRole('checkbox', { name: 'Compare p2 High Street, Taunton' }).click(),
    );
    expect(compare.getAttribute('aria-disabled')).to.equal('false');
    await actAsync(() => compare.click());
    expect(onCompare.args).to.deep.equal([['/user/saved-properties/compare?ids=p2,p1']]);
  });
});

describe('CompareSavedPropertiesView', () => {
  pagePerTest();

  async function renderComparison(ids: string) {
    const vm = new CompareSavedPropertiesViewModel(
      {
        // Each property's page: `/properties/{id}` on the builders' cards.
        facts: async (url) =>
          url === '/properties/p2'
            ? left(httpFailure(500))
            : right({ card: aFullCard(url.slice(12)), material: { council_tax_band: 'C' } }),
      },
      // The saved list's cards.
      (id) => aFullCard(id, id === 'p2' ? { bedrooms: 5 } : {}),
      { branches: [], theme: decodeSiteSettings({}).settings.theme },
      { now: () => new Date('2026-11-28T12:00:00Z') },
    );
    const view = await render(<CompareSavedPropertiesView vm={vm} ids={ids} />);
    await actAsync(() => undefined);
    return { vm, view };
  }

  it('is a table with a column a property and the facts as row headers', async () => {
    await renderComparison('p1,p2');
    const table = screen.getByRole('table', { name: '2 saved properties side by side' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.querySelector('a')?.textContent)).to.deep.equal([
      'p1 High Street, Taunton',
      'p2 High Street, Taunton',
    ]);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => r.getAttribute('scope'))).to.include('row');
    expect(rows.map((r) => r.textContent)).to.include.members(['Council tax band', 'Bedrooms']);
    const band = rows.find((r) => r.textContent === 'Council tax band')!.parentElement!;
    expect(Array.from(band.querySelectorAll('td')).map((td) => td.textContent)).to.deep.equal([
      'Band C',
      'Not loaded',
    ]);
    const beds = rows.find((r) => r.textContent === 'Bedrooms')!.parentElement!;
    expect(Array.from(beds.querySelectorAll('td')).map((td) => td.textContent)).to.deep.equal([
      '3',
      '5',
    ]);
  });

  it('scrolls inside a named, focusable frame', async () => {
    await renderComparison('p1,p3');
    const region = screen.getByRole('region', { name: '2 saved properties side by side' });
    expect(region.getAttribute('tabindex')).to.equal('0');
    expect(region.querySelector('table')).to.not.equal(null);
  });

  it('says what failed, offers Try again, and moves focus to its heading', async () => {
    await renderComparison('p1,p2');
    expect(document.activeElement?.textContent).to.equal('Compare saved properties');
    expect(screen.getByRole('status').textContent).to.equal(
      'Comparing 2 properties. The details of 1 property could not be loaded.',
    );
    expect(screen.getByText(/could not be loaded for this property/)).to.not.equal(null);
    expect(screen.getByRole('button', { name: 'Try again' })).to.not.equal(null);
    expect(
      screen.getByRole('link', { name: 'Back to saved properties' }).getAttribute('href'),
    ).to.equal('#/user/saved-properties');
  });

  it('says why there is no table for fewer than two', async () => {
    await renderComparison('p1');
    expect(screen.getByText('Choose 2 to 4 saved properties to compare.')).to.not.equal(null);
    expect(screen.queryByRole('table')).to.equal(null);
  });
});
