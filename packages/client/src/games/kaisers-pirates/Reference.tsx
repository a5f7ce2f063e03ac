/**
 * The Kaiser's Pirates' card reference and legend, for the table's side panel: every action card (one entry
 * per printed variety, with how many copies the deck holds) with its coins, its Intercept! half and its rules
 * text [1.1.2, 3.3], every warship, raider and merchant with its coins and Victory Award [1.1.1, 1.1.4];
 * filterable by name and type.
 */
import { useId, useMemo, useState } from 'react';
import { ACTION, ACTION_TYPE, MERCHANT, WARSHIP, type Ship } from './engine';
import { ActionCardView, actionSpoken, KDie, ShipCard } from './Card';
import { useGameT } from '../../i18n/games';

const KINDS = ['action', 'reaction', 'warship', 'raider', 'merchant'] as const;
type KindFilter = (typeof KINDS)[number] | '';

interface Entry {
  key: string;
  kind: (typeof KINDS)[number];
  name: string;
  /** Other names to search by (the rulebook's Spanish card name, the ship named on a copy). */
  also: string;
  card?: string;
  ship?: Ship;
  copies: number;
}

function entries(): Entry[] {
  const out: Entry[] = [];
  // One entry per printed variety: a type's copies share their coins, except the named ships [2.3.2].
  const seen = new Map<string, Entry>();
  for (const c of Object.values(ACTION)) {
    const type = ACTION_TYPE[c.type];
    const key = `${c.type}|${c.shipName ?? ''}`;
    const had = seen.get(key);
    if (had) {
      had.copies++;
      continue;
    }
    const e: Entry = { key, kind: type.reaction ? 'reaction' : 'action', name: type.name, also: `${type.es} ${c.shipName ?? ''}`, card: c.id, copies: 1 };
    seen.set(key, e);
    out.push(e);
  }
  for (const w of Object.values(WARSHIP))
    out.push({ key: w.id, kind: w.kind, name: w.name, also: '', ship: { id: w.id, kind: w.kind, dmg: 0, ls: false, rec: true }, copies: 1 });
  for (const m of Object.values(MERCHANT))
    out.push({ key: m.id, kind: 'merchant', name: m.name, also: '', ship: { id: m.id, kind: 'merchant', dmg: 0, ls: false, rec: true }, copies: 1 });
  return out.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.name.localeCompare(b.name));
}

export function CardReference() {
  const t = useGameT('kaisers-pirates');
  const id = useId();
  const all = useMemo(entries, []);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<KindFilter>('');
  const q = name.trim().toLocaleLowerCase();
  const shown = all.filter((e) => (!kind || e.kind === kind) && (!q || `${e.name} ${e.also}`.toLocaleLowerCase().includes(q)));
  return (
    <div className="card-ref kp-ref" data-testid="card-reference">
      <form className="card-ref-filters" role="search" aria-label={t('reference.filters')} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-name`}>{t('reference.name')}</label>
        <input id={`${id}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="card-filter-name" />
        <label htmlFor={`${id}-kind`}>{t('reference.kind')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as KindFilter)} data-testid="card-filter-kind">
          <option value="">{t('reference.any')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`reference.kinds.${k}`)}
            </option>
          ))}
        </select>
      </form>
      <p className="small muted" role="status" data-testid="card-count">
        {shown.length ? t('reference.count', { count: shown.length }) : t('reference.none')}
      </p>
      <ul className="card-ref-list" tabIndex={0}>
        {shown.map((e) => (
          <li key={e.key} data-ref-card={e.card ?? e.ship?.id}>
            {e.card ? <ActionCardView id={e.card} /> : <ShipCard ship={e.ship!} testId="ref-ship" />}
            <div className="card-ref-facts">
              <h3 className="card-ref-name">
                {e.name}
                {e.card && ACTION[e.card]?.shipName ? ` (${ACTION[e.card]!.shipName})` : ''}
              </h3>
              <p className="small" aria-hidden data-testid="ref-values">
                {e.card ? actionSpoken(t, e.card) : t(`reference.kinds.${e.kind}`)}
              </p>
              {e.card && (
                <p className="small" data-testid="ref-text">
                  {t(`cardText.${ACTION[e.card]!.type}`)}
                  {e.copies > 1 && ` ${t('reference.copies', { count: e.copies })}`}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the dice, coins and marks on the table mean [1.1.4, 1.2, 1.3]. */
export function Legend() {
  const t = useGameT('kaisers-pirates');
  return (
    <dl className="legend small" data-testid="game-legend">
      {([4, 6, 8, 10] as const).map((d) => (
        <div key={d} className="legend-row">
          <dt>
            <KDie sides={d} size={22} />
          </dt>
          <dd>{t(`legend.d${d}`)}</dd>
        </div>
      ))}
      <div className="legend-row">
        <dt>
          <KDie sides={10} size={22} />
          <KDie sides={6} size={22} />
        </dt>
        <dd>{t('legend.coin')}</dd>
      </div>
      {(['att', 'def', 'sc', 'vs', 'torp', 'mine', 'gun', 'dc'] as const).map((c) => (
        <div key={c} className="legend-row">
          <dt aria-hidden>{t(`coin.${c}`)}</dt>
          <dd>{t(`legend.coins.${c}`)}</dd>
        </div>
      ))}
      <div className="legend-row">
        <dt>
          <span className="kp-va" aria-hidden>
            5
          </span>
        </dt>
        <dd>{t('legend.va')}</dd>
      </div>
      <div className="legend-row">
        <dt>
          <span className="kp-marker dmg" aria-hidden />
        </dt>
        <dd>{t('ship.damagedMarker')}</dd>
      </div>
      <div className="legend-row">
        <dt>
          <span className="kp-marker ls" aria-hidden />
        </dt>
        <dd>{t('ship.lsMarker')}</dd>
      </div>
      <div className="legend-row">
        <dt>
          <span className="kp-night" aria-hidden>
            {t('actionCard.night')}
          </span>
        </dt>
        <dd>{t('actionCard.nightTitle')}</dd>
      </div>
    </dl>
  );
}
