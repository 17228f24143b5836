/**
 * Step 2 of the valuation: the day of the visit (the days core offers, as a radio group: arrow
 * keys move between them) and the times that suit (SPEC §4: one slot toggles, 'All am' / 'All pm'
 * select a half, a new day clears the times; §5 'Please select a valid time slot').
 */
import { FieldError } from '../leads/field-parts.view.js';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { HALF_DAY_LABELS, appointmentDayLabel, timeSlotLabel } from '../../core/index.js';
import type { TimeOfDay } from '../../core/index.js';
import type { BookValuationViewModel } from './book-valuation.view-model.js';

const HALF_NAMES: Readonly<Record<TimeOfDay, string>> = { am: 'Morning', pm: 'Afternoon' };

export const DayPicker = observer(function DayPicker({
  vm,
}: {
  readonly vm: BookValuationViewModel;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  const chosen = vm.form.values.appointment_date;
  return (
    <fieldset className="day-picker" aria-describedby={hintId}>
      <legend className="form-field__label">Day of the visit</legend>
      <p id={hintId} className="form-field__hint">
        We visit Monday to Saturday, from tomorrow up to four weeks ahead (not on bank holidays).
      </p>
      <div className="day-picker__days">
        {vm.visibleDays.map((iso) => {
          const label = appointmentDayLabel(iso);
          if (label === undefined) return null;
          return (
            <label key={iso} className={`day-chip${iso === chosen ? ' day-chip--chosen' : ''}`}>
              <input
                type="radio"
                className="day-chip__input"
                name={name}
                value={iso}
                checked={iso === chosen}
                onChange={() => vm.selectDay(iso)}
                disabled={vm.form.isSubmitting}
              />
              <span className="day-chip__weekday">{label.weekday}</span>
              <span className="day-chip__date">{label.dayMonth}</span>
              <span className="visually-hidden">{label.full}</span>
            </label>
          );
        })}
      </div>
      {vm.hasLaterDays ? (
        <button type="button" className="text-button" onClick={() => vm.showLaterDays()}>
          Show later dates
        </button>
      ) : null}
    </fieldset>
  );
});

export const TimeSlotPicker = observer(function TimeSlotPicker({
  vm,
}: {
  readonly vm: BookValuationViewModel;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const firstSlotRef = useRef<HTMLInputElement>(null);
  const { form } = vm;
  const error = form.errorOf('booking_time');
  const request = form.focusRequest;
  useEffect(() => {
    if (request?.field === 'booking_time') firstSlotRef.current?.focus();
  }, [request]);
  const halves: readonly TimeOfDay[] = ['am', 'pm'];
  return (
    <fieldset
      className="time-slots"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="form-field__label">Times that suit you</legend>
      <p id={hintId} className="form-field__hint">
        Choose as many as you like and we will call you to confirm one.
      </p>
      {halves.map((half, halfIndex) => {
        const headingId = `${id}-${half}`;
        const slots = vm.slots.filter((slot) => slot.timeOfDay === half);
        return (
          <div key={half} className="time-slots__half" role="group" aria-labelledby={headingId}>
            <div className="time-slots__head">
              <p id={headingId} className="time-slots__name">
                {HALF_NAMES[half]}
              </p>
              <button
                type="button"
                className="button button--secondary time-slots__all"
                onClick={() => vm.selectHalf(half)}
                disabled={form.isSubmitting}
              >
                {HALF_DAY_LABELS[half]}
              </button>
            </div>
            <div className="time-slots__list">
              {slots.map((slot, index) => (
                <label
                  key={slot.id}
                  className={`slot-chip${slot.selected ? ' slot-chip--chosen' : ''}`}
                >
                  <input
                    ref={halfIndex === 0 && index === 0 ? firstSlotRef : undefined}
                    type="checkbox"
                    className="slot-chip__input"
                    name="booking_time"
                    value={slot.id}
                    checked={slot.selected}
                    disabled={form.isSubmitting}
                    aria-invalid={error ? true : undefined}
                    onChange={() => vm.toggleSlot(slot.id)}
                  />
                  <span>{timeSlotLabel(slot)}</span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
});
