/**
 * Intel, Contact and Evasive Maneuvers bookkeeping (p.21-24), and the two ways a
 * trajectory becomes a station (p.16, p.19). Pure functions on one TF.
 */
import { AIRBASE_ROWS, portsAt } from '../data';
import type { HexId, Side } from '../data/types';
import { enemyPort, other } from './state';
import type { G, TF } from './types';

/** p.21, p.43: a hex holding an enemy station, enemy port, enemy airbase in play or enemy stealth force. */
export function intelTrigger(G: G, side: Side, hex: HexId): boolean {
  const foe = other(side);
  if (Object.values(G.tfs).some((t) => t.side === foe && !t.gone && t.rep.k === 'S' && t.rep.hex === hex)) return true;
  if (portsAt(hex).some((p) => enemyPort(G, p.id, side))) return true;
  if (AIRBASE_ROWS.some((a) => a.side === foe && a.hex === hex && a.fromYear <= G.year)) return true;
  return Object.values(G.stealth).some((s) => s.side === foe && s.at === hex);
}

/** p.21: one per segment, never on a station. Returns whether a marker was placed. */
export function addIntel(tf: TF, hex: HexId): boolean {
  if (tf.rep.k !== 'T' || !tf.rep.hexes.includes(hex) || tf.intel.includes(hex)) return false;
  tf.intel.push(hex);
  return true;
}

/** p.23: on the station or the segment in the hex, one per station or segment. */
export function addContact(tf: TF, hex: HexId): boolean {
  const here = tf.rep.k === 'T' ? tf.rep.hexes.includes(hex) : tf.rep.hex === hex;
  if (!here || tf.contact.includes(hex)) return false;
  tf.contact.push(hex);
  return true;
}

/** EM-2 (p.24): one per TF; a second gain is lost. Returns whether it was gained. */
export function addEM(tf: TF): boolean {
  if (tf.em) return false;
  tf.em = true;
  return true;
}

/** p.23, p.41: Lose Contact removes the Contact and Intel markers in the target hex only. */
export function loseContact(tf: TF, hex: HexId): void {
  tf.contact = tf.contact.filter((h) => h !== hex);
  tf.intel = tf.intel.filter((h) => h !== hex);
}

/**
 * Time Lapse (p.19-20), Sighted (p.54), Signals (p.39): the TF becomes a station in `hex`; every Intel marker goes
 * (p.21); Contact survives only in that hex (p.23).
 */
export function toStation(tf: TF, hex: HexId): void {
  tf.rep = { k: 'S', hex, box: null, port: null };
  tf.intel = [];
  tf.contact = tf.contact.filter((h) => h === hex);
}

/** Markers whose segment or station is gone are removed (p.21, p.23). */
export function pruneMarkers(tf: TF): void {
  const here = tf.rep.k === 'T' ? tf.rep.hexes : tf.rep.hex ? [tf.rep.hex] : [];
  tf.intel = tf.rep.k === 'T' ? tf.intel.filter((h) => here.includes(h)) : [];
  tf.contact = tf.contact.filter((h) => here.includes(h));
}
