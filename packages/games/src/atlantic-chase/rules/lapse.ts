/**
 * The Time Lapse procedure (p.19, p.20): each named TF in turn (the active player's first,
 * p.19) makes a Time Lapse; the owner chooses the ends (and the Intel Limit, and where the station goes);
 * a choice with no alternative is applied at once. p.20: with some segments on the Arctic line in Good
 * weather, the owner first chooses between the table and a die.
 */
import type { Answer, Frame } from '../../common/procedure';
import type { HexId } from '../data/types';
import { ask, log, pop, push, roll, type Ctx } from './flow';
import { applyLapse, lapseChoices, lapseMode, stationHexes, tableAmount } from './timeLapse';
import type { G } from './types';
import { no, type Refusal } from './refusals';

interface LapseFrame extends Frame {
  f: 'lapse';
  tfs: string[];
  /** Launch points that go last (p.19-20), by TF. */
  launch: Record<string, HexId>;
  n?: number;
  mode?: 'TABLE' | 'ROLL';
}

export function pushLapse(G: G, tfs: readonly string[], launch: Record<string, HexId> = {}): void {
  const list = [...new Set(tfs)].filter((t) => G.tfs[t]);
  const act = list.filter((t) => G.tfs[t].side === G.initiative);
  const ina = list.filter((t) => G.tfs[t].side !== G.initiative);
  if (list.length) push(G, { f: 'lapse', step: 'next', tfs: [...act, ...ina], launch } as LapseFrame);
}

export function lapseOptions(G: G, tfId: string, n: number, launch: HexId | null): Array<{ front: number; back: number; station: HexId | null }> {
  const tf = G.tfs[tfId];
  const out: Array<{ front: number; back: number; station: HexId | null }> = [];
  const seen = new Set<string>();
  for (const ch of lapseChoices(G, tf, n, launch)) {
    const st = stationHexes(tf, ch, launch);
    for (const s of st.length ? st : [null]) {
      // Removing every segment is one outcome whatever the split: keep one split per station hex.
      const key = st.length ? `all:${s}` : `${ch.front}:${ch.back}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ front: ch.front, back: ch.back, station: s });
    }
  }
  return out;
}

export const lapseProcedure = {
  step(c: Ctx, fr: LapseFrame): void {
    const G = c.G;
    const id = fr.tfs[0];
    if (!id) {
      pop(G);
      return;
    }
    const tf = G.tfs[id];
    if (tf.gone || tf.rep.k !== 'T') {
      fr.tfs.shift();
      delete fr.n;
      delete fr.mode;
      return;
    }
    if (fr.n === undefined) {
      const m = lapseMode(G, tf);
      if (m === 'CHOOSE' && !fr.mode) {
        ask(c, tf.side, 'lapseMode', { tf: id });
        return;
      }
      const mode = m === 'CHOOSE' ? (fr.mode as 'TABLE' | 'ROLL') : m;
      if (mode === 'TABLE') fr.n = tableAmount(G, tf);
      else fr.n = roll(c, 1)[0];
      log(c, 'timeLapse', [id, mode], [fr.n], mode === 'TABLE' ? 'p.19' : 'p.20');
    }
    const opts = lapseOptions(G, id, fr.n, fr.launch[id] ?? null);
    if (opts.length === 1) {
      finishOne(c, fr, opts[0]);
      return;
    }
    ask(c, tf.side, 'lapse', { tf: id, n: fr.n, launch: fr.launch[id] ?? null });
  },
  answer(c: Ctx, fr: LapseFrame, _seat: string, a: Answer): Refusal | undefined {
    const G = c.G;
    const id = fr.tfs[0];
    if (a.move === 'lapseMode') {
      if (G.pending?.kind !== 'lapseMode') return no.lapseModeTime();
      fr.mode = a.args[0] ? 'ROLL' : 'TABLE';
      return undefined;
    }
    if (a.move !== 'lapse' || G.pending?.kind !== 'lapse') return no.lapseChoose();
    const [front, back, station] = a.args as [number, number, HexId | null];
    const opts = lapseOptions(G, id, fr.n as number, fr.launch[id] ?? null);
    const o = opts.find((x) => (x.station !== null ? x.station === station && station !== null : x.front === front && x.back === back && station === null));
    if (!o) return no.lapseRemove();
    finishOne(c, fr, o);
    return undefined;
  },
};

function finishOne(c: Ctx, fr: LapseFrame, o: { front: number; back: number; station: HexId | null }): void {
  const G = c.G;
  const id = fr.tfs[0];
  const tf = G.tfs[id];
  const intelBefore = tf.intel.length;
  const removed = applyLapse(tf, { front: o.front, back: o.back, intelLimit: false }, o.station);
  log(
    c,
    'segmentsRemoved',
    [id, ...removed, ...(tf.rep.k === 'S' && tf.rep.hex ? ['station', tf.rep.hex] : [])],
    [removed.length, intelBefore - tf.intel.length],
    'p.19',
  );
  fr.tfs.shift();
  delete fr.n;
  delete fr.mode;
}
