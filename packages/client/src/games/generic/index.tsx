import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardModule, BoardProps } from '../types';

/**
 * The fallback table for a game without its own board: the viewer's private part and the public
 * state as readable data, and a move form (name + JSON arguments) for the seat whose turn it is.
 */
function GenericBoard({ G, seat, myTurn, busy, act, log }: BoardProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [args, setArgs] = useState('[]');
  const [bad, setBad] = useState(false);
  const seen = useMemo(() => [...new Set(log.filter((l) => l.kind === 'move').map((l) => l.name))], [log]);
  const mine = seat !== null && G && typeof G === 'object' && G.players && typeof G.players === 'object' ? G.players[String(seat)] : undefined;
  const { players: _p, secret: _s, ...pub } = (G ?? {}) as Record<string, unknown>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(args || '[]');
    } catch {
      setBad(true);
      return;
    }
    if (!Array.isArray(parsed)) {
      setBad(true);
      return;
    }
    setBad(false);
    await act(name.trim(), ...parsed);
  };

  return (
    <div className="seaboard" data-testid="board" data-board="generic">
      <p className="muted small">{t('generic.intro')}</p>
      {/* The game's raw data: its keys are the game's own (English) identifiers, not words to translate. */}
      {mine !== undefined && (
        <>
          <h3 id="gm-yours">{t('generic.yours')}</h3>
          {/* Scrolling blocks are focusable so the keyboard can scroll them. */}
          <pre className="json-view" data-testid="private-view" tabIndex={0} aria-labelledby="gm-yours" lang="en" translate="no">
            {JSON.stringify(mine, null, 1)}
          </pre>
        </>
      )}
      <h3 id="gm-table">{t('generic.onTable')}</h3>
      <pre className="json-view" tabIndex={0} aria-labelledby="gm-table" lang="en" translate="no">
        {JSON.stringify(pub, null, 1)}
      </pre>
      {seat !== null && (
        <form onSubmit={(e) => void submit(e)} style={{ marginTop: '0.75rem' }}>
          <h3>{t('generic.makeMove')}</h3>
          <div className="form-grid">
            <div className="field">
              <label htmlFor="gm-name">{t('generic.move')}</label>
              <input id="gm-name" type="text" list="gm-moves" value={name} onChange={(e) => setName(e.target.value)} />
              <datalist id="gm-moves">
                {seen.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            </div>
            <div className="field">
              <label htmlFor="gm-args">{t('generic.args')}</label>
              <input id="gm-args" type="text" value={args} onChange={(e) => setArgs(e.target.value)} />
            </div>
          </div>
          {bad && <p className="alert error">{t('generic.badArgs')}</p>}
          <button type="submit" className="btn brass" disabled={!myTurn || busy || !name.trim()}>
            {t('generic.send')}
          </button>
        </form>
      )}
    </div>
  );
}

const mod: BoardModule = { Board: GenericBoard };
export default mod;
