/**
 * Valuation appointment times (SPEC §3 "Time slot", §4 Valuation "Time slots", §9 Time slots).
 */
import { clockTimeText } from '../format/clock-time.js';

export type TimeOfDay = 'am' | 'pm';

export interface TimeSlot {
  /** Stable id; the time itself, e.g. '9:00'. */
  readonly id: string;
  /** 24-hour 'H:mm', as SPEC §9 lists them and the lead booking sends them. */
  readonly time: string;
  readonly timeOfDay: TimeOfDay;
  readonly selected: boolean;
}

/**
 * Valuation time slots, 24-hour 'H:mm' (SPEC §9): 9:00, 10:00, 11:00 in the morning; 12:00 to
 * 16:00 in the afternoon.
 */
export const TIME_SLOT_TIMES: Readonly<Record<TimeOfDay, readonly string[]>> = {
  am: ['9:00', '10:00', '11:00'],
  pm: ['12:00', '13:00', '14:00', '15:00', '16:00'],
};

/** What a visitor reads for a slot: its time in the site's words ('9am', '12 noon', '4pm'). */
export function timeSlotLabel(slot: Pick<TimeSlot, 'time'>): string {
  return clockTimeText(slot.time);
}

/** The button texts for whole halves of the day (SPEC §4). */
export const HALF_DAY_LABELS: Readonly<Record<TimeOfDay, string>> = { am: 'All am', pm: 'All pm' };

/** Every slot of the day in time order, none selected. */
export function timeSlots(): TimeSlot[] {
  return (['am', 'pm'] as const).flatMap((timeOfDay) =>
    TIME_SLOT_TIMES[timeOfDay].map((time) => ({ id: time, time, timeOfDay, selected: false })),
  );
}

/** 'All am' / 'All pm': selects every slot of that half; the other half is left as it was. */
export function selectAllOfHalf(slots: readonly TimeSlot[], half: TimeOfDay): TimeSlot[] {
  return slots.map((slot) => (slot.timeOfDay === half ? { ...slot, selected: true } : slot));
}

/** True when every slot of that half is selected (the 'All am' / 'All pm' pressed state). */
export function isHalfSelected(slots: readonly TimeSlot[], half: TimeOfDay): boolean {
  const ofHalf = slots.filter((slot) => slot.timeOfDay === half);
  return ofHalf.length > 0 && ofHalf.every((slot) => slot.selected);
}

/** Picking one slot toggles it; an unknown id changes nothing. */
export function toggleSlot(slots: readonly TimeSlot[], id: string): TimeSlot[] {
  return slots.map((slot) => (slot.id === id ? { ...slot, selected: !slot.selected } : slot));
}

export function selectedSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return slots.filter((slot) => slot.selected);
}

/** The chosen appointment day and times (valuation step 2). */
export interface AppointmentChoice {
  /** ISO calendar date 'YYYY-MM-DD', once picked. */
  readonly date?: string;
  readonly slots: readonly TimeSlot[];
}

export function initialAppointmentChoice(): AppointmentChoice {
  return { slots: timeSlots() };
}

/** Changing the date clears the selected slots (SPEC §4); picking the same date again keeps them. */
export function changeDate(choice: AppointmentChoice, date: string): AppointmentChoice {
  if (choice.date === date) return choice;
  return {
    date,
    slots: choice.slots.map((slot) => (slot.selected ? { ...slot, selected: false } : slot)),
  };
}
