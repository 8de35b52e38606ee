// Dates as the person's own locale writes them, one way everywhere (issue 15, item 10): "15 Jan
// 2026" in en-GB, "Jan 15, 2026" in en-US. A game's date (YYYY-MM-DD, as typed) is that calendar
// day wherever the app runs; a time the backend recorded (Unix seconds) is the day it was where the
// person is. `locale` and `timeZone` are for tests; the app leaves them to the system.

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** Unix seconds, or milliseconds (a number under 10^11 cannot be a millisecond time after 1973). */
function fromUnix(at: number): Date {
  return new Date(at < 1e11 ? at * 1000 : at);
}

/** A calendar day (YYYY-MM-DD) or a moment (Unix seconds) as a day in the locale's words. */
export function formatDay(day: string | number, locale?: string, timeZone?: string): string {
  if (typeof day === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!m) return day;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toLocaleDateString(locale, { ...DAY, timeZone: 'UTC' });
  }
  return fromUnix(day).toLocaleDateString(locale, { ...DAY, timeZone });
}

/** A moment (Unix seconds) as day and time: "15 Jan 2026, 14:05". */
export function formatMoment(at: number, locale?: string, timeZone?: string): string {
  return fromUnix(at).toLocaleString(locale, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone });
}

/**
 * The backend's sentences name a game's date as it is stored ("after \"Dry Gulch\" (1881-10-26)");
 * shown to a person, every such date is written as the locale writes it.
 */
export function localDates(text: string, locale?: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => formatDay(day, locale));
}
