/**
 * The book-a-valuation modal (a chunk of its own): the three steps with their 'n/3' counter and
 * Back, or the single-step form; 'We are sorry' when no branch covers the postcode; thank you.
 * Each new screen puts focus on its heading, so a screen reader hears where it is.
 */
import { observer } from 'mobx-react-lite';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { AddressEntryFields } from '../leads/address-lookup.view.js';
import {
  ContactFields,
  Honeypot,
  SelectField,
  TermsField,
  TextField,
} from '../leads/form-fields.view.js';
import { RadioGroupField } from '../leads/radio-group.view.js';
import { DayPicker, TimeSlotPicker } from './appointment-picker.view.js';
import {
  STEP_TITLES,
  VALUATION_CHANNELS,
  VALUATION_REASONS,
  type BookValuationViewModel,
} from './book-valuation.view-model.js';

export const BOOK_VALUATION_TITLE = 'Book a valuation';

export interface BookValuationModalProps {
  readonly onClose: () => void;
  /** The route's query: a legacy calendar hands back its day and time there ('?date=…&time=…'). */
  readonly query?: string;
}

type Vm = { readonly vm: BookValuationViewModel };

/** The heading of the screen on show: focused when the modal opens and when the screen changes. */
const ScreenHeadingRef = createContext<RefObject<HTMLHeadingElement | null> | null>(null);

function ScreenHeading({ children }: { readonly children: ReactNode }) {
  return (
    <h3 ref={useContext(ScreenHeadingRef)} className="valuation-screen__title" tabIndex={-1}>
      {children}
    </h3>
  );
}

const Progress = observer(function Progress({ vm }: Vm) {
  const counter = vm.stepCounter;
  if (counter === undefined) return null;
  const step = Number(counter.split('/')[0]);
  return (
    <div className="valuation-progress">
      <p className="valuation-progress__text">
        Step <span className="valuation-progress__count">{counter}</span>
      </p>
      <ol className="valuation-progress__bar" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={n <= step ? 'valuation-progress__done' : undefined} />
        ))}
      </ol>
    </div>
  );
});

/** The form's failure (SPEC §8), above the buttons, as well as the toast. */
const FormAlert = observer(function FormAlert({ vm }: Vm) {
  return vm.error ? (
    <p className="form-alert" role="alert">
      {vm.error}
    </p>
  ) : null;
});

function Actions({ vm, children }: Vm & { readonly children: ReactNode }) {
  return (
    <div className="valuation-actions">
      <button type="button" className="button button--secondary" onClick={() => vm.back()}>
        Back
      </button>
      {children}
    </div>
  );
}

const BusyButton = observer(function BusyButton({
  vm,
  children,
}: Vm & { readonly children: ReactNode }) {
  const text =
    vm.state.kind === 'looking-up-branch'
      ? 'Checking your postcode…'
      : vm.busy
        ? 'Sending…'
        : children;
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={vm.busy || undefined}
      aria-busy={vm.busy || undefined}
    >
      {text}
    </button>
  );
});

/** Step 1 (or the first part of the single step): who, then where (the order core reports errors in, so the first error is the first on screen). */
const DetailsFields = observer(function DetailsFields({ vm }: Vm) {
  const { form } = vm;
  return (
    <>
      <ContactFields form={form} />
      <RadioGroupField
        form={form}
        field="channel"
        legend="Are you thinking of selling or letting?"
        options={VALUATION_CHANNELS}
      />
      <AddressEntryFields entry={vm.address} form={form} label="Property address" />
      <SelectField
        form={form}
        field="valuation_reason"
        label="Reason for the valuation"
        placeholder="Choose a reason (optional)"
        options={VALUATION_REASONS}
      />
    </>
  );
});

const DetailsStep = observer(function DetailsStep({ vm }: Vm) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.next();
  };
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={vm.busy || undefined}>
      <ScreenHeading>{STEP_TITLES[1]}</ScreenHeading>
      <p className="lead-form__intro">
        A local valuer will visit to tell you what your property is worth. It is free, with no
        obligation.
      </p>
      <DetailsFields vm={vm} />
      <FormAlert vm={vm} />
      <Actions vm={vm}>
        <BusyButton vm={vm}>Next</BusyButton>
      </Actions>
    </form>
  );
});

const TimesStep = observer(function TimesStep({ vm }: Vm) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.next();
  };
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <ScreenHeading>{STEP_TITLES[2]}</ScreenHeading>
      <DayPicker vm={vm} />
      <TimeSlotPicker vm={vm} />
      <Actions vm={vm}>
        <button type="submit" className="button button--primary">
          Next
        </button>
      </Actions>
    </form>
  );
});

function SummaryRow({
  term,
  children,
  onChange,
  changeLabel,
}: {
  readonly term: string;
  readonly children: ReactNode;
  readonly onChange?: () => void;
  readonly changeLabel?: string;
}) {
  return (
    <div className="valuation-summary__row">
      <dt>{term}</dt>
      <dd>
        {children}
        {onChange ? (
          <button
            type="button"
            className="text-button valuation-summary__change"
            onClick={onChange}
          >
            Change<span className="visually-hidden"> {changeLabel}</span>
          </button>
        ) : null}
      </dd>
    </div>
  );
}

const ConfirmStep = observer(function ConfirmStep({ vm }: Vm) {
  const { form } = vm;
  const { values } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  const reason = VALUATION_REASONS.find((r) => r.value === values.valuation_reason)?.label;
  const editDetails = form.isSubmitting ? undefined : () => vm.editStep(1);
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={vm.busy || undefined}>
      <ScreenHeading>{STEP_TITLES[3]}</ScreenHeading>
      <dl className="valuation-summary">
        <SummaryRow term="Property" onChange={editDetails} changeLabel="the property">
          {vm.address.oneLine}
        </SummaryRow>
        <SummaryRow term="Thinking of">
          {values.channel === 'letting' ? 'Letting' : 'Selling'}
        </SummaryRow>
        <SummaryRow term="Your details" onChange={editDetails} changeLabel="your details">
          {values.first_name} {values.last_name}
          <br />
          {values.email}
          <br />
          {values.tel_home}
        </SummaryRow>
        {reason ? <SummaryRow term="Reason">{reason}</SummaryRow> : null}
        <SummaryRow
          term="Visit"
          onChange={form.isSubmitting ? undefined : () => vm.editStep(2)}
          changeLabel="the day and times"
        >
          {vm.appointmentText}
        </SummaryRow>
      </dl>
      <TextField
        form={form}
        field="message"
        label="Anything we should know before the visit?"
        multiline
      />
      <Honeypot form={form} />
      <TermsField form={form} />
      <FormAlert vm={vm} />
      <Actions vm={vm}>
        <BusyButton vm={vm}>Send valuation request</BusyButton>
      </Actions>
    </form>
  );
});

const SingleStep = observer(function SingleStep({ vm }: Vm) {
  const { form } = vm;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={vm.busy || undefined}>
      <ScreenHeading>{STEP_TITLES[1]}</ScreenHeading>
      <p className="lead-form__intro">
        A local valuer will call you to arrange a visit. It is free, with no obligation.
      </p>
      <DetailsFields vm={vm} />
      <TextField form={form} field="message" label="Anything we should know?" multiline />
      <Honeypot form={form} />
      <TermsField form={form} />
      <FormAlert vm={vm} />
      <Actions vm={vm}>
        <BusyButton vm={vm}>Request a valuation</BusyButton>
      </Actions>
    </form>
  );
});

const CallUs = observer(function CallUs({ vm, lead }: Vm & { readonly lead: string }) {
  const tel = vm.telephone;
  if (!tel) return null;
  return (
    <p>
      {lead}{' '}
      <a className="text-link" href={tel.href}>
        {tel.text}
      </a>
      .
    </p>
  );
});

const NoBranch = observer(function NoBranch({
  vm,
  onClose,
}: Vm & { readonly onClose: () => void }) {
  const words = vm.noBranch;
  return (
    <div className="valuation-screen valuation-screen--sorry">
      <ScreenHeading>{words?.title}</ScreenHeading>
      <p className="valuation-screen__lead">{words?.text}</p>
      <CallUs vm={vm} lead={`If you would like to talk it over, call ${vm.agencyName} on`} />
      <div className="valuation-actions">
        <button type="button" className="button button--secondary" onClick={() => vm.back()}>
          Back to your details
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
});

const ThankYou = observer(function ThankYou({
  vm,
  onClose,
}: Vm & { readonly onClose: () => void }) {
  const { values } = vm.form;
  const office = vm.branchName ? `our ${vm.branchName} office` : 'our local office';
  const visit = vm.flow === 'three-step' ? vm.appointmentText : undefined;
  return (
    <div className="valuation-screen valuation-screen--thanks" role="status">
      <ScreenHeading>Thank you, {values.first_name.trim()}</ScreenHeading>
      <p className="valuation-screen__lead">
        Your valuation request for {vm.address.oneLine} has been sent to {office}.
      </p>
      <p>
        {visit
          ? `We will call you on ${values.tel_home.trim()} to confirm your visit on ${visit}.`
          : `We will call you on ${values.tel_home.trim()} to arrange a time to visit.`}
      </p>
      <CallUs vm={vm} lead="Any questions before then? Call us on" />
      <button type="button" className="button button--primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
});

export const BookValuationView = observer(function BookValuationView({
  vm,
  onClose,
}: Vm & BookValuationModalProps) {
  const screen = vm.screen;
  // The screen's heading has focus on opening (a long form: the visitor hears where they are and
  // Tab goes on to the first field) and again on each new screen.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(screen);
  useEffect(() => {
    if (screen === 'closed') onClose();
    if (screen !== shown.current) heading.current?.focus();
    shown.current = screen;
  }, [screen, onClose]);
  return (
    <ScreenHeadingRef.Provider value={heading}>
      <ModalFrame title={BOOK_VALUATION_TITLE} onClose={onClose} initialFocusRef={heading}>
        <div className="valuation-modal">
          <Progress vm={vm} />
          {screen === 'details' ? <DetailsStep vm={vm} /> : null}
          {screen === 'times' ? <TimesStep vm={vm} /> : null}
          {screen === 'confirm' ? <ConfirmStep vm={vm} /> : null}
          {screen === 'single' ? <SingleStep vm={vm} /> : null}
          {screen === 'no-branch' ? <NoBranch vm={vm} onClose={onClose} /> : null}
          {screen === 'thank-you' ? <ThankYou vm={vm} onClose={onClose} /> : null}
        </div>
      </ModalFrame>
    </ScreenHeadingRef.Provider>
  );
});

/** The modal, connected: its view-model from the container (bound as the chunk arrives), given the route's query. */
export default function BookValuationModal({ onClose, query = '' }: BookValuationModalProps) {
  const vm = useViewModel(TOKENS.bookValuationViewModel);
  useEffect(() => vm.takeHandedBackAppointment(query), [vm, query]);
  return <BookValuationView vm={vm} onClose={onClose} />;
}
