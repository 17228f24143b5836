/**
 * The inputs of the calculator tabs: a labelled text field with its unit, hint and error, and a
 * checkbox with an optional hint. Inputs are numeric-keyboard, autocomplete off, with aria-invalid
 * and their hint and error linked by aria-describedby.
 */
import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

/** How an amount in pounds is typed (its £ shown, its unit read out). */
export const POUNDS = { prefix: '£', unit: 'pounds', inputMode: 'numeric' } as const;

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly inputMode: 'numeric' | 'decimal';
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly prefix?: string;
  readonly suffix?: string;
  /** The unit, for screen readers (the visible prefix or suffix is hidden from them). */
  readonly unit: string;
}

/** A labelled text input with optional hint and error, both linked by aria-describedby. */
export function Field({
  id,
  label,
  value,
  onChange,
  inputMode,
  error,
  hint,
  prefix,
  suffix,
  unit,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter((x) => x !== null)
    .join(' ');
  return (
    <div className={`calculator__field${error === undefined ? '' : ' calculator__field--invalid'}`}>
      <label className="calculator__label" htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({unit})</span>
      </label>
      <div className="calculator__input">
        {affix(prefix)}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {affix(suffix)}
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="calculator__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="calculator__error">
          {error}
        </p>
      )}
    </div>
  );
}

function affix(text: string | undefined): ReactNode {
  return text === undefined ? null : (
    <span className="calculator__affix" aria-hidden="true">
      {text}
    </span>
  );
}

interface CheckProps {
  readonly label: string;
  readonly hint?: string;
  readonly checked: boolean;
  readonly onChange: (ticked: boolean) => void;
}

export function Check({ label, hint, checked, onChange }: CheckProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="calculator__check">
      <label className="calculator__choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          aria-describedby={hint === undefined ? undefined : hintId}
        />
        <span>{label}</span>
      </label>
      {hint === undefined ? null : (
        <p id={hintId} className="calculator__choice-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface RadioChoicesProps<T extends string | number> {
  readonly legend: string;
  /** The radios' shared name (unique on the page). */
  readonly name: string;
  readonly choices: readonly { readonly value: T; readonly label: string }[];
  readonly selected: T;
  readonly onChange: (value: T) => void;
}

/** A row of radios in a fieldset named by its legend (arrow keys move between them natively). */
export function RadioChoices<T extends string | number>({
  legend,
  name,
  choices,
  selected,
  onChange,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className="calculator__options">
      <legend className="calculator__legend">{legend}</legend>
      <div className="calculator__choices">
        {choices.map(({ value, label }) => (
          <label key={value} className="calculator__choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected === value}
              onChange={() => onChange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
