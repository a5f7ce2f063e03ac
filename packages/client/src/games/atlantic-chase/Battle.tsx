/**
 * The battle board (p.55; the five-zone line of RULINGS.md I-6): side A's Far and Near zones, the
 * shared Close zone, side B's Near and Far zones, each ship in its zone with its smoke (p.60: a smoke-maker
 * and the ships it obscures), hits and damage; the round out of the battle's rounds, and who is side A.
 */
import { SHIP, ZONE_ROWS } from './engine';
import type { ChaseG, Words } from './words';

export function BattleBoard({ G, w }: { G: ChaseG; w: Words }) {
  const t = w.t;
  const b = G.battle;
  if (!b) return null;
  const sideOf = (owner: 'A' | 'B' | null) => (owner === null ? null : owner === 'A' ? b.a : b.a === 'BR' ? 'GE' : 'BR');
  const zones = [...ZONE_ROWS].sort((x, y) => x.position - y.position);
  return (
    <section className="ac-battle" data-testid="battle-board" data-round={b.round}>
      <h3 className="ac-title">
        {t('battle.title', { round: b.round, rounds: b.rounds })}
        {b.limited && <span className="tag">{t('battle.limited')}</span>}
        {b.surprise && <span className="tag warn">{t('battle.surprise')}</span>}
      </h3>
      <p className="small">
        {t('battle.sides', { a: w.tf(b.tfs[b.a]), b: w.tf(b.tfs[b.a === 'BR' ? 'GE' : 'BR']), hex: b.hex ? w.hex(b.hex) : t('battleBoardOnly') })}
      </p>
      <div className="ac-zones">
        {zones.map((z) => {
          const owner = sideOf(z.owner);
          const ships = Object.entries(b.ships).filter(([, s]) => s.zone === z.id && !s.left);
          return (
            <div key={z.id} className={`ac-zone ${z.kind}${owner ? ` ${owner}` : ''}`} data-zone={z.id}>
              <h4>
                {t(`zone.${z.id}`)}
                {owner && <span className="small muted"> · {w.side(owner)}</span>}
              </h4>
              <ul>
                {ships.map(([id, s]) => {
                  const st = G.ships[id];
                  return (
                    <li
                      key={id}
                      className={`ac-bship ${SHIP[id]?.side ?? ''}${st?.damaged ? ' damaged' : ''}${st?.status === 'sunk' ? ' sunk' : ''}`}
                      data-ship={id}
                      data-smoke={s.smoke ? 'yes' : 'no'}
                    >
                      <b>{w.ship(id)}</b>
                      <span className="small">
                        {' '}
                        {st?.status === 'sunk'
                          ? t('ship.sunk')
                          : st?.damaged
                            ? t('ship.damaged', { hits: st.hits })
                            : t('ship.hitsShort', { hits: st?.hits ?? 0 })}
                      </span>
                      {s.smoke && <span className="ac-smoke">{t('battle.smoke')}</span>}
                      {s.by && <span className="ac-smoke soft">{t('battle.obscuredBy', { ship: w.ship(s.by) })}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      {Object.entries(b.ships).some(([, s]) => s.left) && (
        <p className="small muted">
          {t('battle.left', {
            ships: w.list(
              Object.entries(b.ships)
                .filter(([, s]) => s.left)
                .map(([id]) => w.ship(id)),
            ),
          })}
        </p>
      )}
    </section>
  );
}
