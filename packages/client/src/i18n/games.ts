/**
 * A game's words, from the namespace named after its slug (catalogues.ts): its title and summary for the
 * lobby, its room options (label, hint and choices by option key and value, as the options schema has
 * them), and, for the game's table, whatever else its board asks for (prompts, log events, refusals).
 * The server's English (the schema's `.meta({ title, description })`, GameInfo's title and summary) is the
 * fallback only for a key the catalogue does not have yet; e2e/catalogue.test.ts requires every key.
 */
import { useTranslation } from 'react-i18next';
import type { OptionWords } from '../components/OptionsForm';
import { choiceKey, humanize, optionKey, readOnlyOptionKeys } from '../components/schema';
import { i18n } from '.';
import { formatFor } from './format';

/** A translation function bound to one game's namespace (its keys are not typed: each game has its own). */
export type GameT = (key: string, options?: Record<string, unknown> & { defaultValue?: string }) => string;

/** The game's own words (suspends until its catalogue is loaded). */
export function useGameT(slug: string): GameT {
  const { t } = useTranslation(slug as 'common');
  return t as unknown as GameT;
}

/** The same outside React (catalogue already loaded: see loadGameStrings). */
export function gameT(slug: string): GameT {
  return i18n.getFixedT(null, slug as 'common') as unknown as GameT;
}

/** Whether a game's catalogue has this key (in the current language or English). */
export function gameHas(slug: string, key: string, options?: { count?: number }): boolean {
  return i18n.exists(key, { ns: slug as 'common', ...options });
}

/** Re-renders when the language changes or when these games' catalogues arrive (suspends until they have). */
export function useGameWords(slugs: readonly string[]): void {
  useTranslation(['common', ...slugs] as unknown as 'common');
}

export function gameTitle(slug: string, fallback: string): string {
  return gameT(slug)('title', { defaultValue: fallback });
}

export function gameSummary(slug: string, fallback: string): string {
  return gameT(slug)('summary', { defaultValue: fallback });
}

export function campaignSummary(slug: string, fallback: string): string {
  return gameT(slug)('campaign.summary', { defaultValue: fallback });
}

/**
 * A campaign's name. The server names a campaign created without a name "<title> campaign" (in English):
 * that default is worded in the reader's language; a name someone chose stays as it is.
 */
export function campaignName(slug: string, name: string, serverTitle?: string): string {
  const title = gameTitle(slug, serverTitle ?? slug);
  if (serverTitle && name === `${serverTitle} campaign`) return i18n.t('campaign.defaultName', { game: title });
  return name;
}

/** An option's label, by its path in the options object (["mode"], or ["rules", "speed"] when nested). */
export function optionLabel(slug: string, path: readonly string[], fallback?: string): string {
  return gameT(slug)(`${optionKey(path)}.label`, { defaultValue: fallback ?? humanize(path[path.length - 1] ?? '') });
}

function optionHint(slug: string, path: readonly string[], fallback?: string): string | undefined {
  const t = gameT(slug);
  const key = `${optionKey(path)}.hint`;
  return gameHas(slug, key) ? t(key) : fallback;
}

function choiceLabel(slug: string, path: readonly string[], value: unknown, fallback: string): string {
  return gameT(slug)(`${optionKey(path)}.choices.${choiceKey(value)}`, { defaultValue: fallback });
}

/** The room form's words for a game's options (OptionsForm). */
export function gameOptionWords(slug: string): OptionWords {
  return {
    label: (path, fallback) => optionLabel(slug, path, fallback),
    hint: (path, fallback) => optionHint(slug, path, fallback),
    choice: (path, value, fallback) => choiceLabel(slug, path, value, fallback),
  };
}

/** The schema's English for each option key (optionCatalogueKeys): the fallbacks of a game without a catalogue. */
type OptionFallbacks = ReadonlyMap<string, string>;

/**
 * The options a room's or a campaign's list shows: every option but those only a campaign sets (readOnly) that the
 * game's catalogue does not word for players (e.g. Atlantic Chase words its campaign operation; its carry-over of
 * ship ids is seen on the table, not in the list).
 */
export function listedOptions(slug: string, schema: unknown, options: Record<string, unknown>): Array<[string, unknown]> {
  // Until the game's schema is known (the game list loads after the room), only the options the game words are listed,
  // so a campaign's internal options (read-only in the schema) never flash on the page.
  const fixed = readOnlyOptionKeys(schema);
  return Object.entries(options).filter(([k]) => (schema !== undefined && !fixed.has(k)) || gameHas(slug, `${optionKey([k])}.label`));
}

/** An option's label for a room's or a campaign's list of options. */
export function optionName(slug: string, path: readonly string[], fallbacks?: OptionFallbacks): string {
  return optionLabel(slug, path, fallbacks?.get(`${optionKey(path)}.label`));
}

/** A room option's value as words: its choice label, yes/no, a number in the reader's format. */
export function optionValue(slug: string, path: readonly string[], v: unknown, fallbacks?: OptionFallbacks): string {
  const f = formatFor(i18n.language);
  const choice = `${optionKey(path)}.choices.${choiceKey(v)}`;
  if (typeof v === 'boolean') return i18n.t(v ? 'options.yes' : 'options.no');
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return gameHas(slug, choice) ? gameT(slug)(choice) : (fallbacks?.get(choice) ?? f.number(v));
  if (typeof v === 'string') return choiceLabel(slug, path, v, fallbacks?.get(choice) ?? humanize(v));
  if (Array.isArray(v)) return f.list(v.map((x) => optionValue(slug, path, x, fallbacks)));
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${optionName(slug, [...path, k], fallbacks)}: ${optionValue(slug, [...path, k], x, fallbacks)}`)
      .join('; ');
  return String(v);
}
