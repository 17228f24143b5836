/**
 * The /calculator modal (SPEC §2 /calculator, §4 Calculators), loaded as its own chunk: the
 * mortgage, stamp duty, rental yield and borrowing calculators as WAI-ARIA tabs (automatic activation: Left/Right move and
 * select, wrapping; Home/End go to the first/last; roving tabindex), a link to the mortgage guide,
 * and Back to search / Back to top.
 *
 * Every rule and text is in the view-models; this view only renders them. Inputs
 * (calculator-fields.view.tsx) are labelled, numeric-keyboard, autocomplete off, with aria-invalid
 * and their error linked by aria-describedby; each result is a polite status region present from
 * the first render. Styles: calculator.styles.ts.
 */
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { MortgageType } from '../../core/index.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { focusWithoutScroll } from '../modal/focus.js';
import { BorrowingPanel } from './borrowing-panel.view.js';
import { Check, Field, POUNDS, RadioChoices } from './calculator-fields.view.js';
import type { CalculatorTab, CalculatorViewModel } from './calculator.view-model.js';
import { RentalYieldPanel } from './rental-yield-panel.view.js';

export interface CalculatorModalProps {
  readonly vm: CalculatorViewModel;
  /** Close the modal (the route closes the overlay: ui/app/use-close-overlay.ts). */
  readonly onClose: () => void;
  /** The last search, rebuilt from the search history; without it there is no Back to search link. */
  readonly backToSearchUrl?: string;
}

export const CALCULATOR_TITLE = 'Property calculators';

/** The tab names: SPEC §2's two, then the yield and borrowing calculators in the same style. */
export const TAB_LABELS: Readonly<Record<CalculatorTab, string>> = {
  mortgage: 'Mortgage Calculator',
  'stamp-duty': 'Stamp Duty Calculator',
  'rental-yield': 'Rental Yield Calculator',
  borrowing: 'What Could I Borrow?',
};

const MORTGAGE_TYPES: readonly { readonly value: MortgageType; readonly label: string }[] = [
  { value: 'repayment', label: 'Repayment' },
  { value: 'interest-only', label: 'Interest only' },
];

/** Which tab a key moves to, from the index of the current one among `count` (wrapping). */
function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function CalculatorModal({ vm, onClose, backToSearchUrl }: CalculatorModalProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef<HTMLElement | null>(null);

  /** Scroll the modal's content to the top and put focus on its heading. */
  const backToTop = (): void => {
    const root = rootRef.current;
    if (root === null) return;
    const body = root.closest<HTMLElement>('.modal__body');
    if (body !== null) body.scrollTop = 0;
    const dialog = root.closest<HTMLElement>('[role="dialog"]');
    if (dialog !== null) dialog.scrollTop = 0;
    const headingId = dialog?.getAttribute('aria-labelledby');
    const heading = headingId ? root.ownerDocument.getElementById(headingId) : null;
    if (heading !== null) focusWithoutScroll(heading);
  };

  return (
    <ModalFrame
      title={CALCULATOR_TITLE}
      onClose={onClose}
      size="wide"
      initialFocusRef={initialFocusRef}
    >
      <div ref={rootRef} className="calculator">
        {vm.available ? (
          <CalculatorTabs vm={vm} initialFocusRef={initialFocusRef} />
        ) : (
          <p className="calculator__unavailable">Our calculators are for properties for sale.</p>
        )}
        <div className="calculator__actions">
          <a className="calculator__guide" href={vm.mortgageGuideUrl}>
            Read our mortgage guide
          </a>
          <div className="calculator__nav">
            {backToSearchUrl ? (
              <a className="calculator__button" href={backToSearchUrl}>
                Back to search
              </a>
            ) : null}
            <button type="button" className="calculator__button" onClick={backToTop}>
              Back to top
            </button>
          </div>
        </div>
      </div>
    </ModalFrame>
  );
}

export default observer(CalculatorModal);

interface CalculatorTabsProps {
  readonly vm: CalculatorViewModel;
  /** Set to the selected tab, so the dialog opens with focus on it. */
  readonly initialFocusRef: { current: HTMLElement | null };
}

const CalculatorTabs = observer(function CalculatorTabs({
  vm,
  initialFocusRef,
}: CalculatorTabsProps) {
  const baseId = useId();
  const tabButtons = useRef(new Map<CalculatorTab, HTMLButtonElement>());
  const tabId = (tab: CalculatorTab): string => `${baseId}-tab-${tab}`;
  const panelId = (tab: CalculatorTab): string => `${baseId}-panel-${tab}`;
  const { tabs, activeTab } = vm;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const next =
      tabs[tabIndexAfterKey(event.key, Math.max(0, tabs.indexOf(activeTab)), tabs.length) ?? -1];
    if (next === undefined) return;
    event.preventDefault();
    vm.selectTab(next);
    const button = tabButtons.current.get(next);
    if (button) button.focus();
  };

  return (
    <>
      <div className="calculator__tabs" role="tablist" aria-label="Calculators">
        {tabs.map((tab) => {
          const selected = tab === activeTab;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element === null) tabButtons.current.delete(tab);
                else tabButtons.current.set(tab, element);
                if (selected) initialFocusRef.current = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="calculator__tab"
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => vm.selectTab(tab)}
              onKeyDown={onKeyDown}
            >
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          className="calculator__panel"
          tabIndex={0}
          hidden={tab !== activeTab}
        >
          <TabPanel tab={tab} vm={vm} />
        </div>
      ))}
    </>
  );
});

interface MortgageFieldSpec {
  readonly name: 'price' | 'deposit' | 'annualRatePercent' | 'years';
  readonly label: string;
  readonly unit: string;
  readonly inputMode: 'numeric' | 'decimal';
  readonly prefix?: string;
  readonly suffix?: string;
  readonly text: (vm: CalculatorViewModel) => string;
  readonly set: (vm: CalculatorViewModel, typed: string) => void;
  readonly hint?: (vm: CalculatorViewModel) => string | undefined;
}

/** The mortgage calculator's inputs, in order (SPEC §5 Mortgage calculator). */
const MORTGAGE_FIELDS: readonly MortgageFieldSpec[] = [
  {
    name: 'price',
    label: 'Property price',
    ...POUNDS,
    text: (vm) => vm.priceText,
    set: (vm, typed) => vm.setPrice(typed),
  },
  {
    name: 'deposit',
    label: 'Deposit',
    ...POUNDS,
    text: (vm) => vm.depositText,
    set: (vm, typed) => vm.setDeposit(typed),
    hint: (vm) =>
      vm.depositPercentText === '' ? undefined : `${vm.depositPercentText} of the price`,
  },
  {
    name: 'annualRatePercent',
    label: 'Interest rate',
    suffix: '%',
    unit: 'percent a year',
    inputMode: 'decimal',
    text: (vm) => vm.rateText,
    set: (vm, typed) => vm.setRate(typed),
  },
  {
    name: 'years',
    label: 'Repayment term',
    suffix: 'years',
    unit: 'years',
    inputMode: 'numeric',
    text: (vm) => vm.yearsText,
    set: (vm, typed) => vm.setYears(typed),
  },
];

function TabPanel({ tab, vm }: { readonly tab: CalculatorTab; readonly vm: CalculatorViewModel }) {
  switch (tab) {
    case 'mortgage':
      return <MortgagePanel vm={vm} />;
    case 'stamp-duty':
      return <StampDutyPanel vm={vm} />;
    case 'rental-yield':
      return <RentalYieldPanel vm={vm.rentalYield} />;
    case 'borrowing':
      return <BorrowingPanel vm={vm.borrowing} />;
  }
}

const MortgagePanel = observer(function MortgagePanel({
  vm,
}: {
  readonly vm: CalculatorViewModel;
}) {
  const id = useId();
  const errors = vm.mortgageErrors;
  const loan = vm.loanAmountText;
  return (
    <div className="calculator__layout">
      <div className="calculator__inputs">
        <div className="calculator__grid">
          {MORTGAGE_FIELDS.map(({ name, text, set, hint, ...look }) => (
            <Field
              key={name}
              id={`${id}-${name}`}
              {...look}
              value={text(vm)}
              onChange={(typed) => set(vm, typed)}
              error={errors[name]}
              hint={hint?.(vm)}
            />
          ))}
        </div>
        <RadioChoices
          legend="Mortgage type"
          name={`${id}-type`}
          choices={MORTGAGE_TYPES}
          selected={vm.mortgageType}
          onChange={(type) => vm.setMortgageType(type)}
        />
      </div>
      <div className="calculator__summary">
        <div className="calculator__result" role="status" aria-live="polite" aria-atomic="true">
          <p className="calculator__result-label">Monthly payment</p>
          <p className="calculator__result-value">{vm.monthlyPaymentText}</p>
        </div>
        {loan === '' ? null : <p className="calculator__detail">Borrowing {loan}</p>}
        <p className="calculator__note">
          An estimate only. Your home may be repossessed if you do not keep up repayments on your
          mortgage.
        </p>
      </div>
    </div>
  );
});

const StampDutyPanel = observer(function StampDutyPanel({
  vm,
}: {
  readonly vm: CalculatorViewModel;
}) {
  const id = useId();
  const bands = vm.stampDutyBands;
  return (
    <div className="calculator__layout">
      <div className="calculator__inputs">
        <Field
          id={`${id}-price`}
          label="Property price"
          {...POUNDS}
          value={vm.stampDutyPriceText}
          onChange={(typed) => vm.setStampDutyPrice(typed)}
          error={vm.stampDutyPriceError}
        />
        <fieldset className="calculator__options">
          <legend className="calculator__legend">About the purchase</legend>
          <div className="calculator__choices calculator__choices--stacked">
            {vm.offersFirstTimeBuyer ? (
              <Check
                label="First time buyer"
                checked={vm.firstTimeBuyer}
                onChange={(ticked) => vm.setFirstTimeBuyer(ticked)}
              />
            ) : null}
            <Check
              label="Additional property"
              hint="A second home or buy-to-let"
              checked={vm.additionalProperty}
              onChange={(ticked) => vm.setAdditionalProperty(ticked)}
            />
            {vm.offersNonUkResident ? (
              <Check
                label="Non-UK resident"
                checked={vm.nonUkResident}
                onChange={(ticked) => vm.setNonUkResident(ticked)}
              />
            ) : null}
          </div>
        </fieldset>
      </div>
      <div className="calculator__summary">
        <div className="calculator__result" role="status" aria-live="polite" aria-atomic="true">
          <p className="calculator__result-label">{vm.taxName} to pay</p>
          <p className="calculator__result-value">{vm.stampDutyText}</p>
          <p className="calculator__detail">Effective rate {vm.effectiveRateText}</p>
        </div>
        <p className="calculator__note">
          Rates for {vm.region}. An estimate only: your solicitor or conveyancer will confirm the
          amount due.
        </p>
      </div>
      {bands.length === 0 ? null : (
        <table className="calculator__breakdown">
          <caption>How it is worked out</caption>
          <thead>
            <tr>
              <th scope="col">Band</th>
              <th scope="col">Rate</th>
              <th scope="col">Taxable</th>
              <th scope="col">Tax</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((row) => (
              <tr key={row.band}>
                <th scope="row">{row.band}</th>
                <td>{row.rate}</td>
                <td>{row.taxable}</td>
                <td>{row.tax}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});
