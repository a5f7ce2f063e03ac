/**
 * Atlantic Storm's card reference and icon legend, for the table's side panel: every force card and convoy
 * with its printed values and what it does (§2 the cards, §6 values and dice, §7 fate, §8 bonus, §9 specials,
 * §10 supply), filterable by name, side, type, year, zone and ocean.
 */
import { useMemo } from 'react';
import { CARD, CONVOY, type ConvoyCard, type ForceCard, type Zone } from './engine';
import { ConvoyView, Die, ForceCardView, kindKey, valueText, ZoneIcon } from './Card';
import { useGameT, type GameT } from '../../i18n/games';
import { CardList, type CardFilter } from '../../table/CardList';

const ZONES: Zone[] = ['air', 'surface', 'sub'];
const KINDS = ['normal', 'bonus', 'special', 'supply', 'convoy'] as const;

type Entry = ForceCard | ConvoyCard;
const isConvoy = (c: Entry): c is ConvoyCard => 'cargo' in c;
const hasValues = (c: ForceCard) => c.kind === 'normal' || c.kind === 'bonus';

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

/** A force card's printed values, in words (its drawing's accessible name says them: not read twice). */
function forceFacts(t: GameT, c: ForceCard): (string | false)[] {
  return [
    t(`table.card.sideAdj.${c.side}`),
    t(kindKey(c) ? `table.card.kind.${kindKey(c)}` : `table.card.unit.${c.unit}`),
    hasValues(c) && ZONES.map((z) => `${t(`table.zoneName.${z}`)} ${c.kind === 'bonus' && c.values[z] !== 0 ? '+' : ''}${valueText(c.values[z])}`).join(', '),
    c.vp > 0 && t('table.card.vp', { count: c.vp }),
    t(`table.card.ocean.${c.ocean}`),
    yearsText(t, c.years),
  ];
}

function convoyFacts(t: GameT, c: ConvoyCard): string[] {
  return [
    t('table.cardRef.kinds.convoy'),
    String(c.year),
    t(`table.card.oceanLong.${c.ocean}`),
    t(`table.card.cargo.${c.cargo}`),
    t('table.card.vp', { count: c.vp }),
  ];
}

/** Name, side, type, year, zone and ocean; a convoy has no side and no zone values. */
function filters(t: GameT, years: readonly number[]): CardFilter<Entry>[] {
  return [
    {
      id: 'side',
      options: (['allied', 'german', 'neutral'] as const).map((s) => ({ value: s, label: t(`table.card.sideAdj.${s}`) })),
      passes: (c, v) => !isConvoy(c) && c.side === v,
    },
    {
      id: 'kind',
      options: KINDS.map((k) => ({ value: k, label: t(`table.cardRef.kinds.${k}`) })),
      passes: (c, v) => (isConvoy(c) ? v === 'convoy' : c.kind === v),
    },
    {
      id: 'year',
      options: years.map((y) => ({ value: String(y), label: String(y) })),
      passes: (c, v) => (isConvoy(c) ? c.year === Number(v) : (c.years as readonly number[]).includes(Number(v))),
    },
    {
      id: 'zone',
      options: ZONES.map((z) => ({ value: z, label: t(`table.zoneName.${z}`) })),
      passes: (c, v) => !isConvoy(c) && hasValues(c) && c.values[v as Zone] !== 0,
    },
    {
      id: 'ocean',
      options: (['NA', 'ARC'] as const).map((o) => ({ value: o, label: t(`table.card.oceanLong.${o}`) })),
      passes: (c, v) => c.ocean === v || (!isConvoy(c) && c.ocean === 'ANY'),
    },
  ];
}

export function CardReference() {
  const t = useGameT('atlantic-storm');
  // The force cards by name, then the convoys by number.
  const entries = useMemo<Entry[]>(
    () => [...Object.values(CARD).sort((a, b) => a.name.localeCompare(b.name)), ...Object.values(CONVOY).sort((a, b) => a.no - b.no)],
    [],
  );
  const years = useMemo(() => [...new Set(entries.flatMap((c) => (isConvoy(c) ? [c.year] : c.years)))].sort(), [entries]);
  return (
    <CardList
      t={t}
      words="table.cardRef"
      className="as-ref"
      entries={entries}
      filters={filters(t, years)}
      found={(c, q) => c.name.toLocaleLowerCase().includes(q) || c.id.toLocaleLowerCase() === q}
      entryKey={(c) => c.id}
      cardId={(c) => c.id}
      name={(c) => c.name}
      draw={(c) => (isConvoy(c) ? <ConvoyView id={c.id} /> : <ForceCardView id={c.id} />)}
      facts={(c) => (isConvoy(c) ? convoyFacts(t, c) : forceFacts(t, c))}
      factsSpoken={isConvoy}
      text={(c) => (isConvoy(c) ? t('table.cardRef.text.convoy') : rulesText(t, c))}
    />
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
