import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, localDates } from './dates';

describe('dates in the locale', () => {
  it('write a game day and a recorded time the same way, in the locale given', () => {
    expect(formatDay('2026-01-15', 'en-GB')).toBe('15 Jan 2026');
    expect(formatDay('2026-01-15', 'en-US')).toBe('Jan 15, 2026');
    expect(formatDay('2026-01-15', 'de-DE')).toBe('15. Jan. 2026');
    // A recorded time is the day where the person is.
    expect(formatDay(1_768_517_999, 'en-GB', 'UTC')).toBe('15 Jan 2026');
    expect(formatDay(1_768_517_999, 'en-GB', 'Asia/Tokyo')).toBe('16 Jan 2026');
  });

  it('read seconds and milliseconds alike, and leave what is not a day as typed', () => {
    expect(formatDay(1_700_000_000, 'en-GB', 'UTC')).toBe('14 Nov 2023');
    expect(formatDay(1_700_000_000_000, 'en-GB', 'UTC')).toBe('14 Nov 2023');
    expect(formatDay('last Tuesday', 'en-GB')).toBe('last Tuesday');
  });

  it('give a moment its time too', () => {
    expect(formatMoment(1_768_487_100, 'en-GB', 'UTC')).toBe('15 Jan 2026, 14:25');
  });
});

describe('dates in the backend\'s sentences', () => {
  it('are written as the locale writes them', () => {
    expect(localDates('I\'m Tired out! after "Dry Gulch" (1881-10-26). Must miss the next adventure.', 'en-GB'))
      .toBe('I\'m Tired out! after "Dry Gulch" (26 Oct 1881). Must miss the next adventure.');
    expect(localDates('killed in "A" (1881-09-08) and "B" (1881-10-26)', 'en-US')).toBe('killed in "A" (Sep 8, 1881) and "B" (Oct 26, 1881)');
    expect(localDates('no dates here', 'en-GB')).toBe('no dates here');
  });
});
