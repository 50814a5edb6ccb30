import { useSyncExternalStore } from 'react';
import { describeOfficeState, officeStateAt, type OfficeHours, type OfficeStatusTexts } from '../lib/office-hours.ts';
import { $serverNow, listenServerNow } from '../stores/server-clock.ts';

const readServerNow = () => $serverNow.get();

interface Props {
  hours: OfficeHours;
  /** The office's IANA time zone: its state is judged on its own wall clock. */
  timeZone: string;
  locale: string;
  /** The build's clock, so the server-rendered line is the build-time answer. */
  buildNow: number;
  texts: OfficeStatusTexts;
}

/**
 * Whether an office is open now and when it closes or next opens, from the server clock, in
 * the page's language. Painted as the build saw it, then judged on each tick of the one server
 * clock ($serverNow, as the countdown and the time guard are). The line keeps its height (CSS),
 * so a change shifts nothing.
 */
export default function OfficeStatus({ hours, timeZone, locale, buildNow, texts }: Props) {
  const now = useSyncExternalStore(listenServerNow, readServerNow, () => buildNow);
  const state = officeStateAt(hours, timeZone, now);
  return (
    <p className={`office-status office-status--${state.open ? 'open' : 'closed'}`} data-office-status>
      <span className="office-status__dot" aria-hidden="true" />
      <span suppressHydrationWarning>{describeOfficeState(state, { locale, timeZone, now, texts })}</span>
    </p>
  );
}
