/**
 * Every catalogue the client has, by namespace and language, each loaded on demand (its own chunk):
 * `common` is the site (loaded before the first render), and each game has the namespace named after
 * its slug (loaded when a page shows that game: the lobby, a room, a table). Adding a game's strings:
 * `locales/en/<slug>.json` and `locales/es/<slug>.json`, one line below, and docs/ADDING_A_GAME.md.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

/** True in the testing build only (vite.config.ts: `vite build --mode e2e`); the literal false in production. */
declare const __QD_TEST_BOARDS__: boolean;

export const CATALOGUES: Record<string, Record<Language, Loader>> = {
  common: { en: () => import('./locales/en/common.json'), es: () => import('./locales/es/common.json') },
  'atlantic-storm': { en: () => import('./locales/en/atlantic-storm.json'), es: () => import('./locales/es/atlantic-storm.json') },
  'kaisers-pirates': { en: () => import('./locales/en/kaisers-pirates.json'), es: () => import('./locales/es/kaisers-pirates.json') },
  'atlantic-storm-rules': { en: () => import('./locales/en/atlantic-storm-rules.json'), es: () => import('./locales/es/atlantic-storm-rules.json') },
  'kaisers-pirates-rules': { en: () => import('./locales/en/kaisers-pirates-rules.json'), es: () => import('./locales/es/kaisers-pirates-rules.json') },
  'atlantic-chase': { en: () => import('./locales/en/atlantic-chase.json'), es: () => import('./locales/es/atlantic-chase.json') },
  'gathering-storm': { en: () => import('./locales/en/gathering-storm.json'), es: () => import('./locales/es/gathering-storm.json') },
  'atlantic-chase-rules': { en: () => import('./locales/en/atlantic-chase-rules.json'), es: () => import('./locales/es/atlantic-chase-rules.json') },
  'gathering-storm-rules': { en: () => import('./locales/en/gathering-storm-rules.json'), es: () => import('./locales/es/gathering-storm-rules.json') },
};
// The platform tests' fixture game has its strings in the testing build only, like its board.
if (__QD_TEST_BOARDS__) {
  CATALOGUES.fixture = { en: () => import('./locales/en/fixture.json'), es: () => import('./locales/es/fixture.json') };
  CATALOGUES['fixture-rules'] = { en: () => import('./locales/en/fixture-rules.json'), es: () => import('./locales/es/fixture-rules.json') };
}
/**
 * A game's rules reference for the table's Rules panel: namespace `<slug>-rules`, keys `rules.sections.<n>.title`
 * and `.text` (sections numbered as the rulebook numbers them, "§<n>" in the log links to them). Kept apart from the
 * game's own catalogue so that its rules can be written without touching the table's strings.
 */
export function rulesNamespace(slug: string): string {
  return `${slug}-rules`;
}

/** The namespaces a game has (its slug), or none for a game without a catalogue yet. */
export function hasCatalogue(ns: string): boolean {
  return Object.prototype.hasOwnProperty.call(CATALOGUES, ns);
}
