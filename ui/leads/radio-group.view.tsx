/**
 * A group of radio buttons bound to a text field of a LeadFormModel (a fieldset with its legend,
 * one value chosen), with the field's error linked like every other field's.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FormValues, LeadFormModel } from './lead-form.model.js';
import { FieldError } from './field-parts.view.js';

export interface RadioOption {
  readonly value: string;
  readonly label: string;
}

export interface RadioGroupFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields work with every form's own value type
  readonly form: LeadFormModel<any, string>;
  readonly field: string;
  readonly legend: string;
  readonly options: readonly RadioOption[];
}

export const RadioGroupField = observer(function RadioGroupField({
  form,
  field,
  legend,
  options,
}: RadioGroupFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const error = form.errorOf(field);
  const chosen = (form.values as FormValues)[field];
  return (
    <fieldset className="form-field form-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      <div className="form-choices__options">
        {options.map((option) => (
          <label key={option.value} className="form-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              disabled={form.isSubmitting}
              onChange={() => form.setValue(field, option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
});
