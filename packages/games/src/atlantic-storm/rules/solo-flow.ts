/**
 * The order of play of the solitaire game (§15): the 15-step sequence of a battle, run until the human
 * must decide or the game ends, and the human's moves. "I" = the side with the initiative, "O" = the
 * other side; the side the human does not play is the automaton of rules/automaton.ts.
 */
import type { Side, Zone } from '../data';
import { botPlace, botWithdraw, botZones } from './automaton';
import { cardName } from '../data';
import { otherSide } from './cards';
import { ev, soloStep } from './events';
import { pileSize, pileTake } from './pile';
import { drawFor } from './solo-decks';
import { endSolo, fight } from './solo-fight';
import { afterPlacement, applyPlace, checkSoloPlace, commitPlace, fateStep } from './solo-place';
import { cancelCards, changeZones, finishSpecial, resolveSpecials, withdraw, zeroCards } from './solo-specials';
import { humanSeat, isHuman, SOLO_ZONE_OPTIONS, soloCancelTargets, soloState, type SoloPlaceSpec, type SoloResolveChoice } from './solo-values';
import { isRefusal, no, type Refusal } from './refusals';
import type { AsState, Ctx, Seat } from './types';

/** Run the 15-step sequence until the human must decide or the game ends. */
export function soloRun(G: AsState, m: Ctx): void {
  const S = soloState(G);
  const seat = humanSeat(G);
  for (let guard = 0; guard < 10000; guard++) {
    switch (S.step) {
      case 'start': {
        if (pileSize(G.secret.convoys) === 0) {
          endSolo(G, m);
          return;
        }
        // Step 1: initiative, rolled once, then alternating.
        if (S.initiative === null) {
          const d = m.d6();
          S.initiative = d <= 3 ? 'allied' : 'german';
          m.emit(ev.initiative(S.initiative, d));
        } else {
          S.initiative = otherSide(S.initiative);
          m.emit(ev.initiative(S.initiative, null));
        }
        // Step 2: the convoy. The previous battle's totals are in G.lastRound; none yet for this one.
        S.totals = null;
        [[S.convoy], G.secret.convoys] = pileTake(G.secret.convoys, 1);
        S.battles++;
        G.battleNo = S.battles;
        m.emit(ev.battle(S.battles, S.convoy, null, soloStep(2)));
        // Steps 3-4.
        drawFor(G, S.initiative, m);
        S.step = 'zone';
        break;
      }
      case 'zone': {
        const I = S.initiative as Side;
        if (isHuman(G, I)) {
          G.prompt = { kind: 'soloZone', seat };
          return;
        }
        setZones(G, botZones(G, I), m);
        S.step = 'placeI';
        break;
      }
      case 'placeI': {
        const I = S.initiative as Side;
        if (isHuman(G, I)) {
          G.prompt = { kind: 'soloPlace', seat, side: I };
          return;
        }
        applyPlace(G, I, botPlace(G, I), m);
        S.step = 'drawO';
        break;
      }
      case 'drawO': {
        // Steps 9-10, then step 11 (fate between the two sides) before step 12 places the other side.
        drawFor(G, otherSide(S.initiative as Side), m);
        fateStep(G, m);
        S.step = 'placeO';
        break;
      }
      case 'placeO': {
        const O = otherSide(S.initiative as Side);
        if (isHuman(G, O)) {
          G.prompt = { kind: 'soloPlace', seat, side: O };
          return;
        }
        applyPlace(G, O, botPlace(G, O), m);
        afterPlacement(G);
        break;
      }
      case 'specials': {
        if (!resolveSpecials(G, m)) return;
        S.step = 'withdraw';
        break;
      }
      case 'withdraw': {
        const O = otherSide(S.initiative as Side);
        if (zeroCards(G, O).length > 0) {
          if (isHuman(G, O)) {
            G.prompt = { kind: 'soloWithdraw', seat, side: O };
            return;
          }
          withdraw(G, O, botWithdraw(G, O), m);
        }
        S.step = 'fight';
        break;
      }
      case 'fight': {
        fight(G, m);
        S.step = 'start';
        break;
      }
      case 'over':
        return;
    }
  }
  throw new Error('solitaire sequence did not settle');
}

/** §15 step 5: the zone(s) of the battle. */
function setZones(G: AsState, zones: Zone[], m: Ctx): void {
  const S = soloState(G);
  S.zones = [...zones];
  m.emit(ev.soloZone(S.initiative as Side, zones));
}

// ------------------------------------------------------------------ the human's moves

function checkPrompt(G: AsState, seat: Seat, kind: string): Refusal | undefined {
  if (!G.solo) return no.notSolitaire();
  if (G.prompt?.kind !== kind || G.prompt.seat !== seat) return no.notWaiting();
  return undefined;
}

function isZoneOption(zones: unknown): zones is Zone[] {
  return Array.isArray(zones) && SOLO_ZONE_OPTIONS.some((o) => o.length === zones.length && o.every((z) => zones.includes(z)));
}

/** §15 step 5: the initiative side chooses one zone or two combined. */
export function soloZone(G: AsState, seat: Seat, zones: Zone[], m: Ctx): Refusal | undefined {
  const bad = checkPrompt(G, seat, 'soloZone');
  if (bad) return bad;
  if (!isZoneOption(zones)) return no.soloZones();
  setZones(G, zones, m);
  G.prompt = null;
  soloState(G).step = 'placeI';
  soloRun(G, m);
  return undefined;
}

/** §15 steps 7-8 / 12: the human places his drawn cards and announces his specials. */
export function soloPlace(G: AsState, seat: Seat, spec: SoloPlaceSpec, m: Ctx): Refusal | undefined {
  const bad = checkPrompt(G, seat, 'soloPlace');
  if (bad) return bad;
  const side = (G.prompt as { side: Side }).side;
  const v = checkSoloPlace(G, side, spec);
  if (isRefusal(v)) return v;
  commitPlace(G, side, spec, v, m);
  G.prompt = null;
  const S = soloState(G);
  if (side === S.initiative) S.step = 'drawO';
  else afterPlacement(G);
  soloRun(G, m);
  return undefined;
}

/** §15 step 13: the targets of one of the human's special cards. */
export function soloResolve(G: AsState, seat: Seat, choice: SoloResolveChoice, m: Ctx): Refusal | undefined {
  const bad = checkPrompt(G, seat, 'soloResolve');
  if (bad) return bad;
  const pr = G.prompt as Extract<NonNullable<AsState['prompt']>, { kind: 'soloResolve' }>;
  const S = soloState(G);
  if (pr.need === 'zone') {
    if (!choice || !isZoneOption(choice.zones)) return no.soloNewZone();
    changeZones(G, pr.side, pr.card, choice.zones as Zone[], m);
  } else {
    const targets = soloCancelTargets(G, pr.side);
    const ids = choice?.cancel;
    if (!Array.isArray(ids) || new Set(ids).size !== ids.length || ids.length !== pr.count)
      return pr.count > 1 ? no.soloCancelMany(pr.count) : no.soloCancelOne();
    for (const id of ids) if (!targets.includes(id)) return no.soloNotEnemy(cardName(id));
    cancelCards(G, pr.side, ids, pr.card, m);
  }
  const q = S.queue[0];
  G.prompt = null;
  finishSpecial(G, q.side, q.id);
  soloRun(G, m);
  return undefined;
}

/** §15 step 13: the side without the initiative withdraws placed cards worth 0 (possibly none). */
export function soloWithdraw(G: AsState, seat: Seat, ids: string[], m: Ctx): Refusal | undefined {
  const bad = checkPrompt(G, seat, 'soloWithdraw');
  if (bad) return bad;
  const side = (G.prompt as { side: Side }).side;
  if (!Array.isArray(ids)) return no.soloWithdrawList();
  const zero = zeroCards(G, side);
  if (new Set(ids).size !== ids.length) return no.listedTwice();
  for (const id of ids) if (!zero.includes(id)) return no.soloNotZero(cardName(id));
  withdraw(G, side, ids, m);
  G.prompt = null;
  soloState(G).step = 'fight';
  soloRun(G, m);
  return undefined;
}
