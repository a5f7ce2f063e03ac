/**
 * The operations map (substitute map SUB-MAIN-1, the game's own map data; RULINGS.md D-1): every grid hex (sea or land), the
 * Arctic line (permanently Bad weather, p.25), the U-Boat zone (p.41), the "not adjacent" hexsides and the
 * Kaiser-Wilhelm Canal (p.4, p.43), ports coloured by who controls them this month (p.8), airbases in play
 * (p.27), stealth forces, and every task force: a station as a cylinder, a trajectory as a line of sticks
 * in its identity colour (p.5, p.14), with Intel and Contact markers on its segments (p.21, p.23).
 *
 * Pan with a drag (mouse or one finger), zoom with the wheel, a pinch or the buttons. While a trajectory is
 * being plotted, a click or a drag from hex to hex extends it (the board validates each hex).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { AIRBASE_ROWS, AREA, HEXSIDE_ROWS, HEX_ROWS, MAP_COLUMNS, MAP_ROWS, PORT_ROWS, hexesOf, portControl, type HexId } from './engine';
import { stealthName, type ChaseG, type Words } from './words';

const R = 22;
const W = Math.sqrt(3) * R;

function centre(id: HexId): { x: number; y: number } {
  const col = Number(id.slice(0, 2));
  const row = Number(id.slice(2));
  return { x: W * (col + 0.5 * (row & 1)) + W / 2 + 8, y: R + row * 1.5 * R + 8 };
}

function corners(x: number, y: number, r = R): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

const FULL = { x: 0, y: 0, w: W * (MAP_COLUMNS + 0.5) + 16, h: R * (1.5 * (MAP_ROWS - 1) + 2) + 16 };
const GRID: HexId[] = [];
for (let r = 0; r < MAP_ROWS; r++) for (let c = 0; c < MAP_COLUMNS; c++) GRID.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
const PLAYABLE = new Set(HEX_ROWS.map((h) => h.id));
const ARCTIC = new Set(AREA.arctic_line?.hexes ?? []);
const UBOAT = new Set(AREA.uboat_zone?.hexes ?? []);

/** Stick colours of the task-force identities (p.5). */
export const IDENTITY_COLOUR: Record<string, string> = {
  br_brown: '#7b4a26',
  br_red: '#b3372b',
  br_light_tan: '#cfb487',
  br_white: '#f4f0e4',
  br_yellow: '#e2bd2f',
  br_blue_stripe: '#35609a',
  br_red_stripe: '#c7584c',
  br_tan_stripe: '#b89765',
  ge_grey: '#6d7478',
  ge_black: '#25272a',
  ge_dark_green: '#2f5337',
  ge_grey_stripe: '#8d9599',
  ge_black_stripe: '#4a4d52',
  ge_green_stripe: '#4f7a55',
  ge_olive: '#6c6b2f',
};

/** The hex under a point of the map (nearest centre of a grid hex), or null off the grid. */
function hexAtPoint(x: number, y: number): HexId | null {
  let best: HexId | null = null;
  let bd = Infinity;
  for (const h of GRID) {
    const c = centre(h);
    const d = (c.x - x) ** 2 + (c.y - y) ** 2;
    if (d < bd) {
      bd = d;
      best = h;
    }
  }
  return bd <= R * R ? best : null;
}

export interface Plot {
  tf: string;
  hexes: HexId[];
  /** Hexes the line may extend into now. */
  next: HexId[];
  /** The last hex refused, with the reason shown beside the map. */
  refused: HexId | null;
}

interface Props {
  G: ChaseG;
  w: Words;
  plot: Plot | null;
  selected: string | null;
  onHex: (hex: HexId, drag: boolean) => void;
  onTf: (tf: string) => void;
}

type View = { x: number; y: number; w: number; h: number };

export function MapView({ G, w, plot, selected, onHex, onTf }: Props) {
  const t = w.t;
  const svg = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<View>(FULL);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: number; plotting: boolean; last: HexId | null; pinch: number | null; startHex: HexId | null }>({
    moved: 0,
    plotting: false,
    last: null,
    pinch: null,
    startHex: null,
  });

  const toMap = useCallback((clientX: number, clientY: number): { x: number; y: number } => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return { x: 0, y: 0 };
    const p = el.createSVGPoint();
    p.x = clientX;
    p.y = clientY;
    const q = p.matrixTransform(m.inverse());
    return { x: q.x, y: q.y };
  }, []);

  const zoomAt = useCallback((factor: number, cx: number, cy: number) => {
    setView((v) => {
      const nw = Math.min(FULL.w * 1.2, Math.max(FULL.w / 6, v.w * factor));
      const k = nw / v.w;
      const nh = v.h * k;
      return clampView({ x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k, w: nw, h: nh });
    });
  }, []);

  // On a phone the chart opens at twice the scale, on the task forces' middle (the buttons show it whole).
  useEffect(() => {
    const el = svg.current;
    if (!el || el.clientWidth >= 560) return;
    const pts = Object.values(G.tfs).flatMap((tf) => (tf.gone ? [] : hexesOf(tf).map(centre)));
    if (!pts.length) return;
    const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    const w2 = FULL.w / 2;
    const h2 = FULL.h / 2;
    setView(clampView({ x: cx - w2 / 2, y: cy - h2 / 2, w: w2, h: h2 }));
    // Only when the chart first opens: later moves keep the reader's own view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The wheel zooms about the pointer (a non-passive listener, so the page does not scroll meanwhile).
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toMap(e.clientX, e.clientY);
      zoomAt(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [toMap, zoomAt]);

  const down = (e: ReactPointerEvent<SVGSVGElement>) => {
    svg.current?.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (pointers.current.size === 1) {
      const p = toMap(e.clientX, e.clientY);
      const h = hexAtPoint(p.x, p.y);
      g.moved = 0;
      g.pinch = null;
      g.startHex = h;
      // Plotting: a press on the line's end (or a hex it may extend into) starts a drag that plots.
      g.plotting = !!plot && !!h && (plot.next.includes(h) || plot.hexes[plot.hexes.length - 1] === h || plot.hexes[0] === h);
      g.last = h;
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      g.pinch = Math.hypot(a.x - b.x, a.y - b.y);
      g.plotting = false;
    }
  };

  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const g = gesture.current;
    const cur = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, cur);
    if (pointers.current.size === 2 && g.pinch) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = toMap((a.x + b.x) / 2, (a.y + b.y) / 2);
      if (d > 0) zoomAt(g.pinch / d, mid.x, mid.y);
      g.pinch = d;
      g.moved += 10;
      return;
    }
    g.moved += Math.abs(cur.x - prev.x) + Math.abs(cur.y - prev.y);
    if (g.plotting) {
      const p = toMap(cur.x, cur.y);
      const h = hexAtPoint(p.x, p.y);
      if (h && h !== g.last) {
        g.last = h;
        onHex(h, true);
      }
      return;
    }
    const el = svg.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    setView((v) => {
      const k = Math.max(v.w / rect.width, v.h / rect.height);
      return clampView({ ...v, x: v.x - (cur.x - prev.x) * k, y: v.y - (cur.y - prev.y) * k });
    });
  };

  const up = (e: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    const was = pointers.current.size;
    pointers.current.delete(e.pointerId);
    if (was === 1 && g.moved < 6 && g.startHex) {
      // A click (no drag): the hex, or the task force drawn in it.
      const hit = (e.target as Element).closest?.('[data-tf]');
      if (hit && !plot) onTf(hit.getAttribute('data-tf') as string);
      else onHex(g.startHex, false);
    }
    if (pointers.current.size === 0) g.plotting = false;
  };

  const month = G.month;
  const tfs = Object.values(G.tfs).filter((tf) => !tf.gone);
  const plotted = plot ? plot.hexes : null;
  const nextSet = useMemo(() => new Set(plot?.next ?? []), [plot]);

  return (
    <div className="ac-chart" data-testid="chart">
      <div className="ac-chart-tools">
        <button
          type="button"
          className="btn small"
          aria-label={t('map.zoomIn')}
          title={t('map.zoomIn')}
          onClick={() => zoomAt(1 / 1.4, view.x + view.w / 2, view.y + view.h / 2)}
        >
          +
        </button>
        <button
          type="button"
          className="btn small"
          aria-label={t('map.zoomOut')}
          title={t('map.zoomOut')}
          onClick={() => zoomAt(1.4, view.x + view.w / 2, view.y + view.h / 2)}
        >
          −
        </button>
        <button type="button" className="btn small" onClick={() => setView(FULL)}>
          {t('map.whole')}
        </button>
      </div>
      <svg
        ref={svg}
        className={`ac-map${plot ? ' plotting' : ''}`}
        data-testid="map"
        data-view={`${view.x.toFixed(0)},${view.y.toFixed(0)},${view.w.toFixed(0)}`}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        role="img"
        aria-label={t('map.label')}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <defs>
          <pattern id="ac-uboat" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" className="ac-uboat-hatch" />
          </pattern>
        </defs>
        <rect x={FULL.x - 400} y={FULL.y - 400} width={FULL.w + 800} height={FULL.h + 800} className="ac-paper" />
        {GRID.map((h) => {
          const { x, y } = centre(h);
          const sea = PLAYABLE.has(h);
          const cls = [
            'ac-hex',
            sea ? 'sea' : 'land',
            ARCTIC.has(h) ? 'arctic' : '',
            sea && G.weather === 'BAD' && !ARCTIC.has(h) ? 'bad' : '',
            nextSet.has(h) ? 'next' : '',
            plot?.refused === h ? 'refused' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <g key={h} data-hex={h}>
              <polygon points={corners(x, y)} className={cls} />
              {UBOAT.has(h) && <polygon points={corners(x, y, R - 2)} className="ac-uboat" />}
              {sea && (
                <text x={x} y={y - R * 0.55} className="ac-hexid">
                  {h}
                </text>
              )}
            </g>
          );
        })}
        {HEXSIDE_ROWS.map((s) => {
          const a = centre(s.a);
          const b = centre(s.b);
          const mx = (a.x + b.x) / 2;
          const my = (a.y + b.y) / 2;
          if (s.kind === 'KW_KANAL') return <line key={`${s.a}${s.b}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="ac-canal" />;
          // A bar across the hexside: perpendicular to the line between the centres.
          const dx = (b.y - a.y) / 3;
          const dy = -(b.x - a.x) / 3;
          return <line key={`${s.a}${s.b}`} x1={mx - dx} y1={my - dy} x2={mx + dx} y2={my + dy} className="ac-notadj" />;
        })}
        {AIRBASE_ROWS.filter((a) => a.fromYear <= G.year).map((a) => {
          const { x, y } = centre(a.hex);
          return (
            <g key={a.id} className={`ac-airbase ${a.side}`} data-airbase={a.id}>
              <title>{t('map.airbase', { name: t(`airbase.${a.id}`, { defaultValue: a.name }), side: w.side(a.side) })}</title>
              <path d={`M${x + 9} ${y + 2} l4 -7 l4 7 z`} />
            </g>
          );
        })}
        {PORT_ROWS.map((p) => {
          const h = p.hexes[0];
          const { x, y } = centre(h);
          const ctl = portControl(p.id, month);
          return (
            <g key={p.id} className={`ac-port ${ctl}${G.closed.includes(p.id) ? ' closed' : ''}`} data-port={p.id}>
              <title>{t('map.port', { name: w.place(p.id), side: ctl === 'NEUTRAL' ? t('neutral') : w.side(ctl) })}</title>
              <circle cx={x - 10} cy={y + 4} r={3.2} />
              <text x={x - 10} y={y + 13} className="ac-portname">
                {w.place(p.id).split(/[ /(]/)[0]}
              </text>
            </g>
          );
        })}
        {Object.entries(G.stealth)
          .filter(([, f]) => f.at && /^\d{4}$/.test(f.at))
          .map(([id, f]) => {
            const { x, y } = centre(f.at as string);
            return (
              <g key={id} className={`ac-stealth ${f.side}`} data-stealth={id}>
                <title>{stealthName(t, id)}</title>
                <ellipse cx={x + 8} cy={y - 6} rx={5} ry={2.2} />
              </g>
            );
          })}
        {tfs.map((tf) => {
          const colour = IDENTITY_COLOUR[tf.identity] ?? '#888';
          const hexes = hexesOf(tf);
          const sel = selected === tf.id ? ' selected' : '';
          if (tf.rep.k === 'T') {
            const pts = hexes.map((h) => centre(h));
            const off = tf.side === 'BR' ? -3 : 3;
            return (
              <g key={tf.id} className={`ac-tf ${tf.side}${sel}`} data-tf={tf.id} data-testid={`tf-${tf.id}`}>
                <title>{w.tf(tf.id)}</title>
                <polyline points={pts.map((p) => `${p.x + off},${p.y + off}`).join(' ')} className="ac-stick-line" stroke={colour} />
                {pts.map((p, i) => (
                  <rect key={i} x={p.x + off - 5} y={p.y + off - 2} width={10} height={4} rx={1} fill={colour} className="ac-stick" />
                ))}
                {tf.intel.map((h) => {
                  const c = centre(h);
                  return (
                    <g key={`i${h}`} className="ac-intel" data-intel={h}>
                      <circle cx={c.x + off + 6} cy={c.y + off - 6} r={4.2} />
                      <text x={c.x + off + 6} y={c.y + off - 4.4}>
                        {t('map.intelMark')}
                      </text>
                    </g>
                  );
                })}
                {tf.contact.map((h) => {
                  const c = centre(h);
                  return (
                    <g key={`c${h}`} className="ac-contact" data-contact={h}>
                      <rect x={c.x + off - 10} y={c.y + off - 10} width={8} height={8} />
                      <text x={c.x + off - 6} y={c.y + off - 3.5}>
                        {t('map.contactMark')}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          }
          if (!hexes.length) return null;
          const c = centre(hexes[0]);
          const off = tf.side === 'BR' ? -5 : 5;
          return (
            <g key={tf.id} className={`ac-tf ${tf.side}${sel}`} data-tf={tf.id} data-testid={`tf-${tf.id}`}>
              <title>{w.tf(tf.id)}</title>
              <circle cx={c.x + off} cy={c.y + 3} r={6} fill={colour} className="ac-cylinder" />
              {tf.contact.length > 0 && (
                <g className="ac-contact">
                  <rect x={c.x + off - 12} y={c.y - 8} width={8} height={8} />
                  <text x={c.x + off - 8} y={c.y - 1.5}>
                    {t('map.contactMark')}
                  </text>
                </g>
              )}
            </g>
          );
        })}
        {plotted && plotted.length > 0 && (
          <g className="ac-plot" data-testid="plot">
            <polyline points={plotted.map((h) => `${centre(h).x},${centre(h).y}`).join(' ')} />
            {plotted.map((h, i) => (
              <circle key={h} cx={centre(h).x} cy={centre(h).y} r={i === 0 || i === plotted.length - 1 ? 4.5 : 3} />
            ))}
          </g>
        )}
        <text x={FULL.w - 10} y={FULL.h - 8} className="ac-cartouche">
          {t('map.cartouche')}
        </text>
      </svg>
    </div>
  );
}

function clampView(v: View): View {
  const x = Math.min(FULL.w - v.w * 0.3, Math.max(-v.w * 0.7, v.x));
  const y = Math.min(FULL.h - v.h * 0.3, Math.max(-v.h * 0.7, v.y));
  return { ...v, x, y };
}
