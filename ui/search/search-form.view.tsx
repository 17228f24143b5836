/**
 * The search form of the results page: channel, location with place suggestions
 * (WAI-ARIA combobox), bedroom and price ranges, property type and feature chips (toggle buttons
 * with aria-pressed), status, and the filters that apply (acreage; short lets and pets for
 * lettings). Every change goes through the view-model; submitting navigates to the search.
 * Without JavaScript the browser sends the form itself, to the same search (see the form).
 */
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { placeDisplayName, rangeFieldNames, SEARCH_FORM_NAMES } from '../../core/index.js';
import type { RangeFilter, Channel } from '../../core/index.js';
import { IconFrame } from '../content/line-icon.view.js';
import type { SearchFormModel, ToggleChip } from './search-form.view-model.js';
import { ACREAGE_STEPS, type Option } from './search-options.js';

const CHANNELS: readonly Option<Channel>[] = [
  { value: 'sales', label: 'For sale' },
  { value: 'lettings', label: 'To rent' },
];

const readNumber = (value: string): number | undefined =>
  value === '' ? undefined : Number(value);

interface RangeProps {
  readonly vm: SearchFormModel;
  readonly range: RangeFilter;
  readonly legend: string;
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly options: readonly Option<number>[];
}

/** One end of a range: a select named "Minimum …" or "Maximum …", with "No min" or "No max" first. */
function RangeEnd({
  id,
  end,
  legend,
  name,
  value,
  options,
  onChange,
}: {
  readonly id: string;
  readonly end: 'min' | 'max';
  readonly legend: string;
  readonly name: string;
  readonly value: number | undefined;
  readonly options: readonly Option<number>[];
  readonly onChange: (value: number | undefined) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {`${end === 'min' ? 'Minimum' : 'Maximum'} ${legend.toLowerCase()}`}
      </label>
      <select
        id={id}
        name={name}
        className="search-form__select"
        value={value ?? ''}
        onChange={(e) => onChange(readNumber(e.target.value))}
      >
        <option value="">{`No ${end}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Two selects, "Minimum …" and "Maximum …", in a fieldset named by the legend. */
const RangeSelects = observer(function RangeSelects({
  vm,
  range,
  legend,
  min,
  max,
  options,
}: RangeProps) {
  const id = useId();
  const [minName, maxName] = rangeFieldNames(range);
  return (
    <fieldset className="search-form__range">
      <legend className="search-form__label">{legend}</legend>
      <div className="search-form__pair">
        <RangeEnd
          id={`${id}-min`}
          end="min"
          legend={legend}
          name={minName}
          value={min}
          options={options}
          onChange={(value) => vm.setRange(range, value, max)}
        />
        <span className="search-form__to" aria-hidden="true">
          to
        </span>
        <RangeEnd
          id={`${id}-max`}
          end="max"
          legend={legend}
          name={maxName}
          value={max}
          options={options}
          onChange={(value) => vm.setRange(range, min, value)}
        />
      </div>
    </fieldset>
  );
});

function Chips({
  chips,
  onToggle,
  labelId,
}: {
  chips: readonly ToggleChip[];
  onToggle: (tag: string) => void;
  labelId: string;
}) {
  return (
    <div className="chips" role="group" aria-labelledby={labelId}>
      {chips.map((chip) => (
        <button
          key={chip.tag}
          type="button"
          className="chip"
          aria-pressed={chip.pressed}
          onClick={() => onToggle(chip.tag)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

/** Location field with place suggestions: the combobox pattern (list autocomplete). */
const LocationField = observer(function LocationField({ vm }: { vm: SearchFormModel }) {
  const id = useId();
  const listId = `${id}-places`;
  const suggestions = vm.suggestions;
  const expanded = vm.suggestionsOpen && suggestions.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      vm.moveSuggestion(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (vm.chooseActiveSuggestion()) event.preventDefault();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      vm.closeSuggestions();
    }
  };
  return (
    <div className="search-form__location">
      <label className="search-form__label" htmlFor={`${id}-input`}>
        Location
      </label>
      <div className="search-form__location-box">
        <IconFrame className="search-form__pin" size={18}>
          <path
            d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </IconFrame>
        <input
          id={`${id}-input`}
          name={SEARCH_FORM_NAMES.location}
          className="search-form__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          {...(expanded && vm.activeSuggestion >= 0
            ? { 'aria-activedescendant': `${listId}-${vm.activeSuggestion}` }
            : {})}
          autoComplete="off"
          placeholder="Town or postcode"
          value={vm.locationText}
          onChange={(e) => vm.setLocationText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => vm.closeSuggestions()}
        />
        {vm.locationText !== '' && (
          <button
            type="button"
            className="search-form__clear"
            aria-label="Clear location"
            onClick={() => vm.clearLocation()}
          >
            <CrossIcon size={16} strokeWidth={2} />
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested places"
          className="search-form__suggestions"
          hidden={!expanded}
        >
          {suggestions.map((place, i) => (
            // A combobox option: the keys (arrows, Enter, Escape) belong to the input that owns the list.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={place.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === vm.activeSuggestion}
              className="search-form__suggestion"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => vm.choosePlace(place)}
            >
              {placeDisplayName(place)}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        Type a place; suggestions appear below. Use the up and down arrows to pick one.
      </p>
    </div>
  );
});

export interface SearchFormViewProps {
  readonly vm: SearchFormModel;
  /** The short form of the home page and the not-found page: no "More filters" panel. */
  readonly compact?: boolean;
  /** The search landmark's name (default 'Property search'). */
  readonly label?: string;
}

/** The ✕ of a control that takes something away from the search (the place typed, a filter). */
export function CrossIcon({
  className,
  size,
  strokeWidth,
}: {
  readonly className?: string;
  readonly size: number;
  readonly strokeWidth: number;
}) {
  return (
    <IconFrame className={className} size={size}>
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </IconFrame>
  );
}

/**
 * A disclosure (WAI-ARIA pattern), closed at first: whether it is open, and what its button takes
 * (aria-expanded, aria-controls naming the panel `panelId`, a click that opens or closes it).
 */
export function useDisclosure(panelId: string) {
  const [open, setOpen] = useState(false);
  return {
    open,
    button: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
  } as const;
}

export const SearchFormView = observer(function SearchFormView({
  vm,
  compact = false,
  label = 'Property search',
}: SearchFormViewProps) {
  const id = useId();
  const more = useDisclosure(`${id}-more`);
  const draft = vm.draft;
  const tagCount = draft.tags?.length ?? 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    vm.submit();
  };
  return (
    // Without JavaScript the browser sends the form itself: a GET of the search call, its fields
    // named as the call reads them, and hidden fields for the rest of the search.
    <form
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      role="search"
      aria-label={label}
      method="get"
      action={vm.action}
      onSubmit={onSubmit}
      autoComplete="off"
    >
      {vm.hiddenFields(compact).map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <fieldset className="segmented">
        <legend className="visually-hidden">Looking to buy or rent</legend>
        {CHANNELS.map((channel) => (
          <label
            key={channel.value}
            className={`segmented__option${draft.channel === channel.value ? ' segmented__option--checked' : ''}`}
          >
            <input
              type="radio"
              name={SEARCH_FORM_NAMES.channel}
              value={channel.value}
              checked={draft.channel === channel.value}
              onChange={() => vm.setChannel(channel.value)}
            />
            <span>{channel.label}</span>
          </label>
        ))}
      </fieldset>

      <div className="search-form__main">
        <LocationField vm={vm} />
        <RangeSelects
          vm={vm}
          range="beds"
          legend="Bedrooms"
          min={draft.minBeds}
          max={draft.maxBeds}
          options={vm.bedroomChoices}
        />
        <RangeSelects
          vm={vm}
          range="price"
          legend={draft.channel === 'lettings' ? 'Rent per month' : 'Price'}
          min={draft.minPrice}
          max={draft.maxPrice}
          options={vm.priceChoices}
        />
        <div className="search-form__actions">
          {compact ? null : (
            <button
              type="button"
              className="button button--secondary search-form__more"
              {...more.button}
            >
              {tagCount > 0 ? `More filters (${tagCount})` : 'More filters'}
            </button>
          )}
          <button
            type="submit"
            className="button button--primary search-form__submit"
            disabled={vm.submitting}
          >
            {vm.submitting ? 'Searching…' : 'Search'}
          </button>
        </div>
      </div>

      {compact ? null : (
        <div id={`${id}-more`} className="search-form__more-panel" hidden={!more.open}>
          <div className="search-form__group">
            <p id={`${id}-types`} className="search-form__label">
              Property type
            </p>
            <Chips
              chips={vm.typeChips}
              onToggle={(tag) => vm.toggleTag(tag)}
              labelId={`${id}-types`}
            />
          </div>
          <div className="search-form__group">
            <p id={`${id}-features`} className="search-form__label">
              Features
            </p>
            <Chips
              chips={vm.featureChips}
              onToggle={(tag) => vm.toggleTag(tag)}
              labelId={`${id}-features`}
            />
          </div>
          {tagCount > 0 && (
            <button type="button" className="text-button" onClick={() => vm.removeAllTags()}>
              Clear property types and features
            </button>
          )}
          <div className="search-form__row">
            <div className="search-form__field">
              <label className="search-form__label" htmlFor={`${id}-status`}>
                Status
              </label>
              <select
                id={`${id}-status`}
                name={SEARCH_FORM_NAMES.status}
                className="search-form__select"
                value={draft.status ?? ''}
                onChange={(e) => vm.setStatus(e.target.value)}
              >
                {vm.statusChoices.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {vm.showAcreage && (
              <RangeSelects
                vm={vm}
                range="acreage"
                legend="Acreage"
                min={draft.minAcreage}
                max={draft.maxAcreage}
                options={ACREAGE_STEPS.map((acres) => ({
                  value: acres,
                  label: acres === 1 ? '1 acre' : `${acres} acres`,
                }))}
              />
            )}
            {vm.showLettingsFilters && (
              <fieldset className="search-form__checks">
                <legend className="search-form__label">Lettings</legend>
                <label className="check">
                  <input
                    type="checkbox"
                    name={SEARCH_FORM_NAMES.shortLets}
                    value="true"
                    checked={draft.shortLets === true}
                    onChange={(e) => vm.setFlag('shortLets', e.target.checked)}
                  />
                  Short lets only
                </label>
                <label className="check">
                  <input
                    type="checkbox"
                    name={SEARCH_FORM_NAMES.pets}
                    value="true"
                    checked={draft.pets === true}
                    onChange={(e) => vm.setFlag('pets', e.target.checked)}
                  />
                  Pets allowed
                </label>
              </fieldset>
            )}
          </div>
        </div>
      )}
    </form>
  );
});
