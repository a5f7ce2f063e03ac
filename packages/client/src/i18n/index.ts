/**
 * The client's one translation layer: i18next with react-i18next. English and Spanish; the language
 * is the one chosen in the header (remembered in localStorage), else the browser's first language we
 * have (Spanish for any `es-*`, English otherwise). `<html lang>` and the page description follow it.
 *
 * Plurals use the language's CLDR plural rules (Intl.PluralRules: `_one`, `_many`, `_other` keys),
 * numbers, dates, times, lists and relative times Intl's formatters for that language (`format.ts`).
 */
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES, hasCatalogue, LANGUAGES, type Language } from './catalogues';

export { LANGUAGES } from './catalogues';

const STORAGE_KEY = 'qd.lang';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** The language for a list of browser languages (navigator.languages): the first one we have, else English. */
function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function storedLanguage(): Language | null {
  try {
    const v = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
}

/** Catalogues come from their own chunks (catalogues.ts); a namespace without a catalogue is empty. */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!hasCatalogue(namespace) || !isLanguage(language)) return callback(null, {});
    CATALOGUES[namespace][language]().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, null),
    );
  },
};

export const i18n = i18next.createInstance();

function follow(lng: string) {
  document.documentElement.lang = lng;
  const description = document.querySelector('meta[name="description"]');
  if (description) description.setAttribute('content', i18n.t('site.description'));
}

let started: Promise<TFunction> | null = null;

/** Starts the layer with the site's catalogue loaded (before the first render). */
export function initI18n(): Promise<TFunction> {
  started ??= (async () => {
    i18n.use(backend).use(initReactI18next);
    i18n.on('languageChanged', follow);
    const t = await i18n.init({
      lng: storedLanguage() ?? languageFor(browserLanguages()),
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      // React escapes what it renders; catalogue strings are plain text.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
    follow(i18n.language);
    return t;
  })();
  return started;
}

/** Switch the language (the header's selector) and remember it in this browser. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lng);
}

/** The current language as one of ours. */
export function currentLanguage(): Language {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : 'en';
}

/** Loads the catalogues of these games (their slugs) in the current language; unknown slugs load nothing. */
export function loadGameStrings(slugs: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...new Set(slugs)]).then(() => undefined);
}
