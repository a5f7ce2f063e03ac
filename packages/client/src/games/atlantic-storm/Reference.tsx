/**
 * Atlantic Storm's card reference and icon legend, for the table's side panel: every force card and convoy
 * with its printed values and what it does (§2 the cards, §6 values and dice, §7 fate, §8 bonus, §9 specials,
 * §10 supply), filterable by name, side, type, year, zone and ocean.
 */
import { useId, useMemo, useState } from 'react';
import { CARD, CONVOY, type ForceCard, type Zone } from './engine';
import { ConvoyView, Die, ForceCardView, kindKey, valueText, ZoneIcon } from './Card';
import { useGameT, type GameT } from '../../i18n/games';

const ZONES: Zone[] = ['air', 'surface', 'sub'];
const KINDS = ['normal', 'bonus', 'special', 'supply', 'convoy'] as const;
type KindFilter = (typeof KINDS)[number] | '';

/** What a card does, in our words, by its kind (the rule sections are the rulebook's). */
function rulesText(t: GameT, c: ForceCard): string {
  const parts: string[] = [];
  if (c.kind === 'normal') parts.push(t('table.cardRef.text.normal'));
  else if (c.kind === 'bonus') parts.push(t(c.standalone ? 'table.cardRef.text.bonusAlone' : 'table.cardRef.text.bonus'));
  else if (c.kind === 'special') parts.push(t(`table.cardRef.text.${c.special ?? 'special'}`));
  else if (c.kind === 'supply') parts.push(t(c.supply === 'milkCow' ? 'table.cardRef.text.milkCow' : 'table.cardRef.text.supplyShip'));
  if (c.effect === 'blackGap') parts.push(t('table.cardRef.text.blackGap'));
  if (c.fateVictim) parts.push(t('table.cardRef.text.fate', { victim: CARD[c.fateVictim]?.name ?? CONVOY[c.fateVictim]?.name ?? c.fateVictim }));
  return parts.join(' ');
}

function yearsText(t: GameT, ys: readonly number[]): string {
  if (!ys.length) return '';
  const a = ys[0];
  const b = ys[ys.length - 1];
  return a === b ? String(a) : t('table.card.spokenYears', { from: a, to: b });
}

export function CardReference() {
  const t = useGameT('atlantic-storm');
  const id = useId();
  const [name, setName] = useState('');
  const [side, setSide] = useState('');
  const [kind, setKind] = useState<KindFilter>('');
  const [year, setYear] = useState('');
  const [zone, setZone] = useState<Zone | ''>('');
  const [ocean, setOcean] = useState('');
  const forces = useMemo(() => Object.values(CARD).sort((a, b) => a.name.localeCompare(b.name)), []);
  const convoys = useMemo(() => Object.values(CONVOY).sort((a, b) => a.no - b.no), []);
  const years = useMemo(() => [...new Set([...forces.flatMap((c) => c.years), ...convoys.map((c) => c.year)])].sort(), [forces, convoys]);
  const q = name.trim().toLocaleLowerCase();
  const shownForces =
    kind === 'convoy'
      ? []
      : forces.filter(
          (c) =>
            (!q || c.name.toLocaleLowerCase().includes(q) || c.id.toLocaleLowerCase() === q) &&
            (!side || c.side === side) &&
            (!kind || c.kind === kind) &&
            (!year || (c.years as readonly number[]).includes(Number(year))) &&
            (!zone || ((c.kind === 'normal' || c.kind === 'bonus') && c.values[zone] !== 0)) &&
            (!ocean || c.ocean === ocean || c.ocean === 'ANY'),
        );
  const shownConvoys =
    kind && kind !== 'convoy'
      ? []
      : side || zone
        ? []
        : convoys.filter(
            (c) =>
              (!q || c.name.toLocaleLowerCase().includes(q) || c.id.toLocaleLowerCase() === q) &&
              (!year || c.year === Number(year)) &&
              (!ocean || c.ocean === ocean),
          );
  const total = shownForces.length + shownConvoys.length;
  return (
    <div className="card-ref as-ref" data-testid="card-reference">
      <form className="card-ref-filters" role="search" aria-label={t('table.cardRef.filters')} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-name`}>{t('table.cardRef.name')}</label>
        <input id={`${id}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="card-filter-name" />
        <label htmlFor={`${id}-side`}>{t('table.cardRef.side')}</label>
        <select id={`${id}-side`} value={side} onChange={(e) => setSide(e.target.value)} data-testid="card-filter-side">
          <option value="">{t('table.cardRef.any')}</option>
          {(['allied', 'german', 'neutral'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`table.card.sideAdj.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`}>{t('table.cardRef.kind')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as KindFilter)} data-testid="card-filter-kind">
          <option value="">{t('table.cardRef.any')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`table.cardRef.kinds.${k}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`}>{t('table.cardRef.year')}</label>
        <select id={`${id}-year`} value={year} onChange={(e) => setYear(e.target.value)} data-testid="card-filter-year">
          <option value="">{t('table.cardRef.any')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-zone`}>{t('table.cardRef.zone')}</label>
        <select id={`${id}-zone`} value={zone} onChange={(e) => setZone(e.target.value as Zone | '')} data-testid="card-filter-zone">
          <option value="">{t('table.cardRef.any')}</option>
          {ZONES.map((z) => (
            <option key={z} value={z}>
              {t(`table.zoneName.${z}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-ocean`}>{t('table.cardRef.ocean')}</label>
        <select id={`${id}-ocean`} value={ocean} onChange={(e) => setOcean(e.target.value)} data-testid="card-filter-ocean">
          <option value="">{t('table.cardRef.any')}</option>
          {(['NA', 'ARC'] as const).map((o) => (
            <option key={o} value={o}>
              {t(`table.card.oceanLong.${o}`)}
            </option>
          ))}
        </select>
      </form>
      <p className="small muted" role="status" data-testid="card-count">
        {total ? t('table.cardRef.count', { count: total }) : t('table.cardRef.none')}
      </p>
      <ul className="card-ref-list" tabIndex={0}>
        {shownForces.map((c) => (
          <li key={c.id} data-ref-card={c.id}>
            <ForceCardView id={c.id} />
            <div className="card-ref-facts">
              <h3 className="card-ref-name">{c.name}</h3>
              <p className="small" aria-hidden data-testid="ref-values">
                {[t(`table.card.sideAdj.${c.side}`), t(kindKey(c) ? `table.card.kind.${kindKey(c)}` : `table.card.unit.${c.unit}`)].join(' · ')}
                {(c.kind === 'normal' || c.kind === 'bonus') &&
                  ' · ' +
                    ZONES.map((z) => `${t(`table.zoneName.${z}`)} ${c.kind === 'bonus' && c.values[z] !== 0 ? '+' : ''}${valueText(c.values[z])}`).join(', ')}
                {c.vp > 0 && ` · ${t('table.card.vp', { count: c.vp })}`}
                {` · ${t(`table.card.ocean.${c.ocean}`)} · ${yearsText(t, c.years)}`}
              </p>
              <p className="small" data-testid="ref-text">
                {rulesText(t, c)}
              </p>
            </div>
          </li>
        ))}
        {shownConvoys.map((c) => (
          <li key={c.id} data-ref-card={c.id}>
            <ConvoyView id={c.id} />
            <div className="card-ref-facts">
              <h3 className="card-ref-name">{c.name}</h3>
              <p className="small" data-testid="ref-values">
                {[
                  t('table.cardRef.kinds.convoy'),
                  String(c.year),
                  t(`table.card.oceanLong.${c.ocean}`),
                  t(`table.card.cargo.${c.cargo}`),
                  t('table.card.vp', { count: c.vp }),
                ].join(' · ')}
              </p>
              <p className="small" data-testid="ref-text">
                {t('table.cardRef.text.convoy')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the marks on Atlantic Storm's cards mean. */
export function Legend() {
  const t = useGameT('atlantic-storm');
  return (
    <dl className="legend small" data-testid="game-legend">
      {ZONES.map((z) => (
        <div key={z} className="legend-row">
          <dt>
            <ZoneIcon zone={z} size={14} />
          </dt>
          <dd>{t(`table.legend.zone.${z}`)}</dd>
        </div>
      ))}
      <div className="legend-row">
        <dt>
          <span className="as-vp" aria-hidden>
            2
          </span>
        </dt>
        <dd>{t('table.legend.vp')}</dd>
      </div>
      <div className="legend-row">
        <dt aria-hidden>?</dt>
        <dd>{t('table.legend.die')}</dd>
      </div>
      <div className="legend-row">
        <dt>
          <Die value={4} size={18} />
        </dt>
        <dd>{t('table.legend.rolled')}</dd>
      </div>
      <div className="legend-row">
        <dt aria-hidden>☠</dt>
        <dd>{t('table.legend.fate')}</dd>
      </div>
      <div className="legend-row">
        <dt aria-hidden>+1</dt>
        <dd>{t('table.legend.bonus')}</dd>
      </div>
    </dl>
  );
}
