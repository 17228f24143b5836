/**
 * The fields every lead form is made of, bound to a LeadFormModel: a labelled input or text area
 * whose error (SPEC §5's exact text) is linked with aria-describedby and aria-invalid, the terms
 * checkbox, the hidden honeypot, and the submit button that says it is sending. A field takes
 * focus when the model asks (the first error after a submit).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { FormValues, LeadFormModel } from './lead-form.model.js';

/** The model as the fields see it: any form's values and field names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields work with every form's own value type
type AnyForm = LeadFormModel<any, string>;

/** Focuses `ref` each time the form asks for `field`. */
function useFocusRequest(form: AnyForm, field: string, ref: { readonly current: HTMLElement | null }): void {
  const request = form.focusRequest;
  useEffect(() => {
    if (request?.field === field) ref.current?.focus();
  }, [request, field, ref]);
}

/** A field's error, under it, named by `id` for the field's aria-describedby; nothing when valid. */
function FieldError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error ? (
    <p id={id} className="form-field__error">
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  /** A short hint under the label. */
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

export const TextField = observer(function TextField(props: TextFieldProps) {
  const { form, field, label, required = false, type = 'text', autoComplete, multiline = false, hint, disabled = false, inputMode } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useFocusRequest(form, field, ref);
  const error = form.errorOf(field);
  const value = (form.values as FormValues)[field];
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    ref,
    id,
    name: field,
    value: typeof value === 'string' ? value : '',
    required,
    disabled: disabled || form.isSubmitting,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
    onBlur: () => form.blur(field),
    className: `form-field__input${error ? ' form-field__input--invalid' : ''}`,
  };
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => form.setValue(field, e.currentTarget.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => form.setValue(field, e.currentTarget.value)} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
});

export interface CheckboxFieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly children: ReactNode;
}

/** A checkbox with its label (the terms: 'You must agree to our terms & conditions' when unticked). */
export const CheckboxField = observer(function CheckboxField({ form, field, children }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  useFocusRequest(form, field, ref);
  const error = form.errorOf(field);
  const checked = (form.values as FormValues)[field] === true;
  return (
    <div className="form-field form-field--checkbox">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        name={field}
        className="form-field__checkbox"
        checked={checked}
        disabled={form.isSubmitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => form.setValue(field, e.currentTarget.checked)}
      />
      <label className="form-field__checkbox-label" htmlFor={id}>
        {children}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
});

/** The terms checkbox every lead form has (SPEC §5). */
export function TermsField({ form, field = 'terms' }: { readonly form: AnyForm; readonly field?: string }) {
  return (
    <CheckboxField form={form} field={field}>
      I agree to the terms &amp; conditions and to being contacted about my enquiry
    </CheckboxField>
  );
}

/**
 * The hidden honeypot field `body` (SPEC §3, §5): out of sight and out of the tab order, so only
 * a robot fills it; its value goes with the lead and the platform discards the lead.
 */
export const Honeypot = observer(function Honeypot({ form }: { readonly form: AnyForm }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="body" tabIndex={-1} autoComplete="off" value={form.honeypot} onChange={(e) => form.setHoneypot(e.currentTarget.value)} />
      </label>
    </div>
  );
});

export interface SubmitButtonProps {
  readonly form: AnyForm;
  readonly children: ReactNode;
  /** What the button says while sending. */
  readonly busyText?: string;
}

/** The submit button: while the form is sending it says so and cannot be pressed again. */
export const SubmitButton = observer(function SubmitButton({ form, children, busyText = 'Sending…' }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary form-submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
      {form.isSubmitting ? busyText : children}
    </button>
  );
});
