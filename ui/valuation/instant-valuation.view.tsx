/**
 * The instant valuation modal (a chunk of its own, SPEC §2 '#/valuation'): the address, the
 * property type and the bedrooms, then the estimated range with what it is based on, and the
 * call to action into '#/book-a-valuation' carrying what was typed.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { AddressEntryFields } from '../leads/address-lookup.view.js';
import { SelectField } from '../leads/form-fields.view.js';
import {
  BEDROOM_OPTIONS,
  INSTANT_VALUATION_MESSAGES,
  PROPERTY_TYPE_OPTIONS,
  type InstantValuationViewModel,
} from './instant-valuation.view-model.js';
import { overlayHref } from '../../core/index.js';

export const INSTANT_VALUATION_TITLE = 'Instant Valuation';
const BOOK_HREF = overlayHref('bookValuation');

export interface InstantValuationModalProps {
  readonly onClose: () => void;
}

type Vm = { readonly vm: InstantValuationViewModel };

const EstimateForm = observer(function EstimateForm({ vm }: Vm) {
  const { form } = vm;
  const busy = vm.phase === 'estimating';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p className="lead-form__intro">
        Get a guide price in seconds, worked out from homes we have sold near you.
      </p>
      <AddressEntryFields entry={vm.address} form={form} label="Property address" />
      <div className="lead-form__row lead-form__row--two">
        <SelectField
          form={form}
          field="property_type"
          label="Property type"
          placeholder="Choose a type"
          options={PROPERTY_TYPE_OPTIONS}
          required
        />
        <SelectField
          form={form}
          field="bedrooms"
          label="Bedrooms"
          placeholder="Choose"
          options={BEDROOM_OPTIONS}
          required
        />
      </div>
      {vm.failed ? (
        <p className="form-alert" role="alert">
          {INSTANT_VALUATION_MESSAGES.failed}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary form-submit"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? 'Working out your estimate…' : 'Get my estimate'}
      </button>
    </form>
  );
});

const EstimateResult = observer(function EstimateResult({
  vm,
  onClose,
}: Vm & { readonly onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const range = vm.rangeText;
  return (
    <div className="instant-result">
      <h3 ref={heading} className="valuation-screen__title" tabIndex={-1}>
        {range ? 'Your instant estimate' : 'We need a closer look'}
      </h3>
      <p className="instant-result__home">{vm.homeText}</p>
      {range ? (
        <>
          <p className="instant-result__range">{range}</p>
          <p className="instant-result__basis">
            {vm.basisText} An instant estimate is a guide: a valuer who sees the property can tell
            you what it will sell for.
          </p>
        </>
      ) : (
        <p>{INSTANT_VALUATION_MESSAGES.noEstimate}</p>
      )}
      <div className="valuation-actions">
        <a
          className="button button--primary"
          href={BOOK_HREF}
          onClick={() => vm.carryIntoBooking()}
        >
          Book a free valuation
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => vm.changeDetails()}
        >
          Change the details
        </button>
      </div>
      <button type="button" className="text-button" onClick={onClose}>
        Close
      </button>
    </div>
  );
});

export const InstantValuationView = observer(function InstantValuationView({
  vm,
  onClose,
}: Vm & InstantValuationModalProps) {
  const showing = vm.phase === 'estimate' || vm.phase === 'no-estimate';
  return (
    <ModalFrame title={INSTANT_VALUATION_TITLE} onClose={onClose}>
      <div className="valuation-modal">
        {showing ? <EstimateResult vm={vm} onClose={onClose} /> : <EstimateForm vm={vm} />}
      </div>
    </ModalFrame>
  );
});

/** The modal, connected: its view-model from the container (bound as the chunk arrives). */
export default function InstantValuationModal({ onClose }: InstantValuationModalProps) {
  return (
    <InstantValuationView vm={useViewModel(TOKENS.instantValuationViewModel)} onClose={onClose} />
  );
}
