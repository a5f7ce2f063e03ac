/** The decisions other than a turn's play: zone, convoy choice, storm, supply, spoils. */
import { useMemo, useState } from 'react';
import { CARD, cancellablePlays, checkSpoils, legalActions, supplyTargets, type AsState, type Zone, type ZoneDecl } from './engine';
import { ConvoyView, ForceCardView, ZoneIcon } from './Card';
import { bestPerZone } from './model';

type Act = (name: string, ...args: unknown[]) => Promise<boolean>;

export function ZonePicker({ G, me, busy, act }: { G: AsState; me: string; busy: boolean; act: Act }) {
  const best = bestPerZone(G, G.players[me]?.hand ?? []);
  const zones: ZoneDecl[] = ['air', 'surface', 'sub', 'combined'];
  const label: Record<ZoneDecl, string> = { air: 'Air', surface: 'Surface', sub: 'Sub', combined: 'Combined' };
  return (
    <div className="as-prompt" data-testid="zone-picker">
      <h3>You lead this round: declare the zone</h3>
      <p className="small muted">Only the values of the declared zone count; combined operations add all three (§6).</p>
      <div className="as-choices">
        {zones.map((z) => {
          const b = best[z];
          return (
            <button key={z} type="button" className="as-zone-btn" disabled={busy} onClick={() => void act('declareZone', z)} data-zone={z}>
              <ZoneIcon zone={z as Zone | 'combined'} size={20} />
              <span>{label[z]}</span>
              <small>{b ? `best: ${CARD[b.id].name} ${Math.round(b.v * 10) / 10}` : 'nothing in hand'}</small>
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function ConvoyChoice({ G, me, busy, act }: { G: AsState; me: string; busy: boolean; act: Act }) {
  const choice = G.players[me]?.convoyChoice ?? [];
  return (
    <div className="as-prompt" data-testid="convoy-choice">
      <h3>Choose the convoy to fight for</h3>
      <p className="small muted">You drew two convoy cards; the other goes to the convoy discard pile (§14).</p>
      <div className="as-choices">
        {choice.map((id) => (
          <ConvoyView key={id} id={id} onClick={busy ? undefined : () => void act('chooseConvoy', id)} />
        ))}
      </div>
    </div>
  );
}

export function StormTarget({ G, busy, act, seatName }: { G: AsState; busy: boolean; act: Act; seatName: (s: number | string) => string }) {
  const round = G.battle?.round;
  if (!round) return null;
  const plays = cancellablePlays(round);
  const pending = [...new Set(round.slots.filter((s) => s.status === 'todo').map((s) => s.seat))];
  return (
    <div className="as-prompt" data-testid="storm-target">
      <h3>The storm hits!</h3>
      <p className="small muted">Cancel one play on the table, make a player skip his turn, or let the storm pass (§9).</p>
      <div className="as-choices" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {plays.map((p) => (
          <button key={p.no} type="button" className="btn secondary" disabled={busy} onClick={() => void act('stormTarget', { cancel: p.no })}>
            Cancel {seatName(p.seat)}’s play: {[...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies].map((id) => CARD[id]?.name ?? id).join(', ')}
          </button>
        ))}
        {pending.map((s) => (
          <button key={s} type="button" className="btn secondary" disabled={busy} onClick={() => void act('stormTarget', { skip: s })}>
            Make {seatName(s)} skip the turn
          </button>
        ))}
        <button type="button" className="btn" disabled={busy} onClick={() => void act('stormTarget', null)}>
          Let it pass
        </button>
      </div>
    </div>
  );
}

export function SupplyPrompt({ G, card, busy, act }: { G: AsState; card: string; busy: boolean; act: Act }) {
  const targets = G.battle ? supplyTargets(G, card) : [];
  return (
    <div className="as-prompt" data-testid="supply">
      <h3>Use {CARD[card]?.name ?? card}?</h3>
      <p className="small muted">Refuel one card of the winning side: it goes back into your hand instead of being lost (§10).</p>
      <div className="as-choices">
        {targets.map((id) => (
          <ForceCardView key={id} id={id} compact onClick={() => void act('supply', id)} disabled={busy} note="take into hand" />
        ))}
        <button type="button" className="btn secondary" disabled={busy} onClick={() => void act('supply', null)}>
          Do not use it
        </button>
      </div>
    </div>
  );
}

export function SpoilsPrompt({ G, me, busy, act, seatName }: { G: AsState; me: string; busy: boolean; act: Act; seatName: (s: number | string) => string }) {
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
      <h3>Divide the spoils</h3>
      <p className="small muted">
        Give the convoy and the destroyed cards to the players who fought on the winning side: one each before anyone gets a second (§14).
      </p>
      <div className="as-attach" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
        {items.map((id) => (
          <label key={id}>
            {id.startsWith('C') ? <ConvoyView id={id} /> : <ForceCardView id={id} compact />}{' '}
            <select value={owner[id] ?? ''} onChange={(e) => setOwner((o) => ({ ...o, [id]: e.target.value }))} aria-label={`Give ${id} to`}>
              <option value="" disabled>
                give to…
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
      {why && <div className="as-verdict bad">{why}</div>}
      <div className="btn-row" style={{ marginTop: '0.5rem' }}>
        <button type="button" className="btn brass" disabled={!!why || busy} onClick={() => void act('distributeSpoils', assignment)}>
          Give out the spoils
        </button>
      </div>
    </div>
  );
}

/** Any decision this board has no dedicated control for: the legal actions, as buttons. */
export function ActionList({ G, me, busy, act, title }: { G: AsState; me: string; busy: boolean; act: Act; title: string }) {
  const actions = legalActions(G, me);
  return (
    <div className="as-prompt" data-testid="action-list">
      <h3>{title}</h3>
      <div className="as-choices" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {actions.map((a, i) => (
          <button key={i} type="button" className="btn secondary" disabled={busy} onClick={() => void act(a.move, ...a.args)}>
            {describeAction(a.move, a.args)}
          </button>
        ))}
        {actions.length === 0 && <p className="muted small">Nothing to choose.</p>}
      </div>
    </div>
  );
}

export function describeAction(move: string, args: unknown[]): string {
  const name = (id: unknown) => (typeof id === 'string' ? (CARD[id]?.name ?? id) : String(id));
  const a = args[0] as any;
  switch (move) {
    case 'soloZone':
      return `Fight in ${(a as string[]).join(' + ')}`;
    case 'soloPlace': {
      const cards: string[] = a?.cards ?? [];
      if (!cards.length) return 'Place nothing';
      return `Place ${cards.map((id) => (a.attach?.[id] ? `${name(id)} on ${name(a.attach[id])}` : name(id))).join(', ')}`;
    }
    case 'soloResolve':
      return a?.zones ? `Change the zone to ${(a.zones as string[]).join(' + ')}` : `Cancel ${(a?.cancel as string[]).map(name).join(', ') || 'nothing'}`;
    case 'soloWithdraw':
      return (a as string[]).length ? `Withdraw ${(a as string[]).map(name).join(', ')}` : 'Withdraw nothing';
    default:
      return `${move} ${JSON.stringify(args)}`;
  }
}
