/**
 * The schematic map of Europe (the board as a node map [4.13-4.16]): the five powers and every country of the
 * board data, each minor coloured by its alignment (the alliance with most flags [24.21]) with its flags, the
 * trade pact's holder [11.6], this turn's markers [24.5], its civil-war track [4.14], the aggressions made or
 * announced against it [27], and who controls it. The layout (where each node sits) is the table's own
 * drawing; everything on it comes from the view. A country the current decision may use is clickable.
 */
import type { GameT } from '../../i18n/games';
import { AGGRESSIONS, CIVIL_WARS, COUNTRIES, POWER_IDS, pactHolder, type CountryId, type GState, type Power } from './engine';
import { alignment, tone, type View } from './model';

/** Where each node is drawn (a schematic of Europe, 400 x 330). */
const AT: Record<CountryId | Power, [number, number]> = {
  IRL: [36, 112],
  NOR: [170, 34],
  SWE: [214, 58],
  FIN: [276, 42],
  BAL: [268, 96],
  RUS: [346, 128],
  BEL: [138, 150],
  RHI: [168, 168],
  POL: [254, 136],
  CZE: [220, 168],
  AUT: [212, 198],
  HUN: [248, 204],
  ROM: [296, 206],
  YUG: [232, 238],
  CRO: [212, 232],
  SER: [252, 244],
  ALB: [226, 272],
  GRE: [256, 296],
  BUL: [290, 250],
  TUR: [336, 282],
  SPA: [56, 272],
  ETH: [368, 318],
  GBR: [84, 120],
  FRA: [108, 212],
  GER: [196, 126],
  ITA: [176, 262],
  USSR: [346, 70],
};

export function MapView({ G, t, pick, selected, mine }: { G: View; t: GameT; pick?: (c: CountryId) => void; selected?: CountryId | null; mine: Power[] }) {
  const GS = G as unknown as GState;
  const crises = new Set<string>(G.crisis.list.map((c) => c.id));
  const done = new Map(G.aggressions.map((a) => [a.id, a] as const));
  const markers = G.diplomacy.markers;
  const countries = COUNTRIES.filter((c) => (c.kind !== 'splitState' || G.yugoslavSplit) && !(c.id === 'YUG' && G.yugoslavSplit));
  return (
    <figure className="gs-map" data-testid="map">
      <div className="gs-map-scroll" tabIndex={0} role="region" aria-label={t('map.title')}>
        <svg viewBox="0 0 400 330" role="img" aria-label={t('map.title')}>
          <rect className="gs-sea" x="0" y="0" width="400" height="330" rx="6" />
          <g className="gs-grid">
            {[60, 120, 180, 240, 300, 360].map((x) => (
              <line key={`x${x}`} x1={x} y1="0" x2={x} y2="330" />
            ))}
            {[55, 110, 165, 220, 275].map((y) => (
              <line key={`y${y}`} x1="0" y1={y} x2="400" y2={y} />
            ))}
          </g>
          {POWER_IDS.map((p) => {
            const [x, y] = AT[p];
            return (
              <g key={p} className={`gs-major ${tone(p)}${mine.includes(p) ? ' mine' : ''}`} data-power={p}>
                <rect x={x - 30} y={y - 13} width="60" height="26" rx="4" />
                <text x={x} y={y + 4} textAnchor="middle">
                  {t(`power.${p}`)}
                </text>
              </g>
            );
          })}
          {countries.map((row) => {
            const c = row.id;
            const st = G.countries[c];
            if (!st) return null;
            const [x, y] = AT[c];
            const al = alignment(G, c);
            const holder = row.tradePactValue > 0 ? (st.permanentPact ?? pactHolder(GS, c)) : undefined;
            const here = markers.filter((m) => m.country === c);
            const cw = CIVIL_WARS.find((w) => w.id === c);
            const war = cw ? G.civilWars[cw.id] : undefined;
            const targeted = AGGRESSIONS.filter((a) => a.country === c);
            const hit = targeted.filter((a) => done.has(a.id));
            const inCrisis = targeted.some((a) => crises.has(a.id));
            const clickable = !!pick;
            const label = [
              t(`country.${c}`),
              al ? t(`alliance.${al}`) : t('map.neutral'),
              st.control ? t(`map.control.${st.control.kind}`, { power: t(`power.${st.control.by}`) }) : '',
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <g
                key={c}
                className={`gs-country ${st.control ? tone(st.control.by) : tone(al)}${clickable ? ' pickable' : ''}${selected === c ? ' selected' : ''}${inCrisis ? ' crisis' : ''}${war?.active ? ' civil-war' : ''}`}
                data-country={c}
                data-testid="country"
                data-alignment={al ?? 'none'}
                role={clickable ? 'button' : undefined}
                tabIndex={clickable ? 0 : undefined}
                aria-label={label}
                onClick={clickable ? () => pick!(c) : undefined}
                onKeyDown={clickable ? (e) => (e.key === 'Enter' || e.key === ' ') && pick!(c) : undefined}
              >
                <title>{label}</title>
                {inCrisis && <circle className="gs-crisis-ring" cx={x} cy={y} r="17" />}
                <circle className="gs-node" cx={x} cy={y} r={row.kind === 'russia' ? 14 : 11} />
                {st.control && <circle className="gs-controlled" cx={x} cy={y} r="6" />}
                <text className="gs-name" x={x} y={y - 14} textAnchor="middle">
                  {t(`country.${c}`)}
                </text>
                {/* flags [24.21]: one pip per flag, in its power's colour */}
                {st.flags.map((p, i) => (
                  <rect key={i} className={`gs-flag ${tone(p)}`} x={x - 9 + i * 5} y={y + 13} width="4" height="5" />
                ))}
                {holder && <path className={`gs-pact ${tone(holder)}`} d={`M${x + 12} ${y - 4} l4 4 l-4 4 l-4 -4 z`} />}
                {/* markers of this turn [24.5]: diplomatic squares, military triangles, values once revealed */}
                {here.map((m, i) => (
                  <g key={i} className={`gs-marker ${tone(m.power)} k-${m.kind}`} transform={`translate(${x - 18 + i * 9} ${y + 22})`}>
                    {m.kind === 'mil' ? <path d="M0 7 L4 0 L8 7 Z" /> : <rect width="8" height="8" rx="1" />}
                    {m.value !== undefined && m.kind === 'dip' && (
                      <text x="4" y="6.5" textAnchor="middle">
                        {m.value}
                      </text>
                    )}
                  </g>
                ))}
                {/* the civil-war track [4.14]: filled boxes of five; a raging war is ringed */}
                {cw && war && !war.over && (
                  <g className={`gs-cw${war.active ? ' active' : ''}`}>
                    {Array.from({ length: cw.boxes }, (_, i) => (
                      <rect key={i} x={x + 14 + i * 4} y={y + 2} width="3.4" height="5" className={i < war.markers ? 'on' : ''} />
                    ))}
                  </g>
                )}
                {hit.map((a, i) => (
                  <path key={a.id} className={`gs-aggr ${tone(a.by)}`} d={`M${x - 16 - i * 5} ${y - 8} l3 6 l-6 0 z`} />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="gs-legend small">
        <span>
          <i className="gs-sw gs-axis" /> {t('alliance.AXIS')}
        </span>
        <span>
          <i className="gs-sw gs-allies" /> {t('alliance.ALLIES')}
        </span>
        <span>
          <i className="gs-sw gs-russia" /> {t('alliance.RUSSIA')}
        </span>
        <span>
          <i className="gs-sw gs-none" /> {t('map.neutral')}
        </span>
        <span>{t('map.legend')}</span>
      </figcaption>
    </figure>
  );
}
