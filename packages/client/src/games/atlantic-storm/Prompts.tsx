/** The decisions other than a turn's play: zone, convoy choice, storm, supply, spoils. */
import { useMemo, useState } from 'react';
import { CARD, CONVOY, cancellablePlays, checkSpoils, legalActions, supplyTargets, type AsState, type Zone, type ZoneDecl } from './engine';
import { ConvoyView, ForceCardView, ZoneIcon } from './Card';
import { bestPerZone, refusalText, zoneLabel } from './model';
import { useGameT, type GameT } from '../../i18n/games';

type Act = (name: string, ...args: unknown[]) => Promise<boolean>;

export function ZonePicker({ G, me, busy, act }: { G: AsState; me: string; busy: boolean; act: Act }) {
  const t = useGameT('atlantic-storm');
  const best = bestPerZone(G, G.players[me]?.hand ?? []);
  const zones: ZoneDecl[] = ['air', 'surface', 'sub', 'combined'];
  return (
    <div className="as-prompt" data-testid="zone-picker">
      <h3>{t('table.prompts.zoneTitle')}</h3>
      <p className="small muted">{t('table.prompts.zoneHelp')}</p>
      <div className="as-choices">
        {zones.map((z) => {
          const b = best[z];
          return (
            <button key={z} type="button" className="as-zone-btn" disabled={busy} onClick={() => void act('declareZone', z)} data-zone={z}>
              <ZoneIcon zone={z as Zone | 'combined'} size={20} />
              <span>{zoneLabel(t, z)}</span>
              <small>{b ? t('table.prompts.best', { card: CARD[b.id].name, value: Math.round(b.v * 10) / 10 }) : t('table.prompts.nothingInHand')}</small>
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function ConvoyChoice({ G, me, busy, act }: { G: AsState; me: string; busy: boolean; act: Act }) {
  const t = useGameT('atlantic-storm');
  const choice = G.players[me]?.convoyChoice ?? [];
  return (
    <div className="as-prompt" data-testid="convoy-choice">
      <h3>{t('table.prompts.convoyTitle')}</h3>
      <p className="small muted">{t('table.prompts.convoyHelp')}</p>
      <div className="as-choices">
        {choice.map((id) => (
          <ConvoyView key={id} id={id} onClick={busy ? undefined : () => void act('chooseConvoy', id)} />
        ))}
      </div>
    </div>
  );
}

export function StormTarget({ G, busy, act, seatName }: { G: AsState; busy: boolean; act: Act; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const round = G.battle?.round;
  if (!round) return null;
  const plays = cancellablePlays(round);
  const pending = [...new Set(round.slots.filter((s) => s.status === 'todo').map((s) => s.seat))];
  return (
    <div className="as-prompt" data-testid="storm-target">
      <h3>{t('table.prompts.stormTitle')}</h3>
      <p className="small muted">{t('table.prompts.stormHelp')}</p>
      <div className="as-choices" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {plays.map((p) => (
          <button key={p.no} type="button" className="btn secondary" disabled={busy} onClick={() => void act('stormTarget', { cancel: p.no })}>
            {t('table.prompts.stormCancel', {
              seat: seatName(p.seat),
              cards: [...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies].map((id) => CARD[id]?.name ?? id).join(', '),
            })}
          </button>
        ))}
        {pending.map((s) => (
          <button key={s} type="button" className="btn secondary" disabled={busy} onClick={() => void act('stormTarget', { skip: s })}>
            {t('table.prompts.stormSkip', { seat: seatName(s) })}
          </button>
        ))}
        <button type="button" className="btn" disabled={busy} onClick={() => void act('stormTarget', null)}>
          {t('table.prompts.stormPass')}
        </button>
      </div>
    </div>
  );
}

export function SupplyPrompt({ G, card, busy, act }: { G: AsState; card: string; busy: boolean; act: Act }) {
  const t = useGameT('atlantic-storm');
  const targets = G.battle ? supplyTargets(G, card) : [];
  return (
    <div className="as-prompt" data-testid="supply">
      <h3>{t('table.prompts.supplyTitle', { card: CARD[card]?.name ?? card })}</h3>
      <p className="small muted">{t('table.prompts.supplyHelp')}</p>
      <div className="as-choices">
        {targets.map((id) => (
          <ForceCardView key={id} id={id} compact onClick={() => void act('supply', id)} disabled={busy} note={t('table.prompts.supplyNote')} />
        ))}
        <button type="button" className="btn secondary" disabled={busy} onClick={() => void act('supply', null)}>
          {t('table.prompts.supplyNo')}
        </button>
      </div>
    </div>
  );
}

export function SpoilsPrompt({ G, me, busy, act, seatName }: { G: AsState; me: string; busy: boolean; act: Act; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const res = G.battle?.resolution;
  const spoils = res?.spoils;
  const items = useMemo(() => (G.battle && spoils ? [G.battle.convoy, ...spoils.pool] : []), [G.battle, spoils]);
  const initial = useMemo(() => {
    const first = legalActions(G, me).find((a) => a.move === 'distributeSpoils');
    const out: Record<string, string> = {};
    if (first) for (const [s, ids] of Object.entries(first.args[0] as Record<string, string[]>)) for (const id of ids) out[id] = s;
    return out;
  }, [G, me]);
  const [owner, setOwner] = useState<Record<string, string>>(initial);
  if (!spoils || !G.battle) return null;
  const assignment: Record<string, string[]> = {};
  for (const s of spoils.eligible) assignment[s] = [];
  for (const id of items) if (owner[id] !== undefined) (assignment[owner[id]] ??= []).push(id);
  const why = checkSpoils(G, assignment);
  return (
    <div className="as-prompt" data-testid="spoils">
      <h3>{t('table.prompts.spoilsTitle')}</h3>
      <p className="small muted">{t('table.prompts.spoilsHelp')}</p>
      <div className="as-attach" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
        {items.map((id) => (
          <label key={id}>
            {id.startsWith('C') ? <ConvoyView id={id} /> : <ForceCardView id={id} compact />}{' '}
            <select
              value={owner[id] ?? ''}
              onChange={(e) => setOwner((o) => ({ ...o, [id]: e.target.value }))}
              aria-label={t('table.prompts.giveTo', { card: CARD[id]?.name ?? CONVOY[id]?.name ?? id })}
            >
              <option value="" disabled>
                {t('table.prompts.giveToPlaceholder')}
              </option>
              {spoils.eligible.map((s) => (
                <option key={s} value={s}>
                  {seatName(s)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {why && <div className="as-verdict bad">{refusalText(t, why)}</div>}
      <div className="btn-row" style={{ marginTop: '0.5rem' }}>
        <button type="button" className="btn brass" disabled={!!why || busy} onClick={() => void act('distributeSpoils', assignment)}>
          {t('table.prompts.giveOut')}
        </button>
      </div>
    </div>
  );
}

/** Any decision this board has no dedicated control for: the legal actions, as buttons. */
export function ActionList({ G, me, busy, act, title }: { G: AsState; me: string; busy: boolean; act: Act; title: string }) {
  const t = useGameT('atlantic-storm');
  const actions = legalActions(G, me);
  return (
    <div className="as-prompt" data-testid="action-list">
      <h3>{title}</h3>
      <div className="as-choices" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {actions.map((a, i) => (
          <button key={i} type="button" className="btn secondary" disabled={busy} onClick={() => void act(a.move, ...a.args)}>
            {describeAction(t, a.move, a.args)}
          </button>
        ))}
        {actions.length === 0 && <p className="muted small">{t('table.prompts.nothing')}</p>}
      </div>
    </div>
  );
}

function describeAction(t: GameT, move: string, args: unknown[]): string {
  const name = (id: unknown) => (typeof id === 'string' ? (CARD[id]?.name ?? id) : String(id));
  const a = args[0] as any;
  switch (move) {
    case 'soloZone':
      return t('table.prompts.fightIn', { zones: zoneLabel(t, a as string[]) });
    case 'soloPlace': {
      const cards: string[] = a?.cards ?? [];
      if (!cards.length) return t('table.prompts.placeNothing');
      return t('table.prompts.place', {
        cards: cards.map((id) => (a.attach?.[id] ? t('table.prompts.on', { card: name(id), parent: name(a.attach[id]) }) : name(id))).join(', '),
      });
    }
    case 'soloResolve':
      if (a?.zones) return t('table.prompts.changeZone', { zones: zoneLabel(t, a.zones as string[]) });
      return (a?.cancel as string[] | undefined)?.length
        ? t('table.prompts.cancel', { cards: (a.cancel as string[]).map(name).join(', ') })
        : t('table.prompts.cancelNothing');
    case 'soloWithdraw':
      return (a as string[]).length ? t('table.prompts.withdraw', { cards: (a as string[]).map(name).join(', ') }) : t('table.prompts.withdrawNothing');
    default:
      return t('table.prompts.other');
  }
}
