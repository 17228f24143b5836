/**
 * The staff, office and department enquiry modal (a chunk of its own): who the enquiry goes to,
 * the form, and once sent a thank-you with a way back to the page.
 */
import { observer } from 'mobx-react-lite';
import { telHref } from '../../core/index.js';
import { LeadModal } from './lead-modal.view.js';
import type { ContactFormViewModel } from './contact-form.view-model.js';
import {
  ContactFields,
  Honeypot,
  SubmitButton,
  TermsField,
  TextField,
} from './form-fields.view.js';
import { RadioGroupField } from './radio-group.view.js';

export interface ContactFormModalProps {
  readonly vm: ContactFormViewModel;
  readonly onClose: () => void;
}

const CHANNELS = [
  { value: 'selling', label: 'Sales' },
  { value: 'letting', label: 'Lettings' },
] as const;

function Subject({ vm }: { readonly vm: ContactFormViewModel }) {
  const { subject } = vm;
  const tel = vm.telephone ? telHref(vm.telephone) : undefined;
  return (
    <div className="lead-subject">
      {subject.kind === 'staff' && subject.staff.photo ? (
        <img
          className="lead-subject__photo"
          src={subject.staff.photo}
          alt=""
          width={64}
          height={64}
        />
      ) : null}
      <div>
        {subject.kind === 'staff' ? (
          <>
            <p className="lead-subject__name">
              {subject.staff.firstName} {subject.staff.surname}
            </p>
            {subject.staff.jobTitle ? (
              <p className="lead-subject__role">{subject.staff.jobTitle}</p>
            ) : null}
          </>
        ) : null}
        {vm.property ? (
          <p className="lead-subject__role">About {vm.property.display_address}</p>
        ) : null}
        {vm.telephone && tel ? (
          <p className="lead-subject__role">
            Or call{' '}
            <a className="text-link" href={tel}>
              {vm.telephone}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export const ContactFormModal = observer(function ContactFormModal({
  vm,
  onClose,
}: ContactFormModalProps) {
  const { form } = vm;
  return (
    <LeadModal
      vm={vm}
      onClose={onClose}
      sentText="We have received your enquiry and our agent will be in touch soon."
    >
      <Subject vm={vm} />
      {vm.asksChannel ? (
        <RadioGroupField
          form={form}
          field="channel"
          legend="Is your enquiry about sales or lettings?"
          options={CHANNELS}
        />
      ) : null}
      <ContactFields form={form} />
      <TextField form={form} field="message" label="Message" multiline />
      <Honeypot form={form} />
      <TermsField form={form} />
      <SubmitButton form={form}>Send enquiry</SubmitButton>
    </LeadModal>
  );
});

export default ContactFormModal;
