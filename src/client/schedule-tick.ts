/**
 * Fired on document when a countdown reaches zero: scheduled items and the time guard judge
 * the page again at once, so it moves to its next state without a reload.
 */
export const SCHEDULE_TICK_EVENT = 'schedule:tick';
