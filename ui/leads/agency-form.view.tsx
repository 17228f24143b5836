/**
 * An agency form's modal (a chunk of its own, app/overlays/agency-form.chunk.ts): the new-homes
 * interest form ('#/new-homes-enquiry') and the agency's other forms ('#/form/{id}', e.g. careers),
 * their fields in the form's own order: text and text areas, the locked development of interest,
 * the address lookup, the generic file-upload field; then the terms.
 */
import { observer } from 'mobx-react-lite';
import { UPLOAD_ACCEPT, VALIDATION_MESSAGES } from '../../core/index.js';
import { LeadModal } from './lead-modal.view.js';
import { TOKENS } from '../tokens.js';
import { useViewModelFor } from '../view-model-for.js';
import { AddressEntryFields } from './address-lookup.view.js';
import type {
  AgencyFormPart,
  AgencyFormTarget,
  AgencyFormViewModel,
} from './agency-form.view-model.js';
import {
  FileField,
  Honeypot,
  SubmitButton,
  TermsField,
  TextField,
  type TextFieldProps,
} from './form-fields.view.js';

export interface AgencyFormModalProps {
  readonly vm: AgencyFormViewModel;
  readonly onClose: () => void;
}

/** How the well-known fields are typed and autofilled (the platform's field names). */
const FIELD_INPUTS: Readonly<
  Record<string, Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>>
> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  tel_home: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  tel_mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  telephone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postcode: { autoComplete: 'postal-code' },
};

function Part({ vm, part }: { readonly vm: AgencyFormViewModel; readonly part: AgencyFormPart }) {
  const { form } = vm;
  const { element } = part;
  // The field as the form's element describes it: its name, its label, whether it must be given.
  const described = {
    form,
    field: element.fieldName,
    label: element.friendlyName,
    required: element.required,
  };
  switch (part.kind) {
    case 'locked':
      return (
        <TextField form={form} field={element.fieldName} label={element.friendlyName} disabled />
      );
    case 'address':
      return vm.address ? (
        <AddressEntryFields
          entry={vm.address}
          form={form}
          label={element.friendlyName}
          required={element.required}
        />
      ) : null;
    case 'file':
      return (
        <FileField {...described} accept={UPLOAD_ACCEPT} hint={VALIDATION_MESSAGES.fileHint} />
      );
    default:
      return (
        <TextField
          {...described}
          multiline={element.inputType === 'textarea'}
          {...(FIELD_INPUTS[element.fieldName] ?? { autoComplete: 'off' })}
        />
      );
  }
}

export const AgencyFormModal = observer(function AgencyFormModal({
  vm,
  onClose,
}: AgencyFormModalProps) {
  const { form } = vm;
  return (
    <LeadModal vm={vm} onClose={onClose} sentText="Your details have been sent.">
      {vm.development ? (
        <p className="lead-form__intro">
          Register your interest in {vm.development} and our new homes team will send you plans,
          prices and release dates.
        </p>
      ) : null}
      {vm.parts.map((part) => (
        <Part key={part.element.fieldName} vm={vm} part={part} />
      ))}
      <Honeypot form={form} />
      <TermsField form={form} />
      <SubmitButton form={form}>{vm.development ? 'Register interest' : 'Send'}</SubmitButton>
    </LeadModal>
  );
});

export interface AgencyFormChunkProps {
  readonly target: AgencyFormTarget;
  readonly onClose: () => void;
}

/** The chunk's connected view: the form's view-model from the container, for the route's target. */
export default function AgencyFormChunkView({ target, onClose }: AgencyFormChunkProps) {
  return (
    <AgencyFormModal vm={useViewModelFor(TOKENS.agencyFormViewModel, target)} onClose={onClose} />
  );
}
