import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { remainingUntil, spokenRemaining } from '../lib/countdown.ts';
import { $serverOffset, syncServerClock } from '../stores/server-clock.ts';
import { SCHEDULE_TICK_EVENT } from '../scripts/schedule-tick.ts';
import './Countdown.css';

export interface CountdownTexts {
  title: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

interface Props {
  /** Epoch milliseconds the countdown runs to (a campaign's end, a window's end). */
  target: number;
  /** The build's clock, so the server-rendered digits are the build-time answer. */
  buildNow: number;
  texts: CountdownTexts;
}

/**
 * Days, hours, minutes and seconds to `target` on the server clock. The digits re-render every
 * second (hidden from screen readers); a polite live region says the time left once a minute.
 * At zero it tells the page's scheduled parts to move to their next state, without a reload.
 */
export default function Countdown({ target, buildNow, texts }: Props) {
  const offset = useStore($serverOffset);
  const [now, setNow] = useState(buildNow);

  useEffect(() => {
    void syncServerClock();
    const tick = () => setNow(Date.now() + $serverOffset.get());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offset]);

  const remaining = remainingUntil(target, now);
  // The digits reach zero up to a second before the target; the page's next state begins at
  // the target itself, so the tick waits for it. It comes when the clock crosses the target, not
  // when the page starts past it: a page built after the target is already in that state.
  const reached = now >= target;
  const wasReached = useRef(reached);
  useEffect(() => {
    if (reached && !wasReached.current) document.dispatchEvent(new Event(SCHEDULE_TICK_EVENT));
    wasReached.current = reached;
  }, [reached]);

  const units = [
    [remaining.days, texts.days],
    [remaining.hours, texts.hours],
    [remaining.minutes, texts.minutes],
    [remaining.seconds, texts.seconds],
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown__title">{texts.title}</p>
      <div className="countdown__units" aria-hidden="true">
        {units.map(([value, label]) => (
          <span className="countdown__unit" key={label}>
            <span className="countdown__value" suppressHydrationWarning>
              {String(value).padStart(2, '0')}
            </span>
            <span className="countdown__label">{label}</span>
          </span>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" suppressHydrationWarning>
        {spokenRemaining(remaining, texts)}
      </p>
    </div>
  );
}
