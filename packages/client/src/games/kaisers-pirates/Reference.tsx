/**
 * The Kaiser's Pirates' card reference and legend, for the table's side panel: every action card (one entry
 * per printed variety, with how many copies the deck holds) with its coins, its Intercept! half and its rules
 * text [1.1.2, 3.3], every warship, raider and merchant with its coins and Victory Award [1.1.1, 1.1.4];
 * filterable by name and type.
 */
import { useMemo } from 'react';
import { ACTION, ACTION_TYPE, MERCHANT, WARSHIP, type Ship } from './engine';
import { ActionCardView, actionSpoken, KDie, ShipCard } from './Card';
import { useGameT } from '../../i18n/games';
import { CardList } from '../../table/CardList';

const KINDS = ['action', 'reaction', 'warship', 'raider', 'merchant'] as const;

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
  const all = useMemo(entries, []);
  return (
    <CardList
      t={t}
      words="reference"
      className="kp-ref"
      entries={all}
      filters={[{ id: 'kind', options: KINDS.map((k) => ({ value: k, label: t(`reference.kinds.${k}`) })), passes: (e, v) => e.kind === v }]}
      found={(e, q) => `${e.name} ${e.also}`.toLocaleLowerCase().includes(q)}
      entryKey={(e) => e.key}
      cardId={(e) => e.card ?? e.ship?.id}
      name={(e) => (e.card && ACTION[e.card]?.shipName ? `${e.name} (${ACTION[e.card]!.shipName})` : e.name)}
      draw={(e) => (e.card ? <ActionCardView id={e.card} /> : <ShipCard ship={e.ship!} testId="ref-ship" />)}
      facts={(e) => [e.card ? actionSpoken(t, e.card) : t(`reference.kinds.${e.kind}`)]}
      text={(e) => (e.card ? t(`cardText.${ACTION[e.card]!.type}`) + (e.copies > 1 ? ` ${t('reference.copies', { count: e.copies })}` : '') : undefined)}
    />
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
