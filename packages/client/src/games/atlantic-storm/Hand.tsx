/**
 * Your hand, and at your turn the play builder: tap cards to select them, attach bonus cards, choose
 * the admiral's option; the same legality check the server runs tells you, as you go, whether the play
 * stands. Discarding is one tap (the card stays hidden from the others).
 */
import { useEffect, useMemo, useState } from 'react';
import { CARD, checkPlay, effectiveZones, isRefusal, typeMatches, zonesOf, type AsState, type PlaySpec, type Zone } from './engine';
import { ForceCardView } from './Card';
import { convoyNote, fmtValue, playableCards, refusalText, sideLabel, specEstimate, zoneLabel } from './model';
import { useGameT } from '../../i18n/games';

export function Hand({
  G,
  me,
  myTurn,
  busy,
  act,
}: {
  G: AsState;
  me: string;
  myTurn: boolean;
  busy: boolean;
  act: (name: string, ...args: unknown[]) => Promise<boolean>;
}) {
  const t = useGameT('atlantic-storm');
  const mine = G.players[me];
  const hand = mine?.hand ?? [];
  const prompt = G.prompt;
  const turn = myTurn && prompt?.kind === 'turn' && prompt.seat === me ? prompt : null;
  const round = G.battle?.round;
  const [selected, setSelected] = useState<string[]>([]);
  const [attach, setAttach] = useState<Record<string, string | null>>({});
  const [admiral, setAdmiral] = useState<'combine' | 'double' | null>(null);

  // A new decision (or a new state) starts with an empty selection.
  const stamp = `${G.battleNo}:${G.roundNo}:${round?.cursor ?? -1}:${round?.plays.length ?? 0}:${prompt ? JSON.stringify(prompt) : ''}`;
  useEffect(() => {
    setSelected([]);
    setAttach({});
    setAdmiral(null);
  }, [stamp]);

  const playable = useMemo(() => (turn ? playableCards(G, me) : new Set<string>()), [G, me, turn]);
  const zonesNow: Zone[] = round && round.declared ? effectiveZones(round) : [];

  const normalsSel = selected.filter((id) => CARD[id]?.kind === 'normal');
  const hasAdmiral = selected.some((id) => CARD[id]?.special === 'admiral');
  const option = hasAdmiral ? (admiral ?? (normalsSel.length === 2 ? 'double' : 'combine')) : undefined;
  const spec: PlaySpec = useMemo(() => {
    const a: Record<string, string> = {};
    for (const id of selected) {
      if (CARD[id]?.kind !== 'bonus') continue;
      const chosen = attach[id];
      if (chosen === null) continue; // played alone
      const parent = chosen && selected.includes(chosen) ? chosen : normalsSel.find((n) => typeMatches(CARD[id], CARD[n]));
      if (parent) a[id] = parent;
    }
    return { cards: selected, ...(Object.keys(a).length ? { attach: a } : {}), ...(option ? { admiral: option } : {}) };
  }, [selected, attach, normalsSel, option]);

  const verdict = turn && selected.length ? checkPlay(G, me, spec) : null;
  const ok = verdict !== null && !isRefusal(verdict);
  const zonesForEstimate: Zone[] = option === 'combine' ? zonesOf('combined') : zonesNow;
  const est = selected.length ? specEstimate(G, spec, zonesForEstimate) : null;

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const delayedIntel = turn?.delayed && round ? round.slots[round.cursor]?.intel : null;
  const single = selected.length === 1 ? selected[0] : null;

  const bonusesSel = selected.filter((id) => CARD[id]?.kind === 'bonus');

  return (
    <section aria-labelledby="as-hand-h" data-testid="hand-area">
      <h3 className="as-section-title" id="as-hand-h">
        {t('table.hand.title')}{' '}
        <span className="muted">
          {t('table.hand.count', { n: hand.length, limit: G.pub[me]?.limit ?? 6 })}
          {turn ? t('table.hand.tapHint') : ''}
        </span>
      </h3>
      {hand.length === 0 && <p className="muted small">{t('table.hand.empty')}</p>}
      <div className="as-hand" data-testid="hand">
        {hand.map((id) => {
          const note = convoyNote(t, G, id);
          const isPlayable = playable.has(id);
          return (
            <span key={id} className={turn && isPlayable ? 'as-card-wrap playable' : 'as-card-wrap'}>
              <ForceCardView
                id={id}
                zones={zonesNow}
                selected={selected.includes(id)}
                dim={!!note || (!!turn && !isPlayable)}
                note={note}
                onClick={turn ? () => toggle(id) : undefined}
                disabled={!turn || busy}
                testId={turn && isPlayable ? 'playable-card' : undefined}
              />
            </span>
          );
        })}
      </div>

      {turn && (
        <div className="as-builder as-prompt" data-testid="play-builder">
          {turn.delayed ? (
            <p className="small" style={{ margin: 0 }}>
              <strong>{t('table.hand.delayedTitle')}</strong>
              {t('table.hand.delayedText')}
            </p>
          ) : (
            <p className="small muted" style={{ margin: 0 }}>
              {t('table.hand.howTo')}
            </p>
          )}
          {bonusesSel.length > 0 && (
            <div className="as-attach">
              {bonusesSel.map((b) => {
                const parents = normalsSel.filter((n) => typeMatches(CARD[b], CARD[n]));
                const current = spec.attach?.[b] ?? null;
                return (
                  <label key={b}>
                    {CARD[b].name}{' '}
                    <select
                      value={current ?? ''}
                      onChange={(e) => setAttach((a) => ({ ...a, [b]: e.target.value === '' ? null : e.target.value }))}
                      aria-label={t('table.hand.attachTo', { card: CARD[b].name })}
                    >
                      {parents.map((n) => (
                        <option key={n} value={n}>
                          {t('table.hand.on', { card: CARD[n].name })}
                        </option>
                      ))}
                      <option value="">{t(CARD[b].standalone ? 'table.hand.byItself' : 'table.hand.notAttached')}</option>
                    </select>
                  </label>
                );
              })}
            </div>
          )}
          {hasAdmiral && (
            <div className="as-attach" role="group" aria-label={t('table.hand.admiralGroup')}>
              <span>{t('table.hand.admiral')}</span>
              <label className="check">
                <input type="radio" name="as-admiral" checked={option === 'combine'} onChange={() => setAdmiral('combine')} />
                <span>{t('table.hand.admiralA')}</span>
              </label>
              <label className="check">
                <input type="radio" name="as-admiral" checked={option === 'double'} onChange={() => setAdmiral('double')} />
                <span>{t('table.hand.admiralB')}</span>
              </label>
            </div>
          )}
          {selected.length > 0 && (
            <div className={`as-verdict ${ok ? 'good' : 'bad'}`} data-testid="verdict" role="status">
              {verdict && isRefusal(verdict)
                ? refusalText(t, verdict)
                : t('table.hand.legal', {
                    side: verdict?.side ? t('table.hand.legalSide', { side: sideLabel(t, verdict.side) }) : '',
                    value: est ? fmtValue(t, est.fixed, est.dice) : '0',
                    zones: zonesForEstimate.length ? t('table.hand.inZones', { zones: zoneLabel(t, zonesForEstimate) }) : '',
                  })}
            </div>
          )}
          <div className="btn-row">
            <button type="button" className="btn brass" disabled={!ok || busy} onClick={() => void act('play', spec)} data-testid="play">
              {selected.length ? t('table.hand.playCards', { count: selected.length }) : t('table.hand.play')}
            </button>
            {delayedIntel ? (
              <button type="button" className="btn secondary" disabled={busy} onClick={() => void act('discard', delayedIntel)} data-testid="discard">
                {t('table.hand.discard', { card: CARD[delayedIntel]?.name ?? delayedIntel })}
              </button>
            ) : (
              <button
                type="button"
                className="btn secondary"
                disabled={!single || busy}
                onClick={() => single && void act('discard', single)}
                data-testid="discard"
                title={t('table.hand.discardTitle')}
              >
                {single ? t('table.hand.discard', { card: CARD[single]?.name ?? single }) : t('table.hand.discardSelect')}
              </button>
            )}
            {G.flags.discardHand && !turn.delayed && hand.length > 0 && (
              <button
                type="button"
                className="btn danger"
                disabled={busy}
                onClick={() => window.confirm(t('table.hand.discardHandConfirm', { count: hand.length })) && void act('discardHand')}
              >
                {t('table.hand.discardHand')}
              </button>
            )}
            {selected.length > 0 && (
              <button type="button" className="btn link small" onClick={() => setSelected([])}>
                {t('table.hand.clear')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
