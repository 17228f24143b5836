import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import {
  EMPTY_LEAD_ADDRESS,
  httpFailure,
  networkFailure,
  validateAddressEntry,
} from '../../../core/index.js';
import type {
  AddressEntryValues,
  AddressLookupPort,
  AddressLookupResult,
  AddressSuggestion,
  Result,
} from '../../../core/index.js';
import {
  AddressEntry,
  AddressLookupModel,
  addressesFoundText,
} from '../../../ui/leads/address-lookup.model.js';
import { LeadFormModel } from '../../../ui/leads/lead-form.model.js';

const PRIORY: AddressSuggestion = { id: 'addr-1', address: '12 Priory Avenue, Taunton, TA1 4AB' };
const PARK: AddressSuggestion = { id: 'addr-2', address: '3 Park Street, Taunton, TA1 4DG' };
const PRIORY_ADDRESS: AddressLookupResult = {
  building_number: '12',
  line_1: '12 Priory Avenue',
  town_or_city: 'Taunton',
  county: 'Somerset',
  postcode: 'TA1 4AB',
};

/** A deferred answer the test resolves when it likes. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A lookup port whose answers the test controls, recording every call. */
class FakeLookup implements AddressLookupPort {
  readonly searched: string[] = [];
  readonly resolved: string[] = [];
  answers = new Map<string, Promise<Result<readonly AddressSuggestion[]>>>();
  addresses = new Map<string, Promise<Result<AddressLookupResult>>>();
  autocomplete(text: string) {
    this.searched.push(text);
    return this.answers.get(text) ?? Promise.resolve(right([] as readonly AddressSuggestion[]));
  }
  resolve(id: string) {
    this.resolved.push(id);
    return this.addresses.get(id) ?? Promise.resolve(left(httpFailure(404)));
  }
}

describe('AddressLookupModel', () => {
  let clock: sinon.SinonFakeTimers;
  let port: FakeLookup;
  let chosen: AddressLookupResult[];
  let model: AddressLookupModel;
  let stop: () => void;

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    port = new FakeLookup();
    chosen = [];
    model = new AddressLookupModel(port, { onChosen: (address) => chosen.push(address) });
    stop = model.start();
  });
  afterEach(() => {
    stop();
    clock.restore();
  });

  const type = async (text: string) => {
    model.setQuery(text);
    await clock.tickAsync(0);
  };

  it('searches 500 ms after the last keystroke, once, with the text as typed', async () => {
    port.answers.set('priory', Promise.resolve(right([PRIORY])));
    await type('p');
    await type('pri');
    await type('priory ');
    await clock.tickAsync(499);
    expect(port.searched).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(port.searched).to.deep.equal(['priory']);
    expect(model.suggestions).to.deep.equal([PRIORY]);
    expect(model.status).to.equal('found');
    expect(model.expanded).to.equal(true);
    expect(model.announcement).to.equal(addressesFoundText(1));
  });

  it('never lets a slow, stale answer overwrite a newer one', async () => {
    const slow = deferred<Result<readonly AddressSuggestion[]>>();
    port.answers.set('priory', slow.promise);
    port.answers.set('park street', Promise.resolve(right([PARK])));
    await type('priory');
    await clock.tickAsync(500);
    expect(model.status).to.equal('searching');
    await type('park street');
    await clock.tickAsync(500);
    expect(model.suggestions).to.deep.equal([PARK]);
    slow.resolve(right([PRIORY]));
    await clock.tickAsync(0);
    expect(model.suggestions).to.deep.equal([PARK]);
  });

  it("says 'Sorry we couldn't find that address' when nothing matches", async () => {
    await type('zzzz');
    await clock.tickAsync(500);
    expect(model.status).to.equal('none');
    expect(model.inlineMessage).to.equal("Sorry we couldn't find that address");
    expect(model.announcement).to.equal("Sorry we couldn't find that address");
    expect(model.expanded).to.equal(false);
  });

  it('says the search is not working when the lookup fails, so the manual fields are the way on', async () => {
    port.answers.set('priory', Promise.resolve(left(networkFailure)));
    await type('priory');
    await clock.tickAsync(500);
    expect(model.status).to.equal('failed');
    expect(model.inlineMessage).to.match(/isn't working/);
  });

  it('does not search one character, and empties the list when the text gets that short', async () => {
    port.answers.set('pr', Promise.resolve(right([PRIORY])));
    await type('pr');
    await clock.tickAsync(500);
    expect(model.suggestions).to.have.length(1);
    await type('p');
    await clock.tickAsync(500);
    expect(port.searched).to.deep.equal(['pr']);
    expect(model.suggestions).to.deep.equal([]);
    expect(model.status).to.equal('idle');
  });

  it('moves through the list with the arrow keys, wrapping round, and Enter picks the active address', async () => {
    port.answers.set('taunton', Promise.resolve(right([PRIORY, PARK])));
    port.addresses.set(
      'addr-2',
      Promise.resolve(
        right({ line_1: '3 Park Street', town_or_city: 'Taunton', postcode: 'TA1 4DG' }),
      ),
    );
    await type('taunton');
    await clock.tickAsync(500);
    expect(model.activeIndex).to.equal(-1);
    expect(model.chooseActive()).to.equal(false);
    model.moveActive(1);
    model.moveActive(1);
    expect(model.activeSuggestion).to.deep.equal(PARK);
    model.moveActive(1);
    expect(model.activeIndex).to.equal(0);
    model.moveActive(-1);
    expect(model.activeIndex).to.equal(1);
    expect(model.chooseActive()).to.equal(true);
    expect(model.expanded).to.equal(false);
    expect(model.query).to.equal(PARK.address);
    expect(model.resolving).to.equal(true);
    await clock.tickAsync(0);
    expect(port.resolved).to.deep.equal(['addr-2']);
    expect(chosen).to.deep.equal([
      { line_1: '3 Park Street', town_or_city: 'Taunton', postcode: 'TA1 4DG' },
    ]);
    expect(model.resolving).to.equal(false);
  });

  it('opens a closed list with the arrow keys, and Escape closes it without choosing', async () => {
    port.answers.set('taunton', Promise.resolve(right([PRIORY, PARK])));
    await type('taunton');
    await clock.tickAsync(500);
    model.collapse();
    expect(model.expanded).to.equal(false);
    model.moveActive(-1);
    expect(model.expanded).to.equal(true);
    expect(model.activeSuggestion).to.deep.equal(PARK);
    model.setActive(0);
    expect(model.activeSuggestion).to.deep.equal(PRIORY);
    model.collapse();
    expect(model.activeSuggestion).to.equal(undefined);
    expect(chosen).to.deep.equal([]);
  });

  it('keeps only the latest pick when two are made before the first answers', async () => {
    const first = deferred<Result<AddressLookupResult>>();
    port.addresses.set('addr-1', first.promise);
    port.addresses.set('addr-2', Promise.resolve(right({ line_1: '3 Park Street' })));
    model.choose(PRIORY);
    model.choose(PARK);
    await clock.tickAsync(0);
    first.resolve(right(PRIORY_ADDRESS));
    await clock.tickAsync(0);
    expect(chosen).to.deep.equal([{ line_1: '3 Park Street' }]);
  });

  it('says so when the full address of a pick cannot be fetched', async () => {
    model.choose(PRIORY);
    await clock.tickAsync(0);
    expect(chosen).to.deep.equal([]);
    expect(model.pickFailed).to.equal(true);
    expect(model.inlineMessage).to.match(/isn't working/);
    await type('x');
    expect(model.pickFailed).to.equal(false);
  });

  it('clears the box, the list and any answer still on its way', async () => {
    const slow = deferred<Result<readonly AddressSuggestion[]>>();
    port.answers.set('priory', slow.promise);
    await type('priory');
    await clock.tickAsync(500);
    model.clear();
    slow.resolve(right([PRIORY]));
    await clock.tickAsync(1000);
    expect(model.query).to.equal('');
    expect(model.suggestions).to.deep.equal([]);
    expect(model.status).to.equal('idle');
    expect(model.announcement).to.equal('');
  });

  it('stops searching once stopped', async () => {
    stop();
    await type('priory');
    await clock.tickAsync(1000);
    expect(port.searched).to.deep.equal([]);
  });
});

describe('AddressEntry', () => {
  type Values = AddressEntryValues & { readonly first_name: string };
  const EMPTY: Values = {
    ...EMPTY_LEAD_ADDRESS,
    addressChosen: false,
    manualAddress: false,
    first_name: '',
  };
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => clock.restore());

  function anEntry(port: AddressLookupPort) {
    const form = new LeadFormModel<Values, keyof Values | 'address'>({
      formId: 'test',
      initial: EMPTY,
      validate: (v) => validateAddressEntry(v),
    });
    const entry = new AddressEntry(form, port);
    return { form, entry, stop: entry.start() };
  }

  it('starts on the search, and a pick fills the fields and shows the address on one line', async () => {
    const port = new FakeLookup();
    port.addresses.set('addr-1', Promise.resolve(right(PRIORY_ADDRESS)));
    const { form, entry, stop } = anEntry(port);
    expect(entry.mode).to.equal('search');
    expect(form.errors).to.deep.equal({ address: 'You must enter a valid address' });
    entry.lookup.choose(PRIORY);
    await clock.tickAsync(0);
    expect(entry.mode).to.equal('chosen');
    expect(form.values).to.include({
      house_number: '12',
      street: '12 Priory Avenue',
      town: 'Taunton',
      county: 'Somerset',
      postcode: 'TA1 4AB',
      addressChosen: true,
    });
    expect(entry.oneLine).to.equal('12 Priory Avenue, Taunton, Somerset, TA1 4AB');
    expect(entry.focusRequest?.target).to.equal('summary');
    expect(form.errors).to.deep.equal({});
    stop();
  });

  it('opens the manual fields, with the errors showing, when a picked address is incomplete', async () => {
    const port = new FakeLookup();
    port.addresses.set(
      'addr-1',
      Promise.resolve(right({ line_1: '12 Priory Avenue', postcode: 'TA1 4AB' })),
    );
    const { form, entry, stop } = anEntry(port);
    entry.lookup.choose(PRIORY);
    await clock.tickAsync(0);
    expect(entry.mode).to.equal('manual');
    expect(form.errorOf('town')).to.equal('Please enter a valid town');
    expect(entry.focusRequest?.target).to.equal('manual');
    stop();
  });

  it('switches to the manual fields and back to the search, keeping what was typed', () => {
    const { form, entry, stop } = anEntry(new FakeLookup());
    entry.enterManually();
    expect(entry.mode).to.equal('manual');
    form.setValue('street', 'Mill Lane');
    entry.searchAgain();
    expect(entry.mode).to.equal('search');
    expect(entry.focusRequest?.target).to.equal('search');
    expect(form.values.street).to.equal('Mill Lane');
    expect(form.errors).to.deep.equal({ address: 'You must enter a valid address' });
    stop();
  });
});
