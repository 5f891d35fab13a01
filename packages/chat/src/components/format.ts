// Dates, times and sizes of the chat in the person's language (Intl; no other library).

export interface ChatClock {
  /** Milliseconds since 1970. */
  now(): number;
  /** An IANA zone; the browser's when not given (stories and tests fix it). */
  timeZone?: string;
}

export const realClock: ChatClock = { now: () => Date.now() };

/** The locale of dates and numbers for a UI language, as the app's LocaleProvider uses them. */
export function localeOf(language: string): string {
  return language.startsWith('da') ? 'da-DK' : 'en-GB';
}

function partsOf(
  date: Date,
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
) {
  const parts = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone }).formatToParts(
    date,
  );
  const of = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return of;
}

/**
 * The last-active time of the chat header. Spec chat section 4 gives `d mmmm yyyy, h:MM TT`
 * (day, month name, year, a 12-hour clock and AM/PM: '5 March 2025, 3:07 PM'), which is the
 * English shape; Danish writes dates as every other Danish date of the product does (Intl's
 * da-DK long date and its 24-hour time with a full stop): '5. marts 2025, 15.07'.
 */
export function formatLastActive(seconds: number, language: string, timeZone?: string): string {
  const date = new Date(seconds * 1000);
  if (localeOf(language) === 'da-DK') {
    const day = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone }).format(date);
    return `${day}, ${formatTime(seconds, language, timeZone)}`;
  }
  const of = partsOf(
    date,
    language,
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    },
    timeZone,
  );
  return `${of('day')} ${of('month')} ${of('year')}, ${of('hour')}:${of('minute')} ${of('dayPeriod').toUpperCase()}`;
}

/** A message's time of day in the language's usual form: '14.07' or '14:07'. */
export function formatTime(seconds: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(seconds * 1000));
}

/** The calendar day of a moment in the zone, as 'YYYY-MM-DD'. */
export function dayKey(milliseconds: number, timeZone?: string): string {
  const of = partsOf(
    new Date(milliseconds),
    'en',
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    timeZone,
  );
  return `${of('year')}-${of('month')}-${of('day')}`;
}

/** Whole calendar days from `seconds` to now (0 = today, 1 = yesterday). */
export function daysAgo(seconds: number, clock: ChatClock): number {
  const then = Date.parse(`${dayKey(seconds * 1000, clock.timeZone)}T00:00:00Z`);
  const today = Date.parse(`${dayKey(clock.now(), clock.timeZone)}T00:00:00Z`);
  return Math.round((today - then) / 86_400_000);
}

/** A date separator of the message list: Today, Yesterday, or the date ('12. maj 2025'). */
export function dayLabel(
  seconds: number,
  clock: ChatClock,
  language: string,
  words: { today: string; yesterday: string },
): string {
  const days = daysAgo(seconds, clock);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: clock.timeZone,
  }).format(new Date(seconds * 1000));
}

/** The conversation list's time: the time today, 'Yesterday', the weekday this week, else the date. */
export function listTime(
  seconds: number,
  clock: ChatClock,
  language: string,
  yesterday: string,
): string {
  const days = daysAgo(seconds, clock);
  if (days <= 0) return formatTime(seconds, language, clock.timeZone);
  if (days === 1) return yesterday;
  const date = new Date(seconds * 1000);
  if (days < 7) {
    return new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'short',
      timeZone: clock.timeZone,
    }).format(date);
  }
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'short',
    timeZone: clock.timeZone,
  }).format(date);
}

/** A file size for people: '820 KB', '4,2 MB' (the decimal comma where the language has one). */
export function formatBytes(bytes: number, language: string): { unit: 'kb' | 'mb'; value: string } {
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024)
    return { unit: 'kb', value: number.format(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', value: number.format(bytes / (1024 * 1024)) };
}
