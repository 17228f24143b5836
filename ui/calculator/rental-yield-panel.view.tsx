/**
 * The Rental Yield Calculator tab: price (the property's to start), monthly rent and optional
 * yearly costs; gross and net yield in a polite status region present from the first render.
 * Every rule and text comes from RentalYieldViewModel.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Field, POUNDS } from './calculator-fields.view.js';
import type { RentalYieldViewModel } from './rental-yield.view-model.js';

export const RentalYieldPanel = observer(function RentalYieldPanel({
  vm,
}: {
  readonly vm: RentalYieldViewModel;
}) {
  const id = useId();
  const errors = vm.shownErrors;
  const yearly = vm.yearlyRentText;
  return (
    <div className="calculator__layout">
      <div className="calculator__inputs">
        <div className="calculator__grid">
          <Field
            id={`${id}-price`}
            label="Property price"
            {...POUNDS}
            value={vm.priceText}
            onChange={(typed) => vm.setPrice(typed)}
            error={errors.price}
          />
          <Field
            id={`${id}-rent`}
            label="Monthly rent"
            {...POUNDS}
            value={vm.rentText}
            onChange={(typed) => vm.setRent(typed)}
            error={errors.monthlyRent}
            hint={yearly === '' ? 'Per calendar month' : `${yearly} a year`}
          />
          <Field
            id={`${id}-costs`}
            label="Yearly costs"
            {...POUNDS}
            value={vm.costsText}
            onChange={(typed) => vm.setCosts(typed)}
            error={errors.yearlyCosts}
            hint="Optional: letting fees, insurance, repairs, service charge"
          />
        </div>
      </div>
      <div className="calculator__summary">
        <div className="calculator__result" role="status" aria-live="polite" aria-atomic="true">
          <p className="calculator__result-label">Gross yield</p>
          <p className="calculator__result-value">{vm.grossYieldText}</p>
          <p className="calculator__detail">Net yield {vm.netYieldText}</p>
        </div>
        <p className="calculator__note">
          A year&apos;s rent as a share of the price; net after the yearly costs. An estimate only,
          before mortgage interest and tax.
        </p>
      </div>
    </div>
  );
});
