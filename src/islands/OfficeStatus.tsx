import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { describeOfficeState, officeStateAt, type OfficeHours, type OfficeStatusTexts } from '../lib/office-hours.ts';
import { $serverOffset, syncServerClock } from '../stores/server-clock.ts';

const RECHECK_MS = 30_000;

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
 * the page's language. Painted as the build saw it, then judged again once the server clock is
 * known and every 30 seconds. The line keeps its height (CSS), so the change shifts nothing.
 */
export default function OfficeStatus({ hours, timeZone, locale, buildNow, texts }: Props) {
  const offset = useStore($serverOffset);
  const [now, setNow] = useState(buildNow);

  useEffect(() => {
    const tick = () => setNow(Date.now() + $serverOffset.get());
    void syncServerClock().then(tick);
    const timer = setInterval(tick, RECHECK_MS);
    return () => clearInterval(timer);
  }, [offset]);

  const state = officeStateAt(hours, timeZone, now);
  return (
    <p className={`office-status office-status--${state.open ? 'open' : 'closed'}`} data-office-status>
      <span className="office-status__dot" aria-hidden="true" />
      <span suppressHydrationWarning>{describeOfficeState(state, { locale, timeZone, now, texts })}</span>
    </p>
  );
}
