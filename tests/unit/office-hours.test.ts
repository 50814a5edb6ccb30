import { describe, expect, it } from 'vitest';
import {
  describeOfficeHours,
  describeOfficeState,
  fillTemplate,
  officeStateAt,
  type OfficeHours,
} from '../../src/lib/office-hours.ts';
import { zonedInstant } from '../../src/lib/zoned-time.ts';
import { isTimeZone, minutesOf } from '../../src/schemas/wall-clock.ts';

const WEEKDAYS_9_TO_5: OfficeHours = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '17:00' };
const at = (iso: string) => Date.parse(iso);

// 2025: the US changes clocks on 9 March and 2 November, the EU and the UK on 30 March and
// 26 October, so for a few weeks a year New York is 4 hours behind London instead of 5.
describe('officeStateAt across zones and DST changes', () => {
  it.each([
    // New York, EST (UTC−5) before 9 March.
    [
      'America/New_York',
      'Friday 7 March, 08:30 EST',
      '2025-03-07T13:30:00Z',
      { open: false, opensAt: '2025-03-07T14:00:00Z' },
    ],
    [
      'America/New_York',
      'Friday 7 March, 16:59 EST',
      '2025-03-07T21:59:00Z',
      { open: true, closesAt: '2025-03-07T22:00:00Z' },
    ],
    [
      'America/New_York',
      'Friday 7 March, 17:00 EST (closing time)',
      '2025-03-07T22:00:00Z',
      { open: false, opensAt: '2025-03-10T13:00:00Z' },
    ],
    // The weekend in between moves the clocks: Monday opens at 09:00 EDT (UTC−4), 13:00 UTC.
    ['America/New_York', 'Saturday 8 March', '2025-03-08T15:00:00Z', { open: false, opensAt: '2025-03-10T13:00:00Z' }],
    // Between the US and EU changes: 13:30 UTC is 09:30 in New York (it would be 08:30 in EST).
    [
      'America/New_York',
      'Monday 17 March, 09:30 EDT',
      '2025-03-17T13:30:00Z',
      { open: true, closesAt: '2025-03-17T21:00:00Z' },
    ],
    [
      'Europe/London',
      'Monday 17 March, 16:30 GMT',
      '2025-03-17T16:30:00Z',
      { open: true, closesAt: '2025-03-17T17:00:00Z' },
    ],
    [
      'Europe/Brussels',
      'Monday 17 March, 17:30 CET',
      '2025-03-17T16:30:00Z',
      { open: false, opensAt: '2025-03-18T08:00:00Z' },
    ],
    // London and Brussels change on Sunday 30 March: Monday opens an hour earlier in UTC.
    ['Europe/London', 'Saturday 29 March', '2025-03-29T12:00:00Z', { open: false, opensAt: '2025-03-31T08:00:00Z' }],
    ['Europe/Brussels', 'Saturday 29 March', '2025-03-29T12:00:00Z', { open: false, opensAt: '2025-03-31T07:00:00Z' }],
    // Autumn: Europe is back on standard time from 26 October, New York only from 2 November.
    [
      'Europe/Brussels',
      'Monday 27 October, 08:30 CET (09:30 in summer time)',
      '2025-10-27T07:30:00Z',
      { open: false, opensAt: '2025-10-27T08:00:00Z' },
    ],
    [
      'Europe/London',
      'Monday 27 October, 16:30 GMT',
      '2025-10-27T16:30:00Z',
      { open: true, closesAt: '2025-10-27T17:00:00Z' },
    ],
    [
      'America/New_York',
      'Monday 27 October, 09:30 EDT',
      '2025-10-27T13:30:00Z',
      { open: true, closesAt: '2025-10-27T21:00:00Z' },
    ],
    [
      'America/New_York',
      'Saturday 1 November',
      '2025-11-01T20:00:00Z',
      { open: false, opensAt: '2025-11-03T14:00:00Z' },
    ],
    [
      'America/New_York',
      'Monday 3 November, 08:30 EST',
      '2025-11-03T13:30:00Z',
      { open: false, opensAt: '2025-11-03T14:00:00Z' },
    ],
    // A zone east of UTC whose Monday starts on Sunday in UTC.
    [
      'Asia/Tokyo',
      'Sunday 23:30 UTC = Monday 08:30 JST',
      '2025-03-16T23:30:00Z',
      { open: false, opensAt: '2025-03-17T00:00:00Z' },
    ],
  ])('%s, %s', (zone, _label, now, expected) => {
    const state = officeStateAt(WEEKDAYS_9_TO_5, zone, at(now));
    if ('closesAt' in expected) expect(state).toEqual({ open: true, closesAt: at(expected.closesAt) });
    else expect(state).toEqual({ open: false, opensAt: at(expected.opensAt) });
  });

  it('finds the same weekday a week later for an office open one day a week', () => {
    const state = officeStateAt(
      { days: ['wed'], opens: '10:00', closes: '12:00' },
      'Europe/London',
      at('2025-06-11T11:30:00Z'),
    );
    expect(state).toEqual({ open: false, opensAt: at('2025-06-18T09:00:00Z') });
  });
});

describe('zonedInstant', () => {
  it('places a wall time on the right side of a DST change', () => {
    expect(zonedInstant(2025, 3, 8, 9 * 60, 'America/New_York')).toBe(at('2025-03-08T14:00:00Z'));
    expect(zonedInstant(2025, 3, 10, 9 * 60, 'America/New_York')).toBe(at('2025-03-10T13:00:00Z'));
    expect(zonedInstant(2025, 10, 26, 9 * 60, 'Europe/Berlin')).toBe(at('2025-10-26T08:00:00Z'));
    expect(zonedInstant(2025, 10, 25, 9 * 60, 'Europe/Berlin')).toBe(at('2025-10-25T07:00:00Z'));
  });
});

describe('describeOfficeState in the visitor language', () => {
  const texts = {
    open: 'open until {{time}}',
    opensToday: 'opens today at {{time}}',
    opensTomorrow: 'opens tomorrow at {{time}}',
    opensOn: 'opens {{day}} at {{time}}',
  };
  const describe_ = (locale: string, zone: string, now: string) =>
    describeOfficeState(officeStateAt(WEEKDAYS_9_TO_5, zone, at(now)), {
      locale,
      timeZone: zone,
      now: at(now),
      texts,
    });

  it.each([
    ['en-US', 'America/New_York', '2025-03-10T13:30:00Z', 'open until 5:00 PM'],
    ['en-GB', 'Europe/London', '2025-03-10T09:30:00Z', 'open until 17:00'],
    ['en-EU', 'Europe/Brussels', '2025-03-10T06:30:00Z', 'opens today at 09:00'],
    ['en-US', 'America/New_York', '2025-03-10T22:30:00Z', 'opens tomorrow at 9:00 AM'],
    ['en-US', 'America/New_York', '2025-03-07T23:00:00Z', 'opens Monday at 9:00 AM'],
    ['de-DE', 'Europe/Brussels', '2025-03-08T12:00:00Z', 'opens Montag at 09:00'],
    ['fr-FR', 'Europe/Brussels', '2025-03-08T12:00:00Z', 'opens lundi at 09:00'],
    ['zh-CN', 'Europe/London', '2025-03-08T12:00:00Z', 'opens 星期一 at 09:00'],
    ['ja-JP', 'Europe/London', '2025-03-08T12:00:00Z', 'opens 月曜日 at 9:00'],
    ['ko-KR', 'America/New_York', '2025-03-08T12:00:00Z', 'opens 월요일 at 오전 9:00'],
  ])('%s, %s at %s', (locale, zone, now, expected) => {
    expect(describe_(locale, zone, now)).toBe(expected);
  });

  it('counts today and tomorrow on the office calendar, not in UTC', () => {
    // 23:30 UTC on Sunday is already Monday 08:30 in Tokyo: the office opens "today".
    expect(describe_('en-US', 'Asia/Tokyo', '2025-03-16T23:30:00Z')).toBe('opens today at 9:00 AM');
  });
});

describe('describeOfficeHours', () => {
  const texts = {
    dayRange: '{{first}} to {{last}}',
    hours: '{{days}}, {{opens}}–{{closes}} ({{zone}})',
    localTime: 'local time',
  };

  it.each([
    ['en-US', 'America/New_York', 'Monday to Friday, 9:00 AM–5:00 PM (Eastern Time)'],
    ['en-GB', 'Europe/London', 'Monday to Friday, 09:00–17:00 (United Kingdom Time)'],
    ['de-DE', 'Europe/Brussels', 'Montag to Freitag, 09:00–17:00 (Mitteleuropäische Zeit)'],
  ])('%s, %s', (locale, zone, expected) => {
    expect(
      describeOfficeHours(WEEKDAYS_9_TO_5, { locale, timeZone: zone, at: at('2025-07-01T12:00:00Z'), texts }),
    ).toBe(expected);
  });

  it('lists days that do not follow each other', () => {
    const hours: OfficeHours = { days: ['mon', 'wed', 'fri'], opens: '10:00', closes: '12:00' };
    expect(
      describeOfficeHours(hours, { locale: 'en-GB', timeZone: 'Europe/London', at: at('2025-01-06T12:00:00Z'), texts }),
    ).toBe('Monday, Wednesday and Friday, 10:00–12:00 (United Kingdom Time)');
  });

  it('says "local time" for an office whose zone no source gives (content spec point 2)', () => {
    expect(describeOfficeHours(WEEKDAYS_9_TO_5, { locale: 'en-US', at: at('2025-07-01T12:00:00Z'), texts })).toBe(
      'Monday to Friday, 9:00 AM–5:00 PM (local time)',
    );
  });
});

describe('helpers', () => {
  it('reads HH:MM and rejects anything else', () => {
    expect(minutesOf('09:00')).toBe(540);
    expect(minutesOf('23:59')).toBe(1439);
    expect(() => minutesOf('9:00')).toThrow(RangeError);
    expect(() => minutesOf('24:00')).toThrow(RangeError);
  });

  it('fills templates and leaves unknown placeholders', () => {
    expect(fillTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
  });
});
