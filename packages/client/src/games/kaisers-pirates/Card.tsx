/**
 * The pieces of the Kaiser's Pirates table, drawn from the card data with SVG and CSS (no scans):
 * dice in the rulebook's colours [1.2], coins, ship cards with silhouettes and markers [1.1.4, 1.3],
 * action cards with their two halves [1.1.2] and face-down card backs [3.2.1].
 */
import type { ReactNode } from 'react';
import { ACTION, ACTION_TYPE, MERCHANT, WARSHIP, type Coin, type DiceRoll, type Ship } from './engine';
import { coinText } from './model';
import { useGameT, type GameT } from '../../i18n/games';

const DIE_COLOUR: Record<number, { fill: string; ink: string; name: string }> = {
  4: { fill: '#a4322a', ink: '#fff7ea', name: 'die.d4' },
  6: { fill: '#f7f2e4', ink: '#1b2a3a', name: 'die.d6' },
  8: { fill: '#2f6a45', ink: '#fff7ea', name: 'die.d8' },
  10: { fill: '#24507a', ink: '#fff7ea', name: 'die.d10' },
};

/** One die, shaped and coloured by type (d4 red, d6 white, d8 green, d10 blue) [1.2]. Its figure is drawn at half its size (at least 10 px at the sizes used). */
export function KDie({ sides, value, kept, size = 26 }: { sides: number; value?: number; kept?: boolean; size?: number }) {
  const t = useGameT('kaisers-pirates');
  const c = DIE_COLOUR[sides] ?? DIE_COLOUR[6];
  const shape =
    sides === 4 ? (
      <polygon points="12,2 22,21 2,21" />
    ) : sides === 8 ? (
      <polygon points="12,1 23,12 12,23 1,12" />
    ) : sides === 10 ? (
      <polygon points="12,1 22,9 18,22 6,22 2,9" />
    ) : (
      <rect x="2" y="2" width="20" height="20" rx="4" />
    );
  const label = value === undefined ? t(c.name) : t(kept ? 'die.rolledKept' : 'die.rolled', { die: t(c.name), value });
  return (
    <svg className={`kp-die${kept ? ' kept' : ''}`} width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label}>
      <g fill={c.fill} stroke="#1b2a3a" strokeWidth="1.2" strokeLinejoin="round">
        {shape}
      </g>
      <text x="12" y={sides === 4 ? 17 : 16} textAnchor="middle" fontSize={12} fontWeight="700" fill={c.ink} fontFamily="var(--mono)">
        {value === undefined ? sides : value}
      </text>
    </svg>
  );
}

/** The coins of an action half or a ship, in words: "attack d8+d6, defence d6" [1.1.4]. */
function coinsSpoken(t: GameT, parts: Array<[string, Coin | undefined]>): string {
  return parts
    .filter((p): p is [string, Coin] => p[1] !== undefined)
    .map(([label, coin]) => t(`spoken.coin.${label}`, { coin: coinText(coin) }))
    .join(', ');
}

/** An action card's spoken name, its accessible name: name, ship, kind, the action half's coins, the Intercept! half [1.1.2]. */
export function actionSpoken(t: GameT, id: string): string {
  const card = ACTION[id];
  if (!card) return t('back.title');
  const type = ACTION_TYPE[card.type];
  const a = card.action;
  const coins = [
    a.decision ? t('spoken.decision', { challenge: coinText(a.decision.challenge), response: coinText(a.decision.response) }) : '',
    coinsSpoken(t, [
      ['att', a.attack],
      ['torp', a.torpedo],
      ['mine', a.mine],
      ['gun', a.gun],
      ['dc', a.dc],
      ['def', a.defense],
    ]),
    card.va !== undefined ? t('spoken.va', { n: card.va }) : '',
  ].filter(Boolean);
  return t('spoken.action', {
    name: type.name + (card.shipName ? ` (${card.shipName})` : ''),
    kind: t(type.reaction ? 'spoken.reactionCard' : 'spoken.actionCard'),
    coins: coins.length ? `, ${coins.join(', ')}` : '',
    british: coinText(type.intercept.british),
    night: type.intercept.night ? t('spoken.night') : '',
  });
}

/** A coin: the dice to roll, keep the highest [1.2, 3.2.7]. */
function CoinView({ coin, label }: { coin: Coin; label?: string }) {
  const t = useGameT('kaisers-pirates');
  const text = label ? t(`coin.${label}`) : undefined;
  return (
    <span className="kp-coin" title={text ? t('coin.titleLabelled', { label: text, coin: coinText(coin) }) : t('coin.title', { coin: coinText(coin) })}>
      {text && <span className="kp-coin-label">{text}</span>}
      {coin.map((d, i) => (
        <KDie key={i} sides={d} size={20} />
      ))}
    </span>
  );
}

/** A rolled coin as the log and the dice tray show it, with what it was rolled for (log-text.ts rollLabels). */
export function RollView({ r, label }: { r: DiceRoll; label: string }) {
  const best = Math.max(...r.rolls);
  const keptAt = r.rolls.indexOf(best);
  return (
    <span className="kp-roll" data-testid="roll">
      <span className="kp-roll-label">{label}</span>
      {r.rolls.map((v, i) => (
        <KDie key={i} sides={r.coin[i]} value={v} kept={i === keptAt} size={26} />
      ))}
      {r.mod !== 0 && <span className="kp-mod">{r.mod > 0 ? `+${r.mod}` : r.mod}</span>}
      <b className="kp-total">= {r.total}</b>
    </span>
  );
}

function Silhouette({ kind, sailing, flag }: { kind: 'warship' | 'raider' | 'merchant'; sailing?: boolean; flag: 'german' | 'red' }) {
  const ensign =
    flag === 'german' ? (
      <g className="kp-flag">
        <rect x="104" y="4" width="12" height="8" fill="#f4f1e8" stroke="#1b2a3a" strokeWidth="0.5" />
        <path d="M104 8h12M110 4v8" stroke="#1b2a3a" strokeWidth="1.2" />
        <rect x="104" y="4" width="5" height="3.5" fill="#1b2a3a" />
      </g>
    ) : (
      <g className="kp-flag">
        <rect x="104" y="4" width="12" height="8" fill="#b2382c" stroke="#1b2a3a" strokeWidth="0.5" />
        <rect x="104" y="4" width="5" height="3.5" fill="#23406b" />
      </g>
    );
  if (kind === 'warship') {
    return (
      <svg className="kp-sil" viewBox="0 0 120 40" aria-hidden="true">
        <path d="M4 28 L114 28 L106 36 L14 36 Z" fill="#5d666e" stroke="#1b2a3a" strokeWidth="1" />
        <rect x="30" y="20" width="50" height="8" fill="#737c84" stroke="#1b2a3a" strokeWidth="0.8" />
        <rect x="44" y="9" width="6" height="11" fill="#4a5258" />
        <rect x="55" y="9" width="6" height="11" fill="#4a5258" />
        <rect x="66" y="9" width="6" height="11" fill="#4a5258" />
        <path d="M14 25h12M86 25h14" stroke="#1b2a3a" strokeWidth="2.4" />
        <path d="M38 20V4M92 28V10" stroke="#1b2a3a" strokeWidth="1" />
        <path d="M92 10 L104 6" stroke="#1b2a3a" strokeWidth="0.6" />
        {ensign}
      </svg>
    );
  }
  if (sailing) {
    return (
      <svg className="kp-sil" viewBox="0 0 120 40" aria-hidden="true">
        <path d="M8 29 L112 29 L104 36 L16 36 Z" fill="#3c3027" stroke="#1b2a3a" strokeWidth="1" />
        {[30, 55, 80].map((x) => (
          <g key={x}>
            <path d={`M${x} 29V3`} stroke="#1b2a3a" strokeWidth="1" />
            <path d={`M${x - 10} 7h20l-2 7h-16zM${x - 11} 16h22l-2 8h-18z`} fill="#efe6cf" stroke="#1b2a3a" strokeWidth="0.6" />
          </g>
        ))}
        {ensign}
      </svg>
    );
  }
  return (
    <svg className="kp-sil" viewBox="0 0 120 40" aria-hidden="true">
      <path d="M6 26 L114 26 L106 36 L14 36 Z" fill={kind === 'raider' ? '#2d2b2a' : '#262626'} stroke="#1b2a3a" strokeWidth="1" />
      <path d="M6 31 L110 31" stroke="#8f2d22" strokeWidth="2" />
      <rect x="48" y="17" width="30" height="9" fill="#eee6d2" stroke="#1b2a3a" strokeWidth="0.7" />
      <rect x="58" y="6" width="8" height="11" fill={kind === 'raider' ? '#1b1b1b' : '#c89a4a'} stroke="#1b2a3a" strokeWidth="0.7" />
      <rect x="58" y="6" width="8" height="3" fill="#1b1b1b" />
      <path d="M28 26V6M92 26V8M28 10h-10M92 12h10" stroke="#1b2a3a" strokeWidth="1" />
      {ensign}
    </svg>
  );
}

const FEATURES = new Set(['mines', 'coalPile', 'sails', 'wolfchen', 'fast']);

/** A ship on the table: warship, raider, merchant or prize, with its coins, VA and markers. */
export function ShipCard({ ship, children, testId, highlight }: { ship: Ship; children?: ReactNode; testId?: string; highlight?: boolean }) {
  const w = WARSHIP[ship.id];
  const m = MERCHANT[ship.id];
  const fighting = ship.kind === 'warship' || ship.kind === 'raider';
  const va = w?.va ?? m?.va ?? 0;
  const recognized = ship.kind === 'raider' || ship.kind === 'prize' ? ship.rec : true;
  const t = useGameT('kaisers-pirates');
  const kindText = t(ship.kind === 'raider' ? (ship.rec ? 'ship.raiderRecognized' : 'ship.raiderDisguised') : `ship.kind.${ship.kind}`);
  const status = [kindText, ship.dmg ? t('ship.damaged', { n: ship.dmg }) : '', ship.ls ? t('ship.limitedSupplies') : '', ship.refuge ? t('ship.inRefuge') : '']
    .filter(Boolean)
    .join(', ');
  const classes = ['kp-ship', ship.kind, recognized ? 'rec' : 'unrec', ship.dmg ? 'damaged' : '', ship.refuge ? 'refuge' : '', highlight ? 'hl' : '']
    .filter(Boolean)
    .join(' ');
  const spoken = t('spoken.ship', {
    name: w?.name ?? m?.name ?? ship.id,
    status,
    va: t('spoken.va', { n: va }) + (ship.kind === 'prize' ? t('spoken.doubled') : ''),
    coins: coinsSpoken(t, [
      ['att', w?.attack],
      ['def', (w ?? m)?.defense],
      ['sc', m && ship.kind !== 'prize' ? m.safeConduct.challenge : undefined],
      ['vs', m && ship.kind !== 'prize' ? m.safeConduct.response : undefined],
    ]),
    features: w
      ? Object.keys(w.features)
          .map((f) => (FEATURES.has(f) ? `, ${t(`feature.${f}.title`)}` : ''))
          .join('')
      : '',
  });
  return (
    <div className={classes} data-ship={ship.id} data-kind={ship.kind} data-testid={testId ?? 'ship'} title={`${w?.name ?? m?.name ?? ship.id} — ${status}`}>
      <span className="visually-hidden">{spoken}</span>
      <div className="kp-ship-head" aria-hidden>
        <span className="kp-ship-name">{w?.name ?? m?.name ?? ship.id}</span>
        <span className="kp-va" title={t('ship.va')}>
          {va}
          {ship.kind === 'prize' && <small>×2</small>}
        </span>
      </div>
      <div className="kp-ship-kind" aria-hidden>
        {kindText}
      </div>
      <Silhouette
        kind={fighting ? (ship.kind === 'warship' ? 'warship' : 'raider') : 'merchant'}
        sailing={m?.sailing}
        flag={ship.kind === 'merchant' ? 'red' : ship.kind === 'raider' && !ship.rec ? 'red' : 'german'}
      />
      <div className="kp-ship-coins" aria-hidden>
        {w && <CoinView coin={w.attack} label="att" />}
        <CoinView coin={(w ?? m)!.defense} label="def" />
        {m && ship.kind !== 'prize' && <CoinView coin={m.safeConduct.challenge} label="sc" />}
        {m && ship.kind !== 'prize' && <CoinView coin={m.safeConduct.response} label="vs" />}
      </div>
      {w && Object.keys(w.features).length > 0 && (
        <div className="kp-features" aria-hidden>
          {Object.keys(w.features).map((f) => (
            <span key={f} title={FEATURES.has(f) ? t(`feature.${f}.title`) : undefined}>
              {FEATURES.has(f) ? t(`feature.${f}.label`) : f}
            </span>
          ))}
        </div>
      )}
      <div className="kp-markers">
        {Array.from({ length: ship.dmg }, (_, i) => (
          <span key={i} className="kp-marker dmg" title={t('ship.damagedMarker')} data-testid="damage-marker" />
        ))}
        {ship.ls && <span className="kp-marker ls" title={t('ship.lsMarker')} />}
        {ship.refuge && <span className="kp-refuge">{t('ship.refuge')}</span>}
      </div>
      {children}
    </div>
  );
}

/** An action card: name and action half (portrait), Intercept! half with its British coin (landscape) [1.1.2]. */
export function ActionCardView({
  id,
  selected,
  dim,
  note,
  onClick,
  disabled,
  title,
  testId,
  children,
}: {
  id: string;
  selected?: boolean;
  dim?: boolean;
  note?: string;
  onClick?: () => void;
  disabled?: boolean;
  title?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const words = useGameT('kaisers-pirates');
  const card = ACTION[id];
  if (!card) return <CardBack />;
  const t = ACTION_TYPE[card.type];
  // Every action card carries its rules text [3.3] (the catalogue's words); a caller's note follows it.
  const rules = words(`cardText.${card.type}`);
  const fullTitle = title ? `${rules}\n${title}` : rules;
  const a = card.action;
  const body = (
    <>
      <span className="kp-card-name" aria-hidden>
        {t.name}
      </span>
      {card.shipName && (
        <span className="kp-card-ship" aria-hidden>
          {card.shipName}
        </span>
      )}
      {t.reaction && (
        <span className="kp-card-tag" aria-hidden>
          {words('actionCard.reaction')}
        </span>
      )}
      <span className="kp-card-coins" aria-hidden>
        {a.decision && (
          <span className="kp-pair" title={words('actionCard.decision')}>
            <CoinView coin={a.decision.challenge} /> <small>{words('coin.vs')}</small> <CoinView coin={a.decision.response} />
          </span>
        )}
        {a.attack && <CoinView coin={a.attack} label="att" />}
        {a.torpedo && <CoinView coin={a.torpedo} label="torp" />}
        {a.mine && <CoinView coin={a.mine} label="mine" />}
        {a.gun && <CoinView coin={a.gun} label="gun" />}
        {a.dc && <CoinView coin={a.dc} label="dc" />}
        {a.defense && <CoinView coin={a.defense} label="def" />}
        {card.va !== undefined && <span className="kp-va small">{card.va}</span>}
      </span>
      <span
        className="kp-card-intercept"
        aria-hidden
        title={words(t.intercept.night ? 'actionCard.interceptHalfNight' : 'actionCard.interceptHalf', { coin: coinText(t.intercept.british) })}
      >
        <span className="kp-ensign" aria-hidden="true" />
        <span>{words('actionCard.intercept')}</span>
        <CoinView coin={t.intercept.british} />
        {t.intercept.night && (
          <span className="kp-night" title={words('actionCard.nightTitle')}>
            {words('actionCard.night')}
          </span>
        )}
      </span>
      {note && <span className="kp-card-note">{note}</span>}
      {children}
    </>
  );
  const cls = `kp-card${t.reaction ? ' reaction' : ''}${selected ? ' selected' : ''}${dim ? ' dim' : ''}`;
  const spoken = actionSpoken(words, id);
  if (onClick) {
    return (
      <button
        type="button"
        className={cls}
        data-card={id}
        data-testid={testId}
        onClick={onClick}
        disabled={disabled}
        title={fullTitle}
        aria-pressed={selected}
        data-rules={rules}
      >
        <span className="visually-hidden">{spoken}</span>
        {body}
      </button>
    );
  }
  return (
    <div className={cls} data-card={id} data-testid={testId} title={fullTitle} data-rules={rules}>
      <span className="visually-hidden">{spoken}</span>
      {body}
    </div>
  );
}

/** A face-down card: only the half that is up shows (unless hidden, ruling A-20) [3.2.1]. */
export function CardBack({ half, small, label }: { half?: 'intercept' | 'action' | 'hidden'; small?: boolean; label?: string }) {
  const t = useGameT('kaisers-pirates');
  return (
    <div className={`kp-back${half === 'intercept' ? ' landscape' : ''}${small ? ' small' : ''}`} data-testid="face-down" title={label ?? t('back.title')}>
      <span>{half === 'intercept' ? t('actionCard.intercept') : half === 'action' ? t('back.action') : '?'}</span>
    </div>
  );
}
