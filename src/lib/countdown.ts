export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the target has passed. */
  total: number;
}

/** Days, hours, minutes and seconds from `now` to `target` (never negative). */
export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    total,
  };
}

/**
 * What screen readers hear: the remaining time to the minute, so a polite live region that
 * only changes when this text changes speaks once a minute, not every second.
 */
export function spokenRemaining(remaining: Remaining, units: { days: string; hours: string; minutes: string }): string {
  return `${remaining.days} ${units.days}, ${remaining.hours} ${units.hours}, ${remaining.minutes} ${units.minutes}`;
}
