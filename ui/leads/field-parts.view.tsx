/**
 * The parts every form field is built of: its ids, its label and hint, its error, the focus it
 * takes when the form asks, and the blur that shows its error once the press that moved focus
 * away has ended. Apart from the fields themselves (form-fields.view.tsx) so a field of its own
 * (a password, an address lookup, a radio group, an appointment picker) is built of the same parts.
 */
import { useEffect, useId, useRef, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { afterPress, followPresses } from './after-press.js';
import type { FormValues, LeadFormModel } from './lead-form.model.js';

/** The model as the fields see it: any form's values and field names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields work with every form's own value type
export type AnyForm = LeadFormModel<any, string>;

/** What every labelled field of a form takes: the form, the field's name, its label and hint. */
export interface FieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  /** A short hint under the label. */
  readonly hint?: string;
}

/**
 * The field was left for its form's submit button (a press on it): the submit shows every error
 * itself, and showing this one now would move the button from under the pointer before the press
 * ends, so the press would be lost.
 */
function leftForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget as
    (HTMLElement & { type?: string; form?: HTMLFormElement | null }) | null;
  const field = event.currentTarget as HTMLElement & { form?: HTMLFormElement | null };
  return (
    next !== null &&
    next.tagName === 'BUTTON' &&
    next.type === 'submit' &&
    next.form != null &&
    next.form === field.form
  );
}

/** The field was left for a control of its own (a password's "Show password"): it is still being filled in. */
function leftForOwnControl(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget as HTMLElement | null;
  return (
    next !== null &&
    event.currentTarget.id !== '' &&
    next.getAttribute('aria-controls') === event.currentTarget.id
  );
}

/**
 * A field's focus and blur handlers. Left, the field shows its error (unless it was left for the
 * submit button, which shows every error itself) once the press that moved focus away has ended
 * (after-press.ts): the error never pushes the control being pressed from under the pointer.
 */
export function fieldLeaving(form: AnyForm, field: string) {
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => followPresses(event.currentTarget.ownerDocument),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!leftForSubmit(event) && !leftForOwnControl(event))
        afterPress(event.currentTarget.ownerDocument, () => form.blur(field));
    },
  };
}

/**
 * Focuses a field's control with the whole field in view. Focus alone scrolls only the control
 * into view, which can leave its label cut off at the top of a scrolled modal (the label says what
 * to put right); so, as GOV.UK's error summary does, the field is scrolled into view first.
 */
export function focusShowingField(control: HTMLElement): void {
  const field = control.closest('.form-field') ?? control;
  // Not every DOM has scrolling (jsdom has no scrollIntoView).
  if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'nearest' });
  control.focus({ preventScroll: true });
}

/** Focuses `ref` each time the form asks for `field`. */
function useFocusRequest(
  form: AnyForm,
  field: string,
  ref: { readonly current: HTMLElement | null },
): void {
  const request = form.focusRequest;
  useEffect(() => {
    if (request?.field === field && ref.current) focusShowingField(ref.current);
  }, [request, field, ref]);
}

/** A field's label (with * when required) and the hint under it, named by `hintId`. */
export function FieldHead(props: {
  readonly id: string;
  readonly hintId: string;
  readonly label: string;
  readonly required: boolean;
  readonly hint?: string | undefined;
}) {
  const { id, hintId, label, required, hint } = props;
  return (
    <>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** What a field is built on (useField). */
export interface FieldParts<E extends HTMLElement> {
  /** The control's id, and the ids of its hint and its error. */
  readonly id: string;
  readonly hintId: string;
  readonly errorId: string;
  /** The control, focused each time the form asks for the field. */
  readonly ref: RefObject<E | null>;
  readonly error: string | undefined;
  /** The field's value in the form, as the form holds it. */
  readonly value: unknown;
}

/** A field's ids, its control's ref (focused when the form asks), its error and its value. */
export function useField<E extends HTMLElement>(form: AnyForm, field: string): FieldParts<E> {
  const id = useId();
  const ref = useRef<E>(null);
  useFocusRequest(form, field, ref);
  return {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    ref,
    error: form.errorOf(field),
    value: (form.values as FormValues)[field],
  };
}

/** A field: its label and hint, its control (`children`), then its error. */
export function FieldFrame({
  field,
  label,
  required,
  hint,
  children,
}: {
  readonly field: FieldParts<HTMLElement>;
  readonly label: string;
  readonly required: boolean;
  readonly hint: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className="form-field">
      <FieldHead
        id={field.id}
        hintId={field.hintId}
        label={label}
        required={required}
        hint={hint}
      />
      {children}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

/** The aria-describedby of a control: the ids of what is shown, in order; undefined when none. */
export function describedByOf(
  ...ids: readonly (string | false | null | undefined)[]
): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A field's error, under it, named by `id` for the field's aria-describedby; nothing when valid.
 * A message that carries its own '!' (SPEC §5 '! Please fill in this field.') gets no second one.
 */
export function FieldError({
  id,
  error,
}: {
  readonly id: string;
  readonly error: string | undefined;
}) {
  return error ? (
    <p
      id={id}
      className={`form-field__error${error.startsWith('!') ? ' form-field__error--marked' : ''}`}
    >
      {error}
    </p>
  ) : null;
}
