/** The current time; core takes it as a parameter, adapters and view-models ask this port. */
export interface ClockPort {
  now(): Date;
}
