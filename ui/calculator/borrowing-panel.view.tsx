/**
 * The What Could I Borrow tab: one or two applicants' yearly income, the income multiple (the
 * agency's to start) and an optional deposit; what they could borrow and their budget in a polite
 * status region present from the first render, and a link to the homes for sale up to that
 * budget. Every rule and text comes from BorrowingViewModel.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Field, POUNDS, RadioChoices } from './calculator-fields.view.js';
import type { Applicants, BorrowingViewModel } from './borrowing.view-model.js';

const APPLICANTS: readonly { readonly value: Applicants; readonly label: string }[] = [
  { value: 1, label: 'Just me' },
  { value: 2, label: 'Two of us' },
];

export const BorrowingPanel = observer(function BorrowingPanel({
  vm,
}: {
  readonly vm: BorrowingViewModel;
}) {
  const id = useId();
  const errors = vm.shownErrors;
  const two = vm.applicants === 2;
  const { resultsUrl } = vm;
  return (
    <div className="calculator__layout">
      <div className="calculator__inputs">
        <RadioChoices
          legend="Who is buying"
          name={`${id}-applicants`}
          choices={APPLICANTS}
          selected={vm.applicants}
          onChange={(applicants) => vm.setApplicants(applicants)}
        />
        <div className="calculator__grid">
          <Field
            id={`${id}-income`}
            label={two ? 'First yearly income' : 'Yearly income'}
            {...POUNDS}
            value={vm.incomeText}
            onChange={(typed) => vm.setIncome(typed)}
            error={errors.income}
            hint="Before tax"
          />
          {two ? (
            <Field
              id={`${id}-second-income`}
              label="Second yearly income"
              {...POUNDS}
              value={vm.secondIncomeText}
              onChange={(typed) => vm.setSecondIncome(typed)}
              error={errors.secondIncome}
              hint="Before tax"
            />
          ) : null}
          <Field
            id={`${id}-multiple`}
            label="Income multiple"
            suffix="times"
            unit="times income"
            inputMode="decimal"
            value={vm.multipleText}
            onChange={(typed) => vm.setMultiple(typed)}
            error={errors.incomeMultiple}
            hint="Lenders often lend 4 to 4.5 times"
          />
          <Field
            id={`${id}-deposit`}
            label="Deposit"
            {...POUNDS}
            value={vm.depositText}
            onChange={(typed) => vm.setDeposit(typed)}
            error={errors.deposit}
            hint="Optional"
          />
        </div>
      </div>
      <div className="calculator__summary">
        <div className="calculator__result" role="status" aria-live="polite" aria-atomic="true">
          <p className="calculator__result-label">You could borrow</p>
          <p className="calculator__result-value">{vm.borrowingText}</p>
          <p className="calculator__detail">Budget with your deposit {vm.budgetText}</p>
        </div>
        {resultsUrl === undefined ? null : (
          <a className="calculator__button calculator__results-link" href={resultsUrl}>
            {vm.resultsLinkText}
          </a>
        )}
        <p className="calculator__note">
          An estimate only: each lender decides what it will lend from your income and outgoings.
        </p>
      </div>
    </div>
  );
});
