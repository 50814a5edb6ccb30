import { useSyncExternalStore } from 'react';
import { remainingUntil, spokenRemaining } from '../lib/countdown.ts';
import { $serverNow, listenServerNow } from '../stores/server-clock.ts';
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
  /** The build's clock, so the server-rendered digits (and the hydrating render) are the build-time answer. */
  buildNow: number;
  texts: CountdownTexts;
}

const readServerNow = () => $serverNow.get();

/**
 * Days, hours, minutes and seconds to `target` on the server clock ($serverNow, whose tick the
 * time guard and the scheduled items follow too, so the page moves on as the digits reach zero).
 * The digits re-render every second (hidden from screen readers); a polite live region says the
 * time left once a minute.
 */
export default function Countdown({ target, buildNow, texts }: Props) {
  const now = useSyncExternalStore(listenServerNow, readServerNow, () => buildNow);
  const remaining = remainingUntil(target, now);
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
