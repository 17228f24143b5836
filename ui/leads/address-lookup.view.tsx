/**
 * The address block of the lead forms (SPEC §4 "Address lookup"): a search box built to the
 * WAI-ARIA combobox pattern (list autocomplete, the suggestions a listbox; Down and Up move
 * through them, Enter picks, Escape closes the list, Tab leaves), a clear button, a polite status
 * ('Sorry we couldn't find that address', how many were found), then either the picked address on
 * one line (with Change and Edit) or the manual fields. Its model is ui/leads/address-lookup.model.ts.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AddressEntry, AddressLookupModel } from './address-lookup.model.js';
import type { LeadFormModel } from './lead-form.model.js';
import { afterPress, followPresses } from './after-press.js';
import { TextField } from './form-fields.view.js';
import { FieldHead, describedByOf, focusShowingField } from './field-parts.view.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the block works with every form that has the address fields
type AnyForm = LeadFormModel<any, string>;

export interface AddressSearchProps {
  readonly lookup: AddressLookupModel;
  readonly form: AnyForm;
  /** The form field whose error the search shows ('address': 'You must enter a valid address'). */
  readonly field: string;
  readonly label: string;
  readonly hint?: string;
  readonly inputRef: { readonly current: HTMLInputElement | null };
  /** The address must be given (the label is starred); true unless the form says otherwise. */
  readonly required?: boolean;
}

/**
 * Scrolls `element` into sight in every box that scrolls it (the modal's body, the list), by the
 * least that shows it: all of it where it fits, else from its top. `smooth` moves there smoothly,
 * never when the visitor asks for reduced motion.
 */
function scrollIntoSight(element: Element, smooth: boolean): void {
  // Not every DOM has scrolling (jsdom has no scrollIntoView nor matchMedia).
  if (typeof element.scrollIntoView !== 'function') return;
  const motion = element.ownerDocument.defaultView?.matchMedia?.(
    '(prefers-reduced-motion: reduce)',
  );
  const behavior = smooth && motion?.matches === false ? 'smooth' : 'auto';
  element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior });
}

/**
 * Keeps the suggestions in sight: as they open or change, the box and its list are scrolled into
 * the modal's view (the list sits in the form's flow, below the box, often below the fold on a
 * phone); `showActive` scrolls the option the arrow keys moved to into the list's and the modal's
 * view at once, as a listbox's selection follows the keys (not the mouse: the list would move
 * under it).
 */
function useSuggestionsInSight(lookup: AddressLookupModel) {
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { expanded } = lookup;
  const count = lookup.suggestions.length;
  useEffect(() => {
    if (expanded && count > 0 && boxRef.current) scrollIntoSight(boxRef.current, true);
  }, [expanded, count]);
  const showActive = (): void => {
    const option = lookup.expanded ? listRef.current?.children[lookup.activeIndex] : undefined;
    if (option) scrollIntoSight(option, false);
  };
  return { boxRef, listRef, showActive };
}

/** The search box and its suggestions (WAI-ARIA combobox with a listbox popup). */
export const AddressSearch = observer(function AddressSearch({
  lookup,
  form,
  field,
  label,
  hint,
  inputRef,
  required = true,
}: AddressSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messageId = `${id}-message`;
  const error = form.errorOf(field);
  const request = form.focusRequest;
  useEffect(() => {
    if (request?.field === field && inputRef.current) focusShowingField(inputRef.current);
  }, [request, field, inputRef]);
  const active = lookup.activeSuggestion;
  const { boxRef, listRef, showActive } = useSuggestionsInSight(lookup);
  const optionId = (index: number) => `${id}-option-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      lookup.moveActive(event.key === 'ArrowDown' ? 1 : -1);
      showActive();
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted address; with none it must not send the form either.
      event.preventDefault();
      lookup.chooseActive();
    } else if (event.key === 'Escape' && lookup.expanded) {
      // The list closes; the dialog around it stays open (it leaves a handled Escape alone).
      event.preventDefault();
      lookup.collapse();
    } else if (event.key === 'Tab') {
      lookup.collapse();
    }
  };
  const message = lookup.inlineMessage;
  const describedBy = describedByOf(hint && hintId, message && messageId, error && errorId);
  return (
    <div className="form-field address-search">
      <FieldHead id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <div className="address-search__box" ref={boxRef}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className={`form-field__input address-search__input${error ? ' form-field__input--invalid' : ''}`}
          value={lookup.query}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={lookup.expanded}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(lookup.activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={form.isSubmitting}
          onChange={(e) => lookup.setQuery(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={(e) => followPresses(e.currentTarget.ownerDocument)}
          onBlur={(e) => {
            // The list closing and the error showing move what is below: not under a press.
            afterPress(e.currentTarget.ownerDocument, () => {
              lookup.collapse();
              // Left with something typed but nothing picked: the error shows. Passing through
              // an empty box does not (its error would push the form down under a later click).
              if (lookup.query.trim() !== '') form.blur(field);
            });
          }}
        />
        {lookup.query !== '' ? (
          <button
            type="button"
            className="address-search__clear"
            aria-label="Clear the address search"
            onClick={() => {
              lookup.clear();
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Addresses found"
          className="address-search__list"
          hidden={!lookup.expanded}
        >
          {lookup.suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === lookup.activeIndex}
              className={`address-search__option${index === lookup.activeIndex ? ' address-search__option--active' : ''}`}
              // mousedown, not click: the box keeps focus (its blur would close the list first).
              onMouseDown={(e) => {
                e.preventDefault();
                lookup.choose(suggestion);
              }}
              onMouseMove={() => lookup.setActive(index)}
            >
              {suggestion.address}
            </li>
          ))}
        </ul>
      </div>
      {message ? (
        <p id={messageId} className="address-search__message">
          {message}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {lookup.announcement}
      </p>
    </div>
  );
});

/** A button that moves the block to the search or to the manual fields (not while the form is sending). */
function ModeButton({
  onPress,
  busy,
  children,
}: {
  readonly onPress: () => void;
  readonly busy: boolean;
  readonly children: ReactNode;
}) {
  return (
    <button type="button" className="text-button" onClick={onPress} disabled={busy}>
      {children}
    </button>
  );
}

export interface AddressEntryFieldsProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the block works with every form that has the address fields
  readonly entry: AddressEntry<any>;
  readonly form: AnyForm;
  /** The block's label, e.g. 'Property address'. */
  readonly label: string;
  /** The address must be given (its label is starred); true unless the form says otherwise. */
  readonly required?: boolean;
}

/** The whole address block: search, the picked address, or the manual fields (SPEC §4 "Address lookup"). */
export const AddressEntryFields = observer(function AddressEntryFields({
  entry,
  form,
  label,
  required = true,
}: AddressEntryFieldsProps) {
  const labelId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const manualRef = useRef<HTMLFieldSetElement>(null);
  const request = entry.focusRequest;
  useEffect(() => {
    if (request === undefined) return;
    if (request.target === 'search') searchRef.current?.focus();
    else if (request.target === 'summary') summaryRef.current?.focus();
    else manualRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [request]);
  const busy = form.isSubmitting;
  switch (entry.mode) {
    case 'chosen':
      return (
        <div
          className="address-chosen"
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={labelId}
        >
          <p className="form-field__label" id={labelId}>
            {label}
          </p>
          <p className="address-chosen__line">{entry.oneLine}</p>
          <div className="address-chosen__actions">
            <ModeButton onPress={() => entry.searchAgain()} busy={busy}>
              Change address
            </ModeButton>
            <ModeButton onPress={() => entry.enterManually()} busy={busy}>
              Edit address
            </ModeButton>
          </div>
        </div>
      );
    case 'manual':
      return (
        <fieldset className="address-manual" ref={manualRef}>
          <legend className="form-field__label">{label}</legend>
          <div className="lead-form__row lead-form__row--two">
            <TextField form={form} field="house_number" label="House number" autoComplete="off" />
            <TextField form={form} field="house_name" label="House name" autoComplete="off" />
          </div>
          <TextField
            form={form}
            field="street"
            label="Street"
            required
            autoComplete="address-line1"
          />
          <div className="lead-form__row lead-form__row--two">
            <TextField
              form={form}
              field="town"
              label="Town"
              required
              autoComplete="address-level2"
            />
            <TextField form={form} field="county" label="County" autoComplete="address-level1" />
          </div>
          <div className="address-manual__postcode">
            <TextField
              form={form}
              field="postcode"
              label="Postcode"
              required
              autoComplete="postal-code"
            />
          </div>
          <ModeButton onPress={() => entry.searchAgain()} busy={busy}>
            Search for the address instead
          </ModeButton>
        </fieldset>
      );
    default:
      return (
        <div className="address-entry">
          <AddressSearch
            lookup={entry.lookup}
            form={form}
            field="address"
            label={label}
            hint="Start typing the postcode or the first line of the address"
            inputRef={searchRef}
            required={required}
          />
          <ModeButton onPress={() => entry.enterManually()} busy={busy}>
            Enter the address manually
          </ModeButton>
        </div>
      );
  }
});
