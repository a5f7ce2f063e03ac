/**
 * Atlantic Storm cards drawn in CSS and SVG: our own layout (no scanned artwork), showing what the
 * printed card tells a player: side, name, frame type, combat values per zone, VP, ocean and years.
 */
import type { ReactNode } from 'react';
import { CARD, CONVOY, type CombatValue, type ForceCard, type Zone } from './engine';

export const ZONE_LABEL: Record<Zone, string> = { air: 'Air', surface: 'Surface', sub: 'Sub' };

/** Small zone glyphs: an aircraft, a ship, a periscope. */
export function ZoneIcon({ zone, size = 12 }: { zone: Zone | 'combined'; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, fill: 'currentColor' } as const;
  if (zone === 'air')
    return (
      <svg {...common}>
        <path d="M12 2c.8 0 1.3.7 1.3 1.6v5.6l8.2 4.6v2.1l-8.2-2.5v4.7l2.4 1.8V21L12 20l-3.7 1v-1.1l2.4-1.8v-4.7l-8.2 2.5v-2.1l8.2-4.6V3.6C10.7 2.7 11.2 2 12 2z" />
      </svg>
    );
  if (zone === 'surface')
    return (
      <svg {...common}>
        <path d="M11 3h2v4h3l1 4H7l1-4h3zM2 13h20l-3 6H5z" />
        <path d="M1 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1 2 1 2 1v1.5c-1.5 0-2-1-4-1s-2 1-4 1-2-1-4-1-2 1-4 1-2-1-4-1-2 1-4 1z" opacity=".6" />
      </svg>
    );
  if (zone === 'sub')
    return (
      <svg {...common}>
        <path d="M9 3h5v2h-3v6h3l1 3h4c2 0 4 1 4 3s-2 3-4 3H5c-2 0-4-1-4-3s2-3 4-3h4z" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The frame of a card (§2, §8): aircraft window, binoculars, periscope, or rectangular (any type). */
export function FrameIcon({ frame, size = 14 }: { frame: ForceCard['frame']; size?: number }) {
  const s = { width: size, height: size, viewBox: '0 0 20 20', 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
  if (frame === 'air') return <svg {...s}><ellipse cx="10" cy="10" rx="8" ry="6" /></svg>;
  if (frame === 'surface')
    return (
      <svg {...s}>
        <circle cx="6" cy="11" r="4" />
        <circle cx="14" cy="11" r="4" />
      </svg>
    );
  if (frame === 'sub')
    return (
      <svg {...s}>
        <circle cx="10" cy="10" r="7" />
        <path d="M10 3v14M3 10h14" strokeWidth="1.2" />
      </svg>
    );
  return <svg {...s}><rect x="3" y="4" width="14" height="12" rx="1" /></svg>;
}

export function valueText(v: CombatValue): string {
  return typeof v === 'number' ? String(v) : v;
}

function kindLabel(c: ForceCard): string | null {
  if (c.kind === 'bonus') return c.standalone ? 'Bonus · alone' : 'Bonus';
  if (c.kind === 'special') return c.special === 'storm' ? 'Storm' : c.special === 'intel' ? 'Intelligence' : c.special === 'admiral' ? 'Admiral' : 'Special';
  if (c.kind === 'supply') return c.supply === 'milkCow' ? 'Milk cow' : 'Supply';
  return null;
}

function years(c: ForceCard): string {
  const ys = c.years;
  if (!ys.length) return '';
  const a = String(ys[0]).slice(2);
  const b = String(ys[ys.length - 1]).slice(2);
  return a === b ? `’${a}` : `’${a}–’${b}`;
}

function oceanText(o: ForceCard['ocean']): string {
  return o === 'ANY' ? 'Any ocean' : o === 'NA' ? 'N. Atlantic' : 'Arctic';
}

export function cardTitle(c: ForceCard): string {
  const vals = c.kind === 'normal' || c.kind === 'bonus' ? ` — air ${valueText(c.values.air)}, surface ${valueText(c.values.surface)}, sub ${valueText(c.values.sub)}` : '';
  return `${c.name} (${c.id}, ${c.side === 'neutral' ? 'neutral' : c.side}, ${oceanText(c.ocean)}, ${c.years.join('/')})${vals}${c.vp ? `, ${c.vp} VP` : ''}${c.fateVictim ? `; fate victim: ${CARD[c.fateVictim]?.name ?? CONVOY[c.fateVictim]?.name ?? c.fateVictim}` : ''}${c.history ? `. ${c.history}` : ''}`;
}

/** A force card. `zones` highlights the values that count in this round. */
export function ForceCardView({
  id,
  zones,
  selected,
  dim,
  onClick,
  badge,
  note,
  disabled,
  compact,
  testId,
}: {
  id: string;
  zones?: readonly Zone[];
  selected?: boolean;
  dim?: boolean;
  onClick?: () => void;
  badge?: ReactNode;
  note?: string;
  disabled?: boolean;
  compact?: boolean;
  testId?: string;
}) {
  const c = CARD[id];
  if (!c) return <span className="as-card unknown">{id}</span>;
  const kind = kindLabel(c);
  const showValues = c.kind === 'normal' || c.kind === 'bonus';
  const cls = `as-card ${c.side}${selected ? ' selected' : ''}${dim ? ' dim' : ''}${compact ? ' compact' : ''}${onClick ? ' clickable' : ''}`;
  const body = (
    <>
      <span className={`as-card-top${c.vp > 0 ? ' has-vp' : ''}`}>
        <FrameIcon frame={c.frame} />
        <span className={`as-card-name${c.redName ? ' red' : ''}`}>{c.name}</span>
        {c.vp > 0 && <span className="as-vp" title={`${c.vp} VP`}>{c.vp}</span>}
      </span>
      {showValues ? (
        <span className="as-values">
          {(['air', 'surface', 'sub'] as Zone[]).map((z) => {
            const v = c.values[z];
            const on = zones?.includes(z);
            return (
              <span key={z} className={`as-val${on ? ' on' : ''}${v === 0 ? ' zero' : ''}`} title={`${ZONE_LABEL[z]} ${valueText(v)}`}>
                <ZoneIcon zone={z} size={11} />
                {c.kind === 'bonus' && v !== 0 ? '+' : ''}
                {valueText(v)}
              </span>
            );
          })}
        </span>
      ) : (
        <span className="as-kind">{kind}</span>
      )}
      {!compact && (
        <span className="as-card-foot">
          {showValues && kind ? <span className="as-kind-tag">{kind}</span> : <span>{c.id}</span>}
          <span>
            {c.ocean === 'ANY' ? 'Any' : c.ocean === 'NA' ? 'NA' : 'ARC'} {years(c)}
          </span>
        </span>
      )}
      {c.fateVictim && <span className="as-fate" title="This card has a fate victim (§7)" aria-hidden>☠</span>}
      {badge}
      {note && <span className="as-card-note">{note}</span>}
    </>
  );
  if (onClick)
    return (
      <button type="button" className={cls} onClick={onClick} disabled={disabled} aria-pressed={selected} title={cardTitle(c) + (note ? ` — ${note}` : '')} data-card={id} data-testid={testId}>
        {body}
      </button>
    );
  return (
    <span className={cls} title={cardTitle(c)} data-card={id} data-testid={testId}>
      {body}
    </span>
  );
}

export function ConvoyView({ id, big, onClick, selected, note }: { id: string; big?: boolean; onClick?: () => void; selected?: boolean; note?: ReactNode }) {
  const c = CONVOY[id];
  if (!c) return <span className="as-convoy">{id}</span>;
  const body = (
    <>
      <span className="as-convoy-head">
        <span className={`as-convoy-name${c.redName ? ' red' : ''}`}>{c.name}</span>
        <span className="as-vp big" title={`${c.vp} VP`}>
          {c.vp}
        </span>
      </span>
      <span className="as-convoy-facts">
        <span>{c.year}</span>
        <span>{c.ocean === 'NA' ? 'North Atlantic' : 'Arctic'}</span>
        <span className={`cargo ${c.cargo}`}>{c.cargo === 'full' ? 'Full cargo' : c.cargo === 'half' ? 'Half cargo' : 'Empty'}</span>
      </span>
      {big && c.history && <span className="as-convoy-history">{c.history}</span>}
      {big && <span className="as-convoy-id">{c.id}</span>}
      {note}
    </>
  );
  const cls = `as-convoy${big ? ' big' : ''}${selected ? ' selected' : ''}${onClick ? ' clickable' : ''}`;
  const title = `${c.name} (${c.id}): ${c.year}, ${c.ocean === 'NA' ? 'North Atlantic' : 'Arctic'}, ${c.cargo} cargo, ${c.vp} VP`;
  if (onClick)
    return (
      <button type="button" className={cls} onClick={onClick} title={title} data-convoy={id}>
        {body}
      </button>
    );
  return (
    <span className={cls} title={title} data-convoy={id}>
      {body}
    </span>
  );
}

/** A die face with pips. */
export function Die({ value, size = 22 }: { value: number; size?: number }) {
  const pips: Record<number, Array<[number, number]>> = {
    1: [[12, 12]],
    2: [[7, 7], [17, 17]],
    3: [[7, 7], [12, 12], [17, 17]],
    4: [[7, 7], [17, 7], [7, 17], [17, 17]],
    5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
    6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]],
  };
  return (
    <svg className="die" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={`die ${value}`}>
      <rect x="1" y="1" width="22" height="22" rx="5" fill="#fbf7ec" stroke="#1b2a3a" strokeWidth="1.5" />
      {(pips[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.2" fill="#1b2a3a" />
      ))}
    </svg>
  );
}
