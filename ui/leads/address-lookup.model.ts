/**
 * The UK address lookup of the lead forms (SPEC §4 "Address lookup", §5, §7 /address_lookup), for
 * any form whose address fields are core's `AddressEntryValues` (house_number, house_name, street,
 * town, county, postcode, addressChosen, manualAddress): the valuation forms use it, and so can
 * the new-homes form.
 *
 * - `AddressLookupModel`, the search: what the visitor types is searched 500 ms after the last
 *   keystroke (`debounceTime(ADDRESS_LOOKUP_DEBOUNCE_MS)`); each search and each pick replaces the
 *   one before it (`switchMap`), so a slow, stale answer never overwrites a newer one. Picking a
 *   suggestion fetches the full address. The suggestion list is a WAI-ARIA combobox's listbox:
 *   `activeIndex` is the option the arrow keys are on.
 * - `AddressEntry`, the address block of a form: the search, the picked address shown as one
 *   line, or the manual fields; switching between them keeps what was typed.
 *
 * rxjs is loaded only with the forms' chunks, never with a page.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EMPTY,
  Subject,
  asyncScheduler,
  debounceTime,
  from,
  map,
  merge,
  of,
  switchMap,
  type SchedulerLike,
} from 'rxjs';
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  VALIDATION_MESSAGES,
  addressFromLookup,
  formatLeadAddress,
  validateAddressEntry,
} from '../../core/index.js';
import type {
  AddressEntryValues,
  AddressLookupPort,
  AddressLookupResult,
  AddressSuggestion,
  Result,
} from '../../core/index.js';
import type { FieldsOf, LeadFormModel } from './lead-form.model.js';

/** Fewer characters than this are not searched (one letter matches half the country). */
export const ADDRESS_SEARCH_MIN_CHARS = 2;

export type AddressSearchStatus = 'idle' | 'searching' | 'found' | 'none' | 'failed';

/** What the lookup says (SPEC §5 for 'not found'; the others are the site's words). */
export const ADDRESS_LOOKUP_MESSAGES = {
  notFound: VALIDATION_MESSAGES.addressNotFound,
  /** The lookup itself failed (network, server error): the manual fields still work. */
  failed: "Sorry, the address search isn't working just now. Please enter your address by hand.",
  searching: 'Searching for addresses…',
} as const;

/** 'One address found' / '7 addresses found', for the screen reader's polite announcement. */
export function addressesFoundText(count: number): string {
  return count === 1
    ? '1 address found. Use the down arrow to choose it.'
    : `${count} addresses found. Use the up and down arrows to choose one.`;
}

export interface AddressLookupOptions {
  /** Called with the full address of the suggestion the visitor picked. */
  readonly onChosen: (address: AddressLookupResult) => void;
  /** Defaults to 500 ms (SPEC §9). */
  readonly debounceMs?: number;
  /** Defaults to rxjs's async scheduler (tests may pass a virtual one). */
  readonly scheduler?: SchedulerLike;
}

type Action =
  | { readonly kind: 'search'; readonly text: string }
  | { readonly kind: 'pick'; readonly suggestion: AddressSuggestion }
  | { readonly kind: 'cancel' };
type Answer =
  | { readonly kind: 'searching' }
  | { readonly kind: 'suggestions'; readonly result: Result<readonly AddressSuggestion[]> }
  | { readonly kind: 'address'; readonly result: Result<AddressLookupResult> };

export class AddressLookupModel {
  /** What is in the search box. */
  query = '';
  suggestions: readonly AddressSuggestion[] = [];
  status: AddressSearchStatus = 'idle';
  /** The option the arrow keys are on (-1: none). */
  activeIndex = -1;
  /** The suggestion list is open. */
  expanded = false;
  /** A picked suggestion's full address is on its way. */
  resolving = false;
  /** The full address of a pick could not be fetched. */
  pickFailed = false;

  private readonly typed$ = new Subject<string>();
  private readonly picked$ = new Subject<AddressSuggestion>();
  /** Drops whatever answer is on its way, at once (the box was cleared or emptied). */
  private readonly cancel$ = new Subject<void>();

  constructor(
    private readonly port: AddressLookupPort,
    private readonly options: AddressLookupOptions,
  ) {
    makeObservable(this, {
      query: observable,
      suggestions: observableRef,
      status: observable,
      activeIndex: observable,
      expanded: observable,
      resolving: observable,
      pickFailed: observable,
      activeSuggestion: computed,
      announcement: computed,
      inlineMessage: computed,
      setQuery: action,
      moveActive: action,
      setActive: action,
      choose: action,
      chooseActive: action,
      collapse: action,
      clear: action,
    });
  }

  /** Starts the search and pick streams; answers the function that stops them. */
  start(): () => void {
    const scheduler = this.options.scheduler ?? asyncScheduler;
    const searches = this.typed$.pipe(
      map((text): Action => ({ kind: 'search', text: text.trim() })),
      debounceTime(this.options.debounceMs ?? ADDRESS_LOOKUP_DEBOUNCE_MS, scheduler),
    );
    const picks = this.picked$.pipe(map((suggestion): Action => ({ kind: 'pick', suggestion })));
    const cancels = this.cancel$.pipe(map((): Action => ({ kind: 'cancel' })));
    const subscription = merge(searches, picks, cancels)
      .pipe(switchMap((next) => this.answersTo(next)))
      .subscribe((answer) => this.receive(answer));
    return () => subscription.unsubscribe();
  }

  get activeSuggestion(): AddressSuggestion | undefined {
    return this.expanded ? this.suggestions[this.activeIndex] : undefined;
  }

  /** The polite announcement of the search's state (the live region's text). */
  get announcement(): string {
    if (this.resolving) return 'Fetching the full address…';
    switch (this.status) {
      case 'searching':
        return ADDRESS_LOOKUP_MESSAGES.searching;
      case 'found':
        return addressesFoundText(this.suggestions.length);
      case 'none':
        return ADDRESS_LOOKUP_MESSAGES.notFound;
      case 'failed':
        return ADDRESS_LOOKUP_MESSAGES.failed;
      default:
        return '';
    }
  }

  /** What shows under the search box: 'Sorry we couldn't find that address', or that the lookup failed. */
  get inlineMessage(): string | undefined {
    if (this.status === 'none') return ADDRESS_LOOKUP_MESSAGES.notFound;
    if (this.status === 'failed' || this.pickFailed) return ADDRESS_LOOKUP_MESSAGES.failed;
    return undefined;
  }

  setQuery(text: string): void {
    this.query = text;
    this.pickFailed = false;
    if (text.trim().length < ADDRESS_SEARCH_MIN_CHARS) {
      this.suggestions = [];
      this.status = 'idle';
      this.expanded = false;
      this.activeIndex = -1;
      this.cancel$.next();
    }
    this.typed$.next(text);
  }

  /** Down (+1) or up (-1) the list, wrapping round; opens a closed list on the first press. */
  moveActive(delta: 1 | -1): void {
    const count = this.suggestions.length;
    if (count === 0) return;
    if (!this.expanded) {
      this.expanded = true;
      this.activeIndex = delta === 1 ? 0 : count - 1;
      return;
    }
    this.activeIndex =
      this.activeIndex < 0
        ? delta === 1
          ? 0
          : count - 1
        : (this.activeIndex + delta + count) % count;
  }

  setActive(index: number): void {
    this.activeIndex = index >= 0 && index < this.suggestions.length ? index : -1;
  }

  /** Picks a suggestion: the list closes and its full address is fetched. */
  choose(suggestion: AddressSuggestion): void {
    this.query = suggestion.address;
    this.expanded = false;
    this.activeIndex = -1;
    this.resolving = true;
    this.pickFailed = false;
    this.picked$.next(suggestion);
  }

  /** Enter on the list: picks the active suggestion; answers whether there was one. */
  chooseActive(): boolean {
    const suggestion = this.activeSuggestion;
    if (suggestion === undefined) return false;
    this.choose(suggestion);
    return true;
  }

  /** Closes the list without choosing (Escape, Tab, leaving the box). */
  collapse(): void {
    this.expanded = false;
    this.activeIndex = -1;
  }

  /** The clear button: an empty box, no list, no message; an answer still on its way is dropped. */
  clear(): void {
    this.query = '';
    this.suggestions = [];
    this.status = 'idle';
    this.resolving = false;
    this.pickFailed = false;
    this.collapse();
    this.cancel$.next();
    this.typed$.next('');
  }

  private answersTo(next: Action) {
    if (next.kind === 'cancel') return EMPTY;
    if (next.kind === 'pick') {
      return from(this.port.resolve(next.suggestion.id)).pipe(
        map((result): Answer => ({ kind: 'address', result })),
      );
    }
    if (next.text.length < ADDRESS_SEARCH_MIN_CHARS) return EMPTY;
    return merge(
      of<Answer>({ kind: 'searching' }),
      from(this.port.autocomplete(next.text)).pipe(
        map((result): Answer => ({ kind: 'suggestions', result })),
      ),
    );
  }

  private receive(answer: Answer): void {
    runInAction(() => {
      if (answer.kind === 'searching') {
        this.status = 'searching';
        return;
      }
      if (answer.kind === 'suggestions') {
        const { result } = answer;
        this.suggestions = isLeft(result) ? [] : result.right;
        this.status = isLeft(result) ? 'failed' : result.right.length === 0 ? 'none' : 'found';
        this.expanded = this.suggestions.length > 0;
        this.activeIndex = -1;
        return;
      }
      this.resolving = false;
      if (isLeft(answer.result)) {
        this.pickFailed = true;
        return;
      }
      this.suggestions = [];
      this.status = 'idle';
      this.options.onChosen(answer.result.right);
    });
  }
}

/** Which part of the address block should take focus (after a pick, a change of mode). */
export type AddressFocusTarget = 'search' | 'summary' | 'manual';

/**
 * The address block of a lead form (SPEC §4 "Address lookup"): the lookup, the address it found
 * (one line, with Change and Edit), or the manual fields. It writes the form's address fields, so
 * what the visitor typed or picked goes with the form's draft and its validation.
 */
export class AddressEntry<
  V extends AddressEntryValues & FieldsOf<V>,
  F extends string = Extract<keyof V, string>,
> {
  readonly lookup: AddressLookupModel;
  /** Each time the block asks for focus, a new request. */
  focusRequest: { readonly target: AddressFocusTarget; readonly serial: number } | undefined =
    undefined;
  private serial = 0;

  constructor(
    private readonly form: LeadFormModel<V, F>,
    port: AddressLookupPort,
    options: Omit<AddressLookupOptions, 'onChosen'> = {},
  ) {
    this.lookup = new AddressLookupModel(port, {
      ...options,
      onChosen: (address) => this.useLookedUp(address),
    });
    makeObservable<AddressEntry<V, F>, 'ask' | 'useLookedUp'>(this, {
      focusRequest: observableRef,
      mode: computed,
      oneLine: computed,
      enterManually: action,
      searchAgain: action,
      ask: action,
      useLookedUp: action,
    });
  }

  start(): () => void {
    return this.lookup.start();
  }

  /** 'manual': the fields; 'chosen': the picked address on one line; 'search': the lookup. */
  get mode(): 'manual' | 'chosen' | 'search' {
    const values = this.values;
    if (values.manualAddress) return 'manual';
    return values.addressChosen ? 'chosen' : 'search';
  }

  /** The picked address on one line, as the lead sends it. */
  get oneLine(): string {
    return formatLeadAddress(this.values);
  }

  /** 'Enter address manually' (or 'Edit' the picked one): the manual fields, with what is there. */
  enterManually(): void {
    this.write({ manualAddress: true });
    this.ask('manual');
  }

  /** Back to the search ('Search for an address' from the manual fields, or 'Change' a picked one). */
  searchAgain(): void {
    this.write({ manualAddress: false, addressChosen: false });
    this.lookup.clear();
    this.ask('search');
  }

  private get values(): AddressEntryValues {
    return this.form.values;
  }

  private ask(target: AddressFocusTarget): void {
    this.serial += 1;
    this.focusRequest = { target, serial: this.serial };
  }

  /** A picked address fills the fields; one the rules refuse (no town, say) opens them to be put right. */
  private useLookedUp(result: AddressLookupResult): void {
    const address = addressFromLookup(result);
    this.write({ ...address, addressChosen: true, manualAddress: false });
    const complete = Object.keys(validateAddressEntry(this.values)).length === 0;
    if (complete) {
      this.ask('summary');
    } else {
      this.write({ manualAddress: true });
      for (const field of Object.keys(validateAddressEntry(this.values)))
        this.form.blur(field as F);
      this.ask('manual');
    }
  }

  private write(values: Partial<AddressEntryValues>): void {
    // The form's values type has these fields (V extends AddressEntryValues); the engine types
    // setValue per field of V, which TypeScript cannot relate to AddressEntryValues' own.
    const form = this.form as unknown as LeadFormModel<Readonly<Record<string, string | boolean>>>;
    for (const [field, value] of Object.entries(values)) form.setValue(field, value);
  }
}
