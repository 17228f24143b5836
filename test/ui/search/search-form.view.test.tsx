import { pagePerTest, render, screen, userSession } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import type { NavigationPort, Search } from '../../../core/index.js';
import { SearchFormModel } from '../../../ui/search/search-form.view-model.js';
import { SearchFormView } from '../../../ui/search/search-form.view.js';

const TAUNTON = { place_id: 'f58b2ee6', name: 'Taunton', county_name: 'Somerset' };

function aForm(search: Search, compact: boolean) {
  const navigation = { goTo: sinon.spy() } as unknown as NavigationPort & { goTo: sinon.SinonSpy };
  const vm = new SearchFormModel({
    search,
    places: [TAUNTON],
    defaultStatus: 'available',
    navigation,
  });
  return { vm, navigation, view: render(<SearchFormView vm={vm} compact={compact} />) };
}

/** What the browser would send for the form, field by field (hidden ones included). */
function sent(form: HTMLFormElement): string[] {
  const data = new (form.ownerDocument.defaultView as Window & typeof globalThis).FormData(form);
  return [...data.entries()].map(([name, value]) => `${name}=${String(value)}`);
}

describe('SearchFormView without JavaScript (jsdom)', () => {
  pagePerTest();

  it('is a GET of the search call, its fields named as the call reads them (never by React ids), the rest of the search hidden', async () => {
    const search: Search = {
      channel: 'lettings',
      placeId: 'f58b2ee6',
      placeSlug: 'taunton',
      place: TAUNTON,
      minBeds: 2,
      status: 'available',
      tags: ['garden'],
      sorted: 'most-recent-first',
      page: 2,
    };
    await aForm(search, true).view;
    const form = screen.getByRole('search') as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).to.deep.equal([
      'get',
      '/search',
    ]);
    expect(sent(form)).to.deep.equal([
      'tags=garden',
      'sorted=most-recent-first',
      'channel=lettings',
      'q=Taunton, Somerset',
      'min_beds=2',
      'max_beds=',
      'min_price=',
      'max_price=',
    ]);
    const names = [...form.querySelectorAll('[name]')].map(
      (field) => field.getAttribute('name') ?? '',
    );
    expect(
      names.filter((name) => /[«»:_]R/.test(name)),
      'React ids as names',
    ).to.deep.equal([]);
  });

  it('sends the status from its own select in the full form (not hidden twice), and the lettings flags when ticked', async () => {
    await aForm({ channel: 'lettings', status: 'let-agreed', pets: true }, false).view;
    const names = sent(screen.getByRole('search') as HTMLFormElement);
    expect(names.filter((field) => field.startsWith('status='))).to.deep.equal([
      'status=let-agreed',
    ]);
    expect(names).to.include('pets=true');
    expect(names.some((field) => field.startsWith('short_lets='))).to.equal(false);
  });

  it('with JavaScript, still searches through the app: the navigation port, never a form post', async () => {
    const { navigation, view } = aForm({ channel: 'sales' }, true);
    await view;
    const form = screen.getByRole('search') as HTMLFormElement;
    const submits: Event[] = [];
    form.addEventListener('submit', (event) => submits.push(event));
    await userSession().click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.goTo.args).to.deep.equal([['/search?channel=sales']]);
    const heldBack = submits.map((event) => event.defaultPrevented);
    expect(heldBack, 'the browser’s own submit held back').to.deep.equal([true]);
  });
});
