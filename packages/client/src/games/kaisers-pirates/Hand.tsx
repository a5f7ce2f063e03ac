/**
 * Your hand. At the start of your turn it is the commit builder [3.2, 3.2.1]: each card offers only the
 * placements the server accepts (Intercept! on one of your ships, Intercept! for the British Forces in
 * front of your Force, the action half in front of your Force, Lay Mines on a mine raider); a card with no
 * legal placement is marked, and tapping it shows why (the rules' reason, in the reader's words). During a reaction window
 * the cards that may answer it are marked the same way.
 */
import { useEffect, useMemo, useState } from 'react';
import { ActionCardView } from './Card';
import { commitPreview, commitProblem, typeOf, ACTION_TYPE, type CommitEntry, type PublicState } from './engine';
import { useGameT } from '../../i18n/games';
import { commitMarks, entryLabel, reactReason, refusalText } from './model';

export function Hand({
  G,
  me,
  myTurn,
  busy,
  act,
}: {
  G: PublicState;
  me: string;
  myTurn: boolean;
  busy: boolean;
  act: (name: string, ...args: unknown[]) => Promise<boolean>;
}) {
  const priv = G.players[me];
  const hand = priv?.hand ?? [];
  const p = G.pending;
  const committing = myTurn && p?.kind === 'commit' && p.seat === me && G.turn?.mode === 'normal' ? p : null;
  const reacting = myTurn && p?.kind === 'react' && p.seat === me ? p : null;
  const [pick, setPick] = useState<Record<string, number>>({});
  // The card whose rules and reason are shown (worded at each render, so a change of language re-words them).
  const [why, setWhy] = useState<string | null>(null);

  const stamp = `${G.turn?.no ?? 0}:${p ? JSON.stringify(p) : ''}:${hand.join(',')}`;
  useEffect(() => {
    setPick({});
    setWhy(null);
  }, [stamp]);

  const words = useGameT('kaisers-pirates');
  const marks = useMemo(() => (committing ? commitMarks(G, me, words) : {}), [G, me, committing, words]);
  const entries: CommitEntry[] = committing
    ? hand.filter((c) => pick[c] !== undefined && marks[c]?.choices[pick[c]]).map((c) => marks[c].choices[pick[c]])
    : [];
  const verdict = committing ? commitProblem(G, me, entries) : undefined;
  // Said before committing: a chosen card that could not be revealed once committed (e.g. an Intercept! with
  // nothing to intercept) [3.2.1, 3.2.8].
  const wontReveal = committing && !verdict ? commitPreview(G, me, entries) : {};

  /** Whether a hand card may be played now, and if not why, in the reader's words [3.2, 3.2.2]. */
  const playable = (id: string): { legal: boolean; reason?: string } => {
    if (committing) return { legal: (marks[id]?.choices.length ?? 0) > 0, reason: marks[id]?.reason };
    if (reacting) {
      const reason = reactReason(reacting.window, id, words);
      return { legal: !reason, reason };
    }
    return { legal: false, reason: words(p?.kind === 'act' && p.seat === me ? 'refusal.alreadyCommitted' : 'refusal.notNow') };
  };

  return (
    <section aria-labelledby="kp-hand-h" data-testid="hand-area" className="kp-hand-area">
      <h3 className="kp-title" id="kp-hand-h">
        {words('hand.title')}{' '}
        <span className="muted">
          {words('hand.cards', { count: hand.length })}
          {committing ? words('hand.chooseHow') : ''}
        </span>
      </h3>
      {hand.length === 0 && <p className="muted small">{words('hand.empty')}</p>}
      <div className="kp-hand" data-testid="hand">
        {hand.map((id) => {
          const { legal, reason } = playable(id);
          const chosen = pick[id];
          return (
            <div key={id} className={`kp-hand-slot${legal ? ' legal' : ''}`} data-legal={legal ? 'yes' : 'no'}>
              <ActionCardView
                id={id}
                selected={chosen !== undefined}
                dim={(!!committing || !!reacting) && !legal}
                title={reason ?? (legal ? (reacting ? words('hand.mayPlay', { card: ACTION_TYPE[typeOf(id)].name }) : words('hand.mayCommit')) : undefined)}
                testId={legal ? 'legal-card' : 'illegal-card'}
                onClick={() => setWhy(id)}
              />
              {committing && legal && (
                <select
                  className="kp-place"
                  aria-label={words('hand.commitAs', { card: ACTION_TYPE[typeOf(id)].name })}
                  data-testid="placement"
                  data-card={id}
                  value={chosen === undefined ? '' : String(chosen)}
                  disabled={busy}
                  onChange={(e) =>
                    setPick((s) => {
                      const n = { ...s };
                      if (e.target.value === '') delete n[id];
                      else n[id] = Number(e.target.value);
                      return n;
                    })
                  }
                >
                  <option value="">{words('hand.keep')}</option>
                  {marks[id].choices.map((c, i) => (
                    <option key={i} value={i}>
                      {entryLabel(c, words)}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
      </div>
      {why && (
        <p className="kp-why" role="status" data-testid="why">
          <strong>{ACTION_TYPE[typeOf(why)].name}:</strong> <span data-testid="card-rules">{words(`cardText.${typeOf(why)}`)}</span>
          {playable(why).reason && (
            <>
              <br />
              {playable(why).reason}
            </>
          )}
        </p>
      )}
      {committing && (
        <div className="kp-prompt" data-testid="commit-builder">
          <p className="small muted" style={{ margin: 0 }}>
            {words('hand.commitHelp')}
          </p>
          {entries.length > 0 && (
            <ul className="kp-plan">
              {entries.map((e) => (
                <li key={e.card}>{entryLabel(e, words)}</li>
              ))}
            </ul>
          )}
          {Object.entries(wontReveal).map(([card, reason]) => (
            <p key={card} className="kp-verdict bad" role="status" data-testid="wont-reveal" data-card={card}>
              {words('hand.wontReveal', { card: ACTION_TYPE[typeOf(card)].name, reason: refusalText(reason, words) })}
            </p>
          ))}
          {verdict && (
            <p className="kp-verdict bad" role="status" data-testid="verdict">
              {refusalText(verdict, words)}
            </p>
          )}
          <div className="btn-row">
            <button type="button" className="btn brass" data-testid="commit" disabled={busy || !!verdict} onClick={() => void act('commit', entries)}>
              {entries.length ? words('hand.commit', { count: entries.length }) : words('hand.commitNothing')}
            </button>
            {entries.length > 0 && (
              <button type="button" className="btn link small" onClick={() => setPick({})}>
                {words('hand.clear')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
