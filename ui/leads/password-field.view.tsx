/**
 * A password field: a "Show password" button beside it (a password is easy to mistype unseen,
 * above all on a phone), and, for a new password, what the rule needs, said before typing and
 * ticked off as the visitor types (its view-model's `passwordRequirements`, from core). The list is the field's hint, so
 * a screen reader hears it on reaching the field; it is not a live region, which would speak at
 * every key. The password shows as dots again when the form is sent, so the browser offers to save
 * it as a password.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PasswordRequirement } from '../../core/index.js';
import {
  FieldFrame,
  describedByOf,
  fieldLeaving,
  useField,
  type FieldProps,
} from './field-parts.view.js';

/** `hint` is for a field without a rule (a new password's requirements are its hint). */
export interface PasswordFieldProps extends FieldProps {
  readonly autoComplete: 'current-password' | 'new-password';
  /** For a new password: what the rule needs, each part ticked once typed, listed under the label. */
  readonly requirements?: readonly PasswordRequirement[];
}

export const PasswordField = observer(function PasswordField(props: PasswordFieldProps) {
  const { form, field, label, autoComplete, required = true, requirements, hint } = props;
  const parts = useField<HTMLInputElement>(form, field);
  const { id, hintId, errorId, ref, error, value: raw } = parts;
  const [shown, setShown] = useState(false);
  const sending = form.isSubmitting;
  useEffect(() => {
    if (sending) setShown(false);
  }, [sending]);
  const value = typeof raw === 'string' ? raw : '';
  const describedBy = describedByOf(
    (requirements !== undefined || hint !== undefined) && hintId,
    error && errorId,
  );
  return (
    <FieldFrame
      field={parts}
      label={label}
      required={required}
      hint={requirements === undefined ? hint : undefined}
    >
      {requirements === undefined ? null : (
        <div id={hintId} className="password-rules">
          <p className="form-field__hint">Your password needs:</p>
          <ul className="password-rules__list">
            {requirements.map(({ requirement, met }) => (
              <li
                key={requirement}
                className={`password-rules__item${met ? ' password-rules__item--met' : ''}`}
              >
                {requirement}
                {met ? <span className="visually-hidden"> (done)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="password-input">
        <input
          ref={ref}
          id={id}
          name={field}
          type={shown ? 'text' : 'password'}
          value={value}
          required={required}
          disabled={sending}
          autoComplete={autoComplete}
          // A shown password is still a password: no spelling fixes or capitals the visitor did not type.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`form-field__input password-input__control${error ? ' form-field__input--invalid' : ''}`}
          {...fieldLeaving(form, field)}
          onChange={(e) => form.setValue(field, e.currentTarget.value)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={id}
          disabled={sending}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </FieldFrame>
  );
});
