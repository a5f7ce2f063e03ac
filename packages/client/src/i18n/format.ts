/**
 * Numbers, dates, times, lists and relative times in the reader's language, with Intl's formatters
 * (cached per language). `useFormat()` re-renders its component when the language changes.
 */
import { useTranslation } from 'react-i18next';

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  let v = cache.get(key) as T | undefined;
  if (v === undefined) {
    v = make();
    cache.set(key, v);
  }
  return v;
}

interface Format {
  lng: string;
  number(n: number): string;
  /** "just now", "5 min ago", "3 hr. ago", "2 days ago", or the date when older than two weeks. */
  timeAgo(iso: string, now?: number): string;
  /** A date and time, e.g. "25 nov 2026, 14:05". */
  dateTime(iso: string): string;
  /** Hours and minutes, e.g. "14:05". */
  clock(iso: string): string;
  /** "A, B and C" / "A, B y C". */
  list(items: string[], type?: 'conjunction' | 'disjunction'): string;
}

export function formatFor(lng: string): Format {
  const nf = cached(`n:${lng}`, () => new Intl.NumberFormat(lng));
  const rtf = cached(`r:${lng}`, () => new Intl.RelativeTimeFormat(lng, { numeric: 'auto', style: 'short' }));
  const df = cached(`d:${lng}`, () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }));
  const dtf = cached(`dt:${lng}`, () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }));
  const tf = cached(`t:${lng}`, () => new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' }));
  const parse = (iso: string) => {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? null : t;
  };
  return {
    lng,
    number: (n) => nf.format(n),
    timeAgo(iso, now = Date.now()) {
      const t = parse(iso);
      if (t === null) return '';
      const s = Math.max(0, Math.round((now - t) / 1000));
      if (s < 45) return rtf.format(0, 'second');
      const m = Math.round(s / 60);
      if (m < 60) return rtf.format(-m, 'minute');
      const h = Math.round(m / 60);
      if (h < 24) return rtf.format(-h, 'hour');
      const d = Math.round(h / 24);
      if (d < 14) return rtf.format(-d, 'day');
      return df.format(t);
    },
    dateTime: (iso) => {
      const t = parse(iso);
      return t === null ? '' : dtf.format(t);
    },
    clock: (iso) => {
      const t = parse(iso);
      return t === null ? '' : tf.format(t);
    },
    list: (items, type = 'conjunction') => cached(`l:${type}:${lng}`, () => new Intl.ListFormat(lng, { type })).format(items),
  };
}

/** The formatters for the current language; the component re-renders when it changes. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return formatFor(i18n.resolvedLanguage ?? i18n.language);
}
