/**
 * The fields every lead form is made of, bound to a LeadFormModel: a labelled input or text area
 * whose error (SPEC §5's exact text) is linked with aria-describedby and aria-invalid, the terms
 * checkbox, the hidden honeypot, and the submit button that says it is sending. A field takes
 * focus when the model asks (the first error after a submit). The parts they are built of (ids,
 * label, error, focus and blur) are in field-parts.view.tsx.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { UNSELECTED_OPTION } from '../../core/index.js';
import type { LegalPurpose } from '../../core/index.js';
import type { FormValues } from './lead-form.model.js';
import {
  FieldError,
  FieldHead,
  describedByOf,
  fieldLeaving,
  useFieldIds,
  useFocusRequest,
  type AnyForm,
} from './field-parts.view.js';
import {
  NewTabNote,
  PrivacyNoticeText,
  TermsLabelText,
  useLegalLinks,
} from './legal-links.view.js';

export interface TextFieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  /** A short hint under the label. */
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

export const TextField = observer(function TextField(props: TextFieldProps) {
  const {
    form,
    field,
    label,
    required = false,
    type = 'text',
    autoComplete,
    multiline = false,
    hint,
    disabled = false,
    inputMode,
  } = props;
  const { id, hintId, errorId } = useFieldIds();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useFocusRequest(form, field, ref);
  const error = form.errorOf(field);
  const value = (form.values as FormValues)[field];
  // A hint that is the rule's own message (a new password's) is not said twice when it is the error.
  const shownHint = hint !== undefined && hint !== error ? hint : undefined;
  const describedBy = describedByOf(shownHint && hintId, error && errorId);
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
    ...fieldLeaving(form, field),
    className: `form-field__input${error ? ' form-field__input--invalid' : ''}`,
  };
  return (
    <div className="form-field">
      <FieldHead id={id} hintId={hintId} label={label} required={required} hint={shownHint} />
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          onChange={(e) => form.setValue(field, e.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(e) => form.setValue(field, e.currentTarget.value)}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
});

export interface FileFieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  /** File types offered by the picker (core's UPLOAD_ACCEPT for an agency form's file field). */
  readonly accept?: string;
  readonly hint?: string;
}

/**
 * The generic file-upload field (SPEC §5): the chosen file goes to the model (`setFile`); a file
 * over 10 MB, an empty one or one of a type the field does not take is refused there, and the
 * picker is emptied too, so what the visitor sees and what would be sent agree. The chosen file's
 * name and size show under it.
 */
export const FileField = observer(function FileField(props: FileFieldProps) {
  const { form, field, label, required = false, accept, hint } = props;
  const { id, hintId, errorId } = useFieldIds();
  const chosenId = `${id}-chosen`;
  const ref = useRef<HTMLInputElement>(null);
  useFocusRequest(form, field, ref);
  const error = form.errorOf(field);
  const file = form.files[field] ?? null;
  useEffect(() => {
    // The model cleared the file (refused, or the form reset): empty the picker as well.
    if (file === null && ref.current) ref.current.value = '';
  }, [file]);
  const describedBy = describedByOf(hint && hintId, file && chosenId, error && errorId);
  return (
    <div className="form-field">
      <FieldHead id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <input
        ref={ref}
        id={id}
        type="file"
        name={field}
        accept={accept}
        required={required}
        disabled={form.isSubmitting}
        className={`form-field__file${error ? ' form-field__input--invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          form.setFile(field, e.currentTarget.files?.[0] ?? null);
          // A refused file is cleared from the picker at once (the model holds none).
          if (!form.files[field]) e.currentTarget.value = '';
        }}
      />
      {file ? (
        <p id={chosenId} className="form-field__hint">
          Chosen: {file.name} ({formatFileSize(file.size)})
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
});

/** '2.4 MB', '350 KB' (in steps of 1024 bytes, as the 10 MB limit counts them). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly form: AnyForm;
  readonly field: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The first option's text, standing for "nothing chosen" (its value is 'default', SPEC §5). */
  readonly placeholder: string;
  readonly required?: boolean;
  readonly hint?: string;
}

/** A labelled select; left on its placeholder it holds 'default', which core's rules treat as unanswered (SPEC §5). */
export const SelectField = observer(function SelectField(props: SelectFieldProps) {
  const { form, field, label, options, placeholder, required = false, hint } = props;
  const { id, hintId, errorId } = useFieldIds();
  const ref = useRef<HTMLSelectElement>(null);
  useFocusRequest(form, field, ref);
  const error = form.errorOf(field);
  const value = (form.values as FormValues)[field];
  const describedBy = describedByOf(hint && hintId, error && errorId);
  return (
    <div className="form-field">
      <FieldHead id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <select
        ref={ref}
        id={id}
        name={field}
        className={`form-field__input form-field__select${error ? ' form-field__input--invalid' : ''}`}
        value={typeof value === 'string' && value !== '' ? value : UNSELECTED_OPTION}
        required={required}
        disabled={form.isSubmitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => form.setValue(field, e.currentTarget.value)}
        {...fieldLeaving(form, field)}
      >
        <option value={UNSELECTED_OPTION}>{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
export const CheckboxField = observer(function CheckboxField({
  form,
  field,
  children,
}: CheckboxFieldProps) {
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

/**
 * The terms checkbox every lead form has (SPEC §5), its label linking the agency's terms, and
 * the short privacy notice that goes by the send button (legal-links.view.tsx); `purpose` says
 * what the form's details are for (an enquiry unless an account form says otherwise).
 */
export interface TermsFieldProps {
  readonly form: AnyForm;
  readonly field?: string;
  readonly purpose?: LegalPurpose;
}

export function TermsField({ form, field = 'terms', purpose = 'enquiry' }: TermsFieldProps) {
  const links = useLegalLinks();
  const noteId = `${useId()}-new-tab`;
  return (
    <>
      <CheckboxField form={form} field={field}>
        <TermsLabelText purpose={purpose} links={links} noteId={noteId} />
      </CheckboxField>
      <PrivacyNoticeText purpose={purpose} links={links} noteId={noteId} />
      <NewTabNote id={noteId} />
    </>
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
        <input
          type="text"
          name="body"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(e) => form.setHoneypot(e.currentTarget.value)}
        />
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
export const SubmitButton = observer(function SubmitButton({
  form,
  children,
  busyText = 'Sending…',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary form-submit"
      disabled={form.isSubmitting}
      aria-busy={form.isSubmitting || undefined}
    >
      {form.isSubmitting ? busyText : children}
    </button>
  );
});

type FormProp = { readonly form: AnyForm };

/** The visitor's names and email: the same fields, labels and autocomplete on every form. */
export function FirstNameField({ form }: FormProp) {
  return (
    <TextField
      form={form}
      field="first_name"
      label="First name"
      required
      autoComplete="given-name"
    />
  );
}

export function LastNameField({ form }: FormProp) {
  return (
    <TextField
      form={form}
      field="last_name"
      label="Last name"
      required
      autoComplete="family-name"
    />
  );
}

export function EmailField({ form }: FormProp) {
  return (
    <TextField form={form} field="email" label="Email" type="email" required autoComplete="email" />
  );
}

/** The four contact fields every lead form starts with: names, email and telephone (SPEC §5). */
export function ContactFields({ form }: { readonly form: AnyForm }) {
  return (
    <>
      <div className="lead-form__row lead-form__row--two">
        <FirstNameField form={form} />
        <LastNameField form={form} />
      </div>
      <div className="lead-form__row lead-form__row--two">
        <EmailField form={form} />
        <TextField
          form={form}
          field="tel_home"
          label="Telephone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
    </>
  );
}
