/**
 * The viewing modal ('#/book-a-viewing', a chunk of its own): the property, the visitor's details,
 * when they would like to view, their message, their address (optional, folded away), the terms.
 */
import { observer } from 'mobx-react-lite';
import { telHref } from '../../core/index.js';
import { LeadModal } from './lead-modal.view.js';
import {
  ContactFields,
  Honeypot,
  SelectField,
  SubmitButton,
  TermsField,
  TextField,
} from './form-fields.view.js';
import type { ViewingFormViewModel } from './viewing-form.view-model.js';

export interface ViewingModalProps {
  readonly vm: ViewingFormViewModel;
  readonly onClose: () => void;
}

function Subject({ vm }: { readonly vm: ViewingFormViewModel }) {
  return (
    <div className="lead-form__intro">
      <p className="lead-subject__name">{vm.address}</p>
      <p className="lead-subject__role">
        Tell us when suits you and {vm.officeName ? `our ${vm.officeName} office` : 'we'} will call
        to confirm your viewing.
      </p>
    </div>
  );
}

/** The telephone, after the form: a visitor who would rather talk is not made to scroll back. */
function CallInstead({ vm }: { readonly vm: ViewingFormViewModel }) {
  const tel = vm.telephone ? telHref(vm.telephone) : undefined;
  if (!vm.telephone || !tel) return null;
  return (
    <p className="lead-subject__role">
      Prefer to talk? Call{' '}
      <a className="text-link" href={tel}>
        {vm.telephone}
      </a>
      .
    </p>
  );
}

export const ViewingModal = observer(function ViewingModal({ vm, onClose }: ViewingModalProps) {
  const { form } = vm;
  return (
    <LeadModal
      vm={vm}
      onClose={onClose}
      sentText={<>Your viewing request for {vm.address} has been sent.</>}
    >
      <Subject vm={vm} />
      <ContactFields form={form} />
      <fieldset className="lead-form__group">
        <legend className="form-field__label">When would you like to view?</legend>
        <div className="lead-form__row lead-form__row--two">
          <SelectField
            form={form}
            field="preferred_day"
            label="Preferred day"
            placeholder="No preference"
            options={vm.dayOptions}
          />
          <SelectField
            form={form}
            field="preferred_time"
            label="Preferred time"
            placeholder="Any time"
            options={vm.timeOptions}
          />
        </div>
      </fieldset>
      <TextField form={form} field="message" label="Message" required multiline />
      <details className="lead-form__more">
        <summary className="lead-form__more-summary">Add your address (optional)</summary>
        <div className="lead-form__more-body">
          <p className="form-field__hint">
            If you have a home to sell or let, we can tell you what it is worth.
          </p>
          <div className="lead-form__row lead-form__row--two">
            <TextField form={form} field="house_number" label="House number" autoComplete="off" />
            <TextField form={form} field="house_name" label="House name" autoComplete="off" />
          </div>
          <TextField form={form} field="street" label="Street" autoComplete="address-line1" />
          <div className="lead-form__row lead-form__row--two">
            <TextField form={form} field="town" label="Town" autoComplete="address-level2" />
            <TextField form={form} field="county" label="County" autoComplete="address-level1" />
          </div>
          <TextField form={form} field="postcode" label="Postcode" autoComplete="postal-code" />
        </div>
      </details>
      <Honeypot form={form} />
      <TermsField form={form} />
      <SubmitButton form={form}>Request viewing</SubmitButton>
      <CallInstead vm={vm} />
    </LeadModal>
  );
});

export default ViewingModal;
