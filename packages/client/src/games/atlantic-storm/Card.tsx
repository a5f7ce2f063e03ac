/**
 * Atlantic Storm cards drawn in CSS and SVG: our own layout (no scanned artwork), showing what the
 * printed card tells a player: side, name, frame type, combat values per zone, VP, ocean and years.
 */
import type { ReactNode } from 'react';
import { CARD, CONVOY, type CombatValue, type ForceCard, type Zone } from './engine';
import { useGameT, type GameT } from '../../i18n/games';

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
function FrameIcon({ frame, size = 14 }: { frame: ForceCard['frame']; size?: number }) {
  const s = { width: size, height: size, viewBox: '0 0 20 20', 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
  if (frame === 'air')
    return (
      <svg {...s}>
        <ellipse cx="10" cy="10" rx="8" ry="6" />
      </svg>
    );
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
  return (
    <svg {...s}>
      <rect x="3" y="4" width="14" height="12" rx="1" />
    </svg>
  );
}

export function valueText(v: CombatValue): string {
  return typeof v === 'number' ? String(v) : v;
}

/** The catalogue key of a card's kind (`table.card.kind.*`, `table.card.spokenKind.*`), null for a normal card. */
export function kindKey(c: ForceCard): string | null {
  if (c.kind === 'bonus') return c.standalone ? 'bonusAlone' : 'bonus';
  if (c.kind === 'special') return c.special === 'storm' || c.special === 'intel' || c.special === 'admiral' ? c.special : 'special';
  if (c.kind === 'supply') return c.supply === 'milkCow' ? 'milkCow' : 'supply';
  return null;
}

function kindLabel(t: GameT, c: ForceCard): string | null {
  const k = kindKey(c);
  return k ? t(`table.card.kind.${k}`) : null;
}

function years(c: ForceCard): string {
  const ys = c.years;
  if (!ys.length) return '';
  const a = String(ys[0]).slice(2);
  const b = String(ys[ys.length - 1]).slice(2);
  return a === b ? `’${a}` : `’${a}–’${b}`;
}

function cardTitle(t: GameT, c: ForceCard): string {
  const values =
    c.kind === 'normal' || c.kind === 'bonus'
      ? t('table.card.values', { air: valueText(c.values.air), surface: valueText(c.values.surface), sub: valueText(c.values.sub) })
      : '';
  const head = t('table.card.title', {
    name: c.name,
    id: c.id,
    side: t(`table.card.sideName.${c.side}`),
    ocean: t(`table.card.ocean.${c.ocean}`),
    years: c.years.join('/'),
    values,
  });
  const vp = c.vp ? t('table.card.vpSuffix', { count: c.vp }) : '';
  const fate = c.fateVictim ? t('table.card.fateVictim', { victim: CARD[c.fateVictim]?.name ?? CONVOY[c.fateVictim]?.name ?? c.fateVictim }) : '';
  return `${head}${vp}${fate}${c.history ? `. ${c.history}` : ''}`;
}

/** A value as spoken: a number, "one die" ('?') or "two dice" ('??'), "plus N" on a bonus card (§6 Dice, §8). */
function valueWords(t: GameT, v: CombatValue, bonus: boolean): string {
  if (v === '?') return t('table.card.spokenDie');
  if (v === '??') return t('table.card.spokenDice');
  return bonus && v !== 0 ? t('table.card.spokenPlus', { n: v }) : String(v);
}

/**
 * A card's spoken name, what a screen reader says for it (its accessible name): the name, side and kind,
 * its values per zone in words, its VP, ocean and years, and its fate victim (§2, §4, §6, §7, §8).
 */
function spokenName(t: GameT, c: ForceCard): string {
  const bonus = c.kind === 'bonus';
  const values =
    c.kind === 'normal' || bonus
      ? t('table.card.spokenValues', {
          air: valueWords(t, c.values.air, bonus),
          surface: valueWords(t, c.values.surface, bonus),
          sub: valueWords(t, c.values.sub, bonus),
        })
      : '';
  const first = c.years[0];
  const lastYear = c.years[c.years.length - 1];
  return t('table.card.spoken', {
    name: c.name,
    side: t(`table.card.sideAdj.${c.side}`),
    kind: t(kindKey(c) ? `table.card.spokenKind.${kindKey(c)}` : `table.card.unit.${c.unit}`),
    values,
    vp: c.vp ? t('table.card.vpSuffix', { count: c.vp }) : '',
    ocean: t(`table.card.ocean.${c.ocean}`),
    years: first === lastYear ? String(first) : t('table.card.spokenYears', { from: first, to: lastYear }),
    fate: c.fateVictim ? t('table.card.fateVictim', { victim: CARD[c.fateVictim]?.name ?? CONVOY[c.fateVictim]?.name ?? c.fateVictim }) : '',
  });
}

/**
 * A force card. `zones` highlights the values that count in this round. Its accessible name is its spoken
 * name (spokenName), written out for screen readers only; the printed figures and icons are hidden from them.
 */
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
  const t = useGameT('atlantic-storm');
  const c = CARD[id];
  if (!c) return <span className="as-card unknown">{id}</span>;
  const kind = kindLabel(t, c);
  const showValues = c.kind === 'normal' || c.kind === 'bonus';
  const cls = `as-card ${c.side}${selected ? ' selected' : ''}${dim ? ' dim' : ''}${compact ? ' compact' : ''}${onClick ? ' clickable' : ''}`;
  const body = (
    <>
      <span className={`as-card-top${c.vp > 0 ? ' has-vp' : ''}`} aria-hidden>
        <FrameIcon frame={c.frame} />
        <span className={`as-card-name${c.redName ? ' red' : ''}`}>{c.name}</span>
        {c.vp > 0 && (
          <span className="as-vp" title={t('table.card.vp', { count: c.vp })}>
            {c.vp}
          </span>
        )}
      </span>
      {showValues ? (
        <span className="as-values" aria-hidden>
          {(['air', 'surface', 'sub'] as Zone[]).map((z) => {
            const v = c.values[z];
            const on = zones?.includes(z);
            return (
              <span
                key={z}
                className={`as-val${on ? ' on' : ''}${v === 0 ? ' zero' : ''}`}
                title={t('table.card.zoneValue', { zone: t(`table.zoneName.${z}`), value: valueText(v) })}
              >
                <ZoneIcon zone={z} size={11} />
                {c.kind === 'bonus' && v !== 0 ? '+' : ''}
                {valueText(v)}
              </span>
            );
          })}
        </span>
      ) : (
        <span className="as-kind" aria-hidden>
          {kind}
        </span>
      )}
      {!compact && (
        <span className="as-card-foot" aria-hidden>
          {showValues && kind ? <span className="as-kind-tag">{kind}</span> : <span>{c.id}</span>}
          <span>
            {t(`table.card.oceanShort.${c.ocean}`)} {years(c)}
          </span>
        </span>
      )}
      {c.fateVictim && (
        <span className="as-fate" title={t('table.card.hasFate')} aria-hidden>
          ☠
        </span>
      )}
      {badge}
      {note && (
        <span className="as-card-note" aria-hidden>
          {note}
        </span>
      )}
    </>
  );
  const spoken = spokenName(t, c) + (note ? ` — ${note}` : '');
  if (onClick)
    return (
      <button
        type="button"
        className={cls}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={selected}
        title={cardTitle(t, c) + (note ? ` — ${note}` : '')}
        data-card={id}
        data-testid={testId}
      >
        <span className="visually-hidden">{spoken}</span>
        {body}
      </button>
    );
  return (
    <span className={cls} title={cardTitle(t, c)} data-card={id} data-testid={testId}>
      <span className="visually-hidden">{spoken}</span>
      {body}
    </span>
  );
}

export function ConvoyView({ id, big, onClick, selected, note }: { id: string; big?: boolean; onClick?: () => void; selected?: boolean; note?: ReactNode }) {
  const t = useGameT('atlantic-storm');
  const c = CONVOY[id];
  if (!c) return <span className="as-convoy">{id}</span>;
  const body = (
    <>
      <span className="as-convoy-head">
        <span className={`as-convoy-name${c.redName ? ' red' : ''}`}>{c.name}</span>
        <span className="as-vp big" title={t('table.card.vp', { count: c.vp })}>
          {c.vp}
        </span>
      </span>
      <span className="as-convoy-facts">
        <span>{c.year}</span>
        <span>{t(`table.card.oceanLong.${c.ocean}`)}</span>
        <span className={`cargo ${c.cargo}`}>{t(`table.card.cargo.${c.cargo}`)}</span>
      </span>
      {big && c.history && <span className="as-convoy-history">{t(`table.history.${c.id}`, { defaultValue: c.history })}</span>}
      {big && <span className="as-convoy-id">{c.id}</span>}
      {note}
    </>
  );
  const cls = `as-convoy${big ? ' big' : ''}${selected ? ' selected' : ''}${onClick ? ' clickable' : ''}`;
  const title = t('table.card.convoyTitle', {
    name: c.name,
    id: c.id,
    year: c.year,
    ocean: t(`table.card.oceanLong.${c.ocean}`),
    cargo: t(`table.card.cargoTitle.${c.cargo}`),
    vp: t('table.card.vp', { count: c.vp }),
  });
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
  const t = useGameT('atlantic-storm');
  const pips: Record<number, Array<[number, number]>> = {
    1: [[12, 12]],
    2: [
      [7, 7],
      [17, 17],
    ],
    3: [
      [7, 7],
      [12, 12],
      [17, 17],
    ],
    4: [
      [7, 7],
      [17, 7],
      [7, 17],
      [17, 17],
    ],
    5: [
      [7, 7],
      [17, 7],
      [12, 12],
      [7, 17],
      [17, 17],
    ],
    6: [
      [7, 6],
      [17, 6],
      [7, 12],
      [17, 12],
      [7, 18],
      [17, 18],
    ],
  };
  return (
    <svg className="die" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={t('table.card.die', { value })}>
      <rect x="1" y="1" width="22" height="22" rx="5" fill="#fbf7ec" stroke="#1b2a3a" strokeWidth="1.5" />
      {(pips[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.2" fill="#1b2a3a" />
      ))}
    </svg>
  );
}
