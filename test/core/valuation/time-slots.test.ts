import { expect } from 'chai';
import fc from 'fast-check';
import {
  changeDate,
  HALF_DAY_LABELS,
  initialAppointmentChoice,
  isHalfSelected,
  selectAllOfHalf,
  selectedSlots,
  timeSlots,
  toggleSlot,
} from '../../../core/valuation/time-slots.js';

const selectedTimes = (slots: ReturnType<typeof timeSlots>) =>
  selectedSlots(slots).map((s) => s.time);

describe('timeSlots', () => {
  it('offers 9:00 to 11:00 in the morning and 12:00 to 16:00 in the afternoon, none selected', () => {
    expect(timeSlots()).to.deep.equal([
      { id: '9:00', time: '9:00', timeOfDay: 'am', selected: false },
      { id: '10:00', time: '10:00', timeOfDay: 'am', selected: false },
      { id: '11:00', time: '11:00', timeOfDay: 'am', selected: false },
      { id: '12:00', time: '12:00', timeOfDay: 'pm', selected: false },
      { id: '13:00', time: '13:00', timeOfDay: 'pm', selected: false },
      { id: '14:00', time: '14:00', timeOfDay: 'pm', selected: false },
      { id: '15:00', time: '15:00', timeOfDay: 'pm', selected: false },
      { id: '16:00', time: '16:00', timeOfDay: 'pm', selected: false },
    ]);
  });

  it("has a button 'All am' or 'All pm' for each half of the day that has slots", () => {
    const halves = [...new Set(timeSlots().map((slot) => slot.timeOfDay))];
    expect(halves.map((half) => HALF_DAY_LABELS[half])).to.deep.equal(['All am', 'All pm']);
  });
});

describe('selectAllOfHalf', () => {
  it("'All am' selects every morning slot", () => {
    expect(selectedTimes(selectAllOfHalf(timeSlots(), 'am'))).to.deep.equal([
      '9:00',
      '10:00',
      '11:00',
    ]);
  });

  it("'All pm' selects every afternoon slot and leaves the morning as it was", () => {
    const slots = selectAllOfHalf(toggleSlot(timeSlots(), '10:00'), 'pm');
    expect(selectedTimes(slots)).to.deep.equal([
      '10:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });
});

describe('isHalfSelected', () => {
  it('is pressed only when every slot of the half is selected', () => {
    expect(isHalfSelected(selectAllOfHalf(timeSlots(), 'am'), 'am')).to.equal(true);
    expect(isHalfSelected(toggleSlot(selectAllOfHalf(timeSlots(), 'am'), '9:00'), 'am')).to.equal(
      false,
    );
    expect(isHalfSelected(selectAllOfHalf(timeSlots(), 'am'), 'pm')).to.equal(false);
    expect(isHalfSelected([], 'am')).to.equal(false);
  });
});

describe('toggleSlot', () => {
  it('selects an unselected slot and unselects a selected one', () => {
    const once = toggleSlot(timeSlots(), '14:00');
    expect(selectedTimes(once)).to.deep.equal(['14:00']);
    expect(selectedTimes(toggleSlot(once, '14:00'))).to.deep.equal([]);
  });

  it('changes nothing for an unknown slot', () => {
    expect(toggleSlot(timeSlots(), '17:00')).to.deep.equal(timeSlots());
  });

  it('gives back the same slots when a slot is toggled twice', () => {
    const ids = timeSlots().map((s) => s.id);
    fc.assert(
      fc.property(fc.subarray(ids), fc.constantFrom(...ids), (picked, id) => {
        const slots = picked.reduce(toggleSlot, timeSlots());
        expect(toggleSlot(toggleSlot(slots, id), id)).to.deep.equal(slots);
      }),
    );
  });
});

describe('changeDate', () => {
  it('clears the selected slots when the date changes', () => {
    const choice = { date: '2025-07-01', slots: selectAllOfHalf(timeSlots(), 'pm') };
    const changed = changeDate(choice, '2025-07-02');
    expect(changed.date).to.equal('2025-07-02');
    expect(selectedSlots(changed.slots)).to.deep.equal([]);
  });

  it('sets the first date picked and clears any selection', () => {
    const changed = changeDate({ slots: toggleSlot(timeSlots(), '9:00') }, '2025-07-01');
    expect(changed).to.deep.equal({ date: '2025-07-01', slots: timeSlots() });
  });

  it('keeps the selection when the same date is picked again', () => {
    const choice = { date: '2025-07-01', slots: toggleSlot(timeSlots(), '9:00') };
    expect(changeDate(choice, '2025-07-01')).to.equal(choice);
  });

  it('starts with no date and no slot selected', () => {
    expect(initialAppointmentChoice()).to.deep.equal({ slots: timeSlots() });
  });
});
