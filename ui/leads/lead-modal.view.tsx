/**
 * The frame of a lead form's modal: the form while it is being filled in or sent, and once sent
 * the thank-you (a status, so a screen reader hears it) with a way to close.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { ModalFrame } from '../modal/modal-frame.view.js';
import type { FormStage } from './lead-form.model.js';

/** What the frame needs of a lead form's view-model: its title, its form's stage, and sending. */
export interface LeadModalSubject {
  readonly title: string;
  readonly form: { readonly stage: FormStage; readonly isSubmitting: boolean };
  submit(): Promise<unknown>;
}

export interface LeadModalProps {
  readonly vm: LeadModalSubject;
  readonly onClose: () => void;
  /** What the thank-you says once the form is sent (under 'Thank you', above a Close button). */
  readonly sentText: ReactNode;
  readonly children: ReactNode;
}

export const LeadModal = observer(function LeadModal({
  vm,
  onClose,
  sentText,
  children,
}: LeadModalProps) {
  const { title, form } = vm;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <ModalFrame title={title} onClose={onClose}>
      {form.stage === 'sent' ? (
        <div className="lead-sent" role="status">
          <h3 className="lead-sent__title">Thank you</h3>
          <p>{sentText}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form
          className="lead-form"
          noValidate
          onSubmit={submit}
          aria-busy={form.isSubmitting || undefined}
        >
          {children}
        </form>
      )}
    </ModalFrame>
  );
});
