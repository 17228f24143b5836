/**
 * The fields every lead form is made of, bound to a LeadFormModel: a labelled input or text area
 * whose error (SPEC §5's exact text) is linked with aria-describedby and aria-invalid, the terms
 * checkbox, the hidden honeypot, and the submit button that says it is sending. A field takes
 * focus when the model asks (the first error after a submit). The parts they are built of (ids,
 * label, error, focus and blur) are in field-parts.view.tsx.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { UNSELECTED_OPTION } from '../../core/index.js';
import type { LegalPurpose } from '../../core/index.js';
import {
  FieldError,
  FieldFrame,
  describedByOf,
  fieldLeaving,
  useField,
  type AnyForm,
  type FieldProps,
} from './field-parts.view.js';
import {
  NewTabNote,
  PrivacyNoticeText,
  TermsLabelText,
  useLegalLinks,
} from './legal-links.view.js';

export interface TextFieldProps extends FieldProps {
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
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
  const parts = useField<HTMLInputElement & HTMLTextAreaElement>(form, field);
  const { id, hintId, errorId, ref, error, value } = parts;
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
    <FieldFrame field={parts} label={label} required={required} hint={shownHint}>
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
    </FieldFrame>
  );
});

export interface FileFieldProps extends FieldProps {
  /** File types offered by the picker (core's UPLOAD_ACCEPT for an agency form's file field). */
  readonly accept?: string;
}

/**
 * The generic file-upload field (SPEC §5): the chosen file goes to the model (`setFile`); a file
 * over 10 MB, an empty one or one of a type the field does not take is refused there, and the
 * picker is emptied too, so what the visitor sees and what would be sent agree. The chosen file's
 * name and size show under it.
 */
export const FileField = observer(function FileField(props: FileFieldProps) {
  const { form, field, label, required = false, accept, hint } = props;
  const parts = useField<HTMLInputElement>(form, field);
  const { id, hintId, errorId, ref, error } = parts;
  const chosenId = `${id}-chosen`;
  const file = form.files[field] ?? null;
  useEffect(() => {
    // The model cleared the file (refused, or the form reset): empty the picker as well.
    if (file === null && ref.current) ref.current.value = '';
  }, [file, ref]);
  const describedBy = describedByOf(hint && hintId, file && chosenId, error && errorId);
  return (
    <FieldFrame field={parts} label={label} required={required} hint={hint}>
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
    </FieldFrame>
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

export interface SelectFieldProps extends FieldProps {
  readonly options: readonly SelectOption[];
  /** The first option's text, standing for "nothing chosen" (its value is 'default', SPEC §5). */
  readonly placeholder: string;
}

/** A labelled select; left on its placeholder it holds 'default', which core's rules treat as unanswered (SPEC §5). */
export const SelectField = observer(function SelectField(props: SelectFieldProps) {
  const { form, field, label, options, placeholder, required = false, hint } = props;
  const parts = useField<HTMLSelectElement>(form, field);
  const { id, hintId, errorId, ref, error, value } = parts;
  const describedBy = describedByOf(hint && hintId, error && errorId);
  return (
    <FieldFrame field={parts} label={label} required={required} hint={hint}>
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
    </FieldFrame>
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
  const { id, errorId, ref, error, value } = useField<HTMLInputElement>(form, field);
  return (
    <div className="form-field form-field--checkbox">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        name={field}
        className="form-field__checkbox"
        checked={value === true}
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

/** The visitor's names and email: required, with the same label and autocomplete on every form. */
function visitorField(
  field: string,
  label: string,
  autoComplete: string,
  type: TextFieldProps['type'] = 'text',
) {
  return function VisitorField({ form }: FormProp) {
    return (
      <TextField
        form={form}
        field={field}
        label={label}
        type={type}
        required
        autoComplete={autoComplete}
      />
    );
  };
}

export const FirstNameField = visitorField('first_name', 'First name', 'given-name');
export const LastNameField = visitorField('last_name', 'Last name', 'family-name');
export const EmailField = visitorField('email', 'Email', 'email', 'email');

/** A telephone number (the home one unless `field` says): the phone's number pad, autocomplete. */
export function TelephoneField({
  form,
  field = 'tel_home',
  label = 'Telephone',
  required = false,
  hint,
}: FormProp & {
  readonly field?: 'tel_home' | 'tel_mobile';
  readonly label?: string;
  readonly required?: boolean;
  readonly hint?: string;
}) {
  return (
    <TextField
      form={form}
      field={field}
      label={label}
      type="tel"
      required={required}
      autoComplete="tel"
      inputMode="tel"
      hint={hint}
    />
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
        <TelephoneField form={form} required />
      </div>
    </>
  );
}
