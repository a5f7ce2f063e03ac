/**
 * What the Gathering Storm table reads off a view: the calendar, each power's alliance and colour, a country's
 * alignment, the powers a seat plays, and every identifier of the game's data worded through the catalogue
 * (power, country, aggression, project, event and other names), so no code name reaches a player.
 */
import type { GameT } from '../../i18n/games';
import {
  AGGRESSION,
  CALENDAR,
  COUNTRY,
  EVENT,
  POWER,
  POWER_IDS,
  RESEARCH_PROJECT,
  type Alliance,
  type CountryId,
  type Effect,
  type GView,
  type Power,
  type Reason,
} from './engine';

export type View = GView;

const ALLIANCE_OF: Record<Power, Alliance> = { GER: 'AXIS', ITA: 'AXIS', GBR: 'ALLIES', FRA: 'ALLIES', USSR: 'RUSSIA' };

/** The year and season of a turn (0 = Spring 1935) [2.31, 2.41]. */
export function calendar(turn: number): { year: number; season: string } {
  return { year: CALENDAR.startYear + Math.floor(turn / 4), season: CALENDAR.seasons[turn % 4] };
}

function isPower(id: string): id is Power {
  return (POWER_IDS as readonly string[]).includes(id);
}

function isCountry(id: string): id is CountryId {
  return Object.prototype.hasOwnProperty.call(COUNTRY, id);
}

/** The powers a seat plays, in order of play. */
export function powersOf(G: View, seat: number | string | null): Power[] {
  if (seat === null) return [];
  return (G.seatPowers[String(seat)] ?? []) as Power[];
}

/** The seat's private record (only ever present in the seat's own view). */
export function privateOf(G: View, seat: number | null) {
  return seat === null ? undefined : G.players?.[String(seat)];
}

/** The alliance with the most flags in a country (its alignment [24.21]), null when none or tied. */
export function alignment(G: View, c: CountryId): Alliance | null {
  const flags = G.countries[c]?.flags ?? [];
  const n: Record<Alliance, number> = { AXIS: 0, ALLIES: 0, RUSSIA: 0 };
  for (const p of flags) n[ALLIANCE_OF[p]]++;
  const best = (Object.keys(n) as Alliance[]).sort((a, b) => n[b] - n[a]);
  if (n[best[0]] === 0 || n[best[0]] === n[best[1]]) return null;
  return best[0];
}

/**
 * A refusal of the rules in the reader's language: the catalogue's `refusals.<code>` filled with its
 * parameters, which nests the catalogue's own names of the powers, countries and projects it names (the
 * rules' English text only where the catalogue lacks the code). The rules' citation stays in brackets.
 */
export function refusalText(t: GameT, r: Reason): string {
  if (typeof r === 'string') return r;
  return t(`refusals.${r.code}`, { ...r.params, defaultValue: r.text });
}

export function powerName(t: GameT, p: string): string {
  return t(`power.${p}`);
}

export function idName(t: GameT, id: string): string {
  if (/^\d+$/.test(id)) return id;
  if (isPower(id)) return t(`power.${id}`);
  if (id === 'SUD' || id === 'DAN') return t(`aggression.${id}`);
  if (isCountry(id)) return t(`country.${id}`);
  if (id === 'AXIS' || id === 'ALLIES' || id === 'RUSSIA') return t(`alliance.${id}`);
  const ev = /^(\d+)\.(general|GER|ITA|GBR|FRA|USSR)$/.exec(id);
  if (ev) return eventName(t, id);
  const track = /^([a-zA-Z]+):([A-Z]+)$/.exec(id);
  if (track && Object.prototype.hasOwnProperty.call(RESEARCH_PROJECT, track[1])) return trackName(t, id);
  if (track) return t('word.networkOn', { alliance: idName(t, track[1]), category: t(`category.${track[2]}`, { defaultValue: track[2] }) });
  const net = /^(AXIS|ALLIES|RUSSIA):([a-z]+)$/.exec(id);
  if (net) return t('word.networkOn', { alliance: t(`alliance.${net[1]}`), category: t(`category.${net[2]}`) });
  return t(`word.${id}`, { defaultValue: t('word.unknown') });
}

/** A research track `project:owner` [15.41]: the project, and whose sheet it is on. */
export function trackName(t: GameT, key: string): string {
  const [project, owner] = key.split(':');
  return t('word.track', { project: t(`project.${project}`), owner: idName(t, owner) });
}

function projectName(t: GameT, project: string): string {
  return t(`project.${project}`);
}

/** An event by its id `card.slot`: its card and the power or the general slot. */
function eventName(t: GameT, id: string): string {
  const [card, slot] = id.split('.');
  return slot === 'general' ? t('event.general', { card }) : t('event.national', { card, power: t(`power.${slot}`) });
}

/** What one effect of an event does, in words [8.41]. */
function effectText(t: GameT, e: Effect): string {
  switch (e.op) {
    case 'support':
      return t('effect.support', { power: powerName(t, e.power), delta: signed(e.delta) });
    case 'income':
      return t('effect.income', { delta: signed(e.delta) });
    case 'tileDraw':
      return t(e.draws === 0 ? 'effect.tileDrawNone' : 'effect.tileDrawTwo');
    case 'conversionCost':
      return t(e.to === 'civil' ? 'effect.conversionCivil' : 'effect.conversionMilitary', { delta: signed(e.delta) });
    case 'researchLevels':
      return t('effect.researchLevels', { project: projectName(t, e.project), count: e.levels });
    case 'researchSteps':
      return t('effect.researchSteps', { a: projectName(t, e.projects[0]), b: projectName(t, e.projects[1]) });
    case 'researchSpy':
      return t('effect.researchSpy', { category: t(`category.${e.category}`) });
    case 'researchExtraAm':
      return t('effect.researchExtraAm');
    case 'researchDouble':
      return t('effect.researchDouble', { project: projectName(t, e.project) });
    case 'atomicAllowed':
      return t('effect.atomicAllowed');
    case 'researchBan':
      return t('effect.researchBan', { project: projectName(t, e.project) });
    case 'extraBuild':
      return t('effect.extraBuild', { unit: t(`word.${e.unit}`) });
    case 'freeShipStart':
      return t('effect.freeShipStart', { size: e.size });
    case 'shipAccelerate':
      return t('effect.shipAccelerate', { count: e.columns });
    case 'navalCost':
      return t('effect.navalCost', { delta: signed(e.delta) });
    case 'diplomatic':
      return t(e.civilWarStep ? 'effect.diplomaticCivilWar' : 'effect.diplomatic', {
        country: t(`country.${e.country}`),
        value: e.value,
        power: powerName(t, e.beneficiary),
      });
    case 'dispute':
      return t('effect.dispute', { a: t(`country.${e.countries[0]}`), b: t(`country.${e.countries[1]}`) });
    case 'russianAccess':
      return t('effect.russianAccess', { country: t(`country.${e.country}`) });
    case 'eai':
      return t('effect.eai', { delta: signed(e.delta) });
    case 'purgeSupport':
      return t('effect.purgeSupport', { delta: signed(e.delta) });
    case 'purgeUnits':
      return t('effect.purgeUnits', { count: e.count, unit: e.unit === 'asMilitaryPurge' ? t('word.anyUnit') : t(`word.${e.unit}`) });
    case 'purgeBan':
      return t(e.ban === 'diplomacy' ? 'effect.purgeBanDiplomacy' : 'effect.purgeBanResearch');
  }
}

/** An event in full: its name and what it does. */
export function eventText(t: GameT, id: string): string {
  const ev = EVENT[id];
  if (!ev) return eventName(t, id);
  const what = ev.effects.map((e) => effectText(t, e)).join('; ');
  return `${eventName(t, id)}${ev.secret ? ` (${t('event.secret')})` : ''}: ${what || t('event.noEffect')}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function aggressionName(t: GameT, id: string): string {
  return AGGRESSION[id as keyof typeof AGGRESSION] ? t(`aggression.${id}`) : idName(t, id);
}

/** Colour class of a power or alliance (gs.css). */
export function tone(x: Power | Alliance | null | undefined): string {
  if (!x) return 'gs-none';
  if (isPower(x)) return `gs-${POWER[x].alliance.toLowerCase()} gs-p-${x.toLowerCase()}`;
  return `gs-${x.toLowerCase()}`;
}
