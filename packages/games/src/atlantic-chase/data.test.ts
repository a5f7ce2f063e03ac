/**
 * Data integrity for ATLANTIC CHASE: every id referenced exists, every hex is valid, ports and airbases
 * touch land, every scenario's set-up refers to existing units and hexes and is legal at its date, every
 * table is complete for every die result, provenance is present on every row, and the rulebook's worked
 * examples hold on the data (cited by page). Run on whatever data set is loaded: real data must pass too.
 */
import {
  ACTION_MENU_ROWS,
  ACTION_TABLE,
  ACTION_TABLE_RECIPES,
  ACTION_TABLE_ROWS,
  AIRBASE,
  AIRBASE_ROWS,
  AIR_SOURCES,
  AIR_SUPPORT_ROWS,
  AREA,
  AREA_ROWS,
  BATTLE_ROUNDS,
  BOT_PLAN,
  BOT_PLAN_ROWS,
  BOT_POLICY,
  BOX,
  BOX_ROWS,
  BREAK_AWAY,
  CAMPAIGN_ROWS,
  CELL_CODES,
  COMMON_MODIFIERS,
  COMPONENTS,
  CONTACT_ROWS,
  DATA_VERSION,
  DEPLOYMENT_ROWS,
  GUNNERY_EXAMPLES,
  GUNNERY_ROWS,
  HEXSIDE_ROWS,
  HEX_ROWS,
  IDENTITY,
  IDENTITY_ROWS,
  INITIATIVE,
  INSET_ROWS,
  INTERRUPTION,
  LEADER,
  LEADER_ROWS,
  MANEUVER,
  MISSING_SCENARIO_ROWS,
  MISSION_ROWS,
  PORT,
  PORT_ROWS,
  RANGE_ROWS,
  REINFORCEMENT,
  RESULT_ROWS,
  REVEAL_ROWS,
  SCENARIO,
  SCENARIO_ROWS,
  SHIP,
  SHIP_ROWS,
  SINK_VP,
  SMOKE,
  SOLO_SLIP_ROWS,
  SPEED_ORDER,
  STEALTH,
  STEALTH_KIND_ROWS,
  STEALTH_MODIFIERS,
  STEALTH_ROWS,
  TIME_LAPSE_ROWS,
  TORPEDO,
  TORPEDO_SPEED_ROWS,
  VP_SCHEDULE,
  WEATHER_AREA_ROWS,
  WEATHER_ROWS,
  ZONE_ROWS,
  actionResult,
  airbasesInPlay,
  bandIndex,
  cellCode,
  distance,
  inBand,
  isArctic,
  isPlayable,
  monthOf,
  parseHex,
  pathProblem,
  portControl,
  portsAt,
  scenarioSetup,
  slowest,
  touchesLand,
  type Band,
  type Condition,
  type Provenance,
  type ScenarioRow,
  type ShipRow,
  type Side,
  type Speed,
  type TfSetup,
} from './data';

const PROVENANCES: readonly Provenance[] = ['rulebook', 'derived', 'substitute'];
const speedRank = (s: Speed | 'STOPPED') => (s === 'STOPPED' ? -1 : SPEED_ORDER.indexOf(s));
/** 'na' is worse than any number (p.6: cannot fire at that range). */
const gvRank = (v: number | 'na') => (v === 'na' ? -99 : v);

/** Every band list covers [from, to] exactly once. */
function coversOnce(bands: readonly Band[], from: number, to: number): boolean {
  for (let v = from; v <= to; v++) if (bands.filter((b) => inBand(v, b)).length !== 1) return false;
  return true;
}

function expectProv(p: unknown, where: string): void {
  expect(p).toBeDefined();
  const entries = Object.entries(p as Record<string, unknown>);
  if (entries.length === 0) throw new Error(`empty provenance on ${where}`);
  for (const [field, v] of entries) {
    if (!PROVENANCES.includes(v as Provenance)) throw new Error(`bad provenance ${String(v)} for ${where}.${field}`);
  }
}

// ====================================================================== provenance and JSON safety

describe('provenance on every row; plain JSON data', () => {
  const collections: Record<string, readonly { prov: unknown }[]> = {
    HEX_ROWS,
    AREA_ROWS,
    WEATHER_AREA_ROWS,
    HEXSIDE_ROWS,
    PORT_ROWS,
    BOX_ROWS,
    AIRBASE_ROWS,
    INSET_ROWS,
    SHIP_ROWS,
    IDENTITY_ROWS,
    STEALTH_KIND_ROWS,
    STEALTH_ROWS,
    LEADER_ROWS,
    TIME_LAPSE_ROWS,
    WEATHER_ROWS,
    SOLO_SLIP_ROWS,
    AIR_SUPPORT_ROWS,
    CONTACT_ROWS,
    ACTION_MENU_ROWS,
    RESULT_ROWS,
    ACTION_TABLE_ROWS,
    ZONE_ROWS,
    RANGE_ROWS,
    GUNNERY_ROWS,
    TORPEDO_SPEED_ROWS,
    DEPLOYMENT_ROWS,
    SCENARIO_ROWS,
    CAMPAIGN_ROWS,
    MISSION_ROWS,
    BOT_PLAN_ROWS,
    REVEAL_ROWS,
  };

  test.each(Object.keys(collections))('%s: every row has a complete provenance record', (name) => {
    const rows = collections[name];
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((r, i) => expectProv(r.prov, `${name}[${i}]`));
    // Every row of a collection records the same fields.
    const keys = JSON.stringify(Object.keys(rows[0].prov as object).sort());
    for (const r of rows) expect(JSON.stringify(Object.keys(r.prov as object).sort())).toBe(keys);
  });

  test('constant tables carry provenance for each of their values', () => {
    const consts: Record<string, { prov: Record<string, unknown> }> = {
      COMPONENTS,
      AIR_SOURCES,
      INITIATIVE,
      REINFORCEMENT,
      COMMON_MODIFIERS,
      STEALTH_MODIFIERS,
      SMOKE,
      TORPEDO,
      BREAK_AWAY,
      BATTLE_ROUNDS,
      MANEUVER,
      VP_SCHEDULE,
      BOT_POLICY,
    };
    for (const [name, c] of Object.entries(consts)) {
      expectProv(c.prov, name);
      const valueKeys = Object.keys(c)
        .filter((k) => k !== 'prov')
        .sort();
      expect([name, Object.keys(c.prov).sort()]).toEqual([name, valueKeys]);
    }
    expectProv(INTERRUPTION.prov, 'INTERRUPTION');
    for (const plan of BOT_PLAN_ROWS) for (const t of plan.tfs) for (const r of t.routes) expectProv(r.prov, `${plan.id}.${r.id}`);
  });

  test('data is plain JSON: it survives a JSON round trip unchanged', () => {
    const all = {
      HEX_ROWS,
      AREA_ROWS,
      PORT_ROWS,
      BOX_ROWS,
      AIRBASE_ROWS,
      HEXSIDE_ROWS,
      INSET_ROWS,
      SHIP_ROWS,
      IDENTITY_ROWS,
      STEALTH_ROWS,
      LEADER_ROWS,
      ACTION_TABLE_ROWS,
      INTERRUPTION,
      ZONE_ROWS,
      RANGE_ROWS,
      SCENARIO_ROWS,
      CAMPAIGN_ROWS,
      BOT_PLAN_ROWS,
      VP_SCHEDULE,
      BOT_POLICY,
    };
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });

  test('the loaded data sets are named, and the substitutes are flagged as such', () => {
    expect(DATA_VERSION).toEqual({ map: 'SUB-MAIN-1', roster: 'SUB-ROSTER-1', tables: 'SUB-TABLES-1', scenarios: 'SUB-SCENARIOS-1' });
    // Every hex of the substitute map is a substitute; the four action tables' cells are substitutes.
    expect(HEX_ROWS.every((h) => h.prov.centre === 'substitute' && h.prov.playable === 'substitute')).toBe(true);
    expect(ACTION_TABLE_ROWS.every((t) => t.prov.cells === 'substitute' && t.substituteReason.length > 40)).toBe(true);
    // And the rulebook's own numbers are marked as such.
    expect(SHIP.gneisenau.prov['front.gvClose']).toBe('rulebook');
    expect(INTERRUPTION.prov.cells).toBe('rulebook');
  });
});

// ====================================================================== the map (p.4, p.8, p.9; SUB-MAIN-1)

/** SUB-MAIN-1's grid legend (RULINGS.md D-1), transcribed independently of map.ts. */
const LEGEND = {
  P: '1301 1202 0705 1105 1206 1007 1207 1307 1308 0009 1009 1109 1110 1011 1112 1013 1014 1015',
  A: '1100 1200 1300 0801 0901 1001 1101 0902 1002 1102',
  air: '1201 1202 0705 1105 1007 1207 1008 1308 0009 1110 1011 1112 1015',
};
const set = (s: string) => new Set(s.split(' '));

describe('operations map', () => {
  test('155 playable hexes with unique well-formed ids; col/row agree with the id; centres in the North Atlantic', () => {
    expect(HEX_ROWS.length).toBe(155);
    expect(new Set(HEX_ROWS.map((h) => h.id)).size).toBe(155);
    for (const h of HEX_ROWS) {
      expect(parseHex(h.id)).toEqual({ col: h.col, row: h.row });
      expect(h.lat >= 30 && h.lat <= 80).toBe(true);
      expect(h.lon >= -60 && h.lon <= 40).toBe(true);
    }
    // Rows run north to south: the mean latitude falls row by row.
    const meanLat = (r: number) => {
      const xs = HEX_ROWS.filter((h) => h.row === r).map((h) => h.lat);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    for (let r = 1; r <= 16; r++) expect(meanLat(r)).toBeLessThan(meanLat(r - 1));
  });

  test('every hex named by an area, port, airbase, hexside or inset is a playable hex', () => {
    const named = [
      ...AREA_ROWS.flatMap((a) => a.hexes),
      ...PORT_ROWS.flatMap((p) => p.hexes),
      ...AIRBASE_ROWS.map((a) => a.hex),
      ...HEXSIDE_ROWS.flatMap((s) => [s.a, s.b]),
      ...INSET_ROWS.flatMap((i) => i.overrides.flatMap((o) => o.hexes ?? [])),
      ...WEATHER_AREA_ROWS.flatMap((w) => w.hexes ?? []),
    ];
    for (const h of named) expect([h, isPlayable(h)]).toEqual([h, true]);
  });

  test('features agree with the SUB-MAIN-1 grid legend: ports, Arctic line, airbases', () => {
    const portHexes = new Set(PORT_ROWS.filter((p) => !p.offMap).flatMap((p) => p.hexes));
    expect(portHexes).toEqual(set(LEGEND.P));
    expect(new Set(AREA.arctic_line.hexes)).toEqual(set(LEGEND.A));
    expect(new Set(AIRBASE_ROWS.map((a) => a.hex))).toEqual(set(LEGEND.air));
    expect(AREA.uboat_zone.hexes.length).toBe(33);
    // The Arctic line and the U-Boat zone do not overlap; no port sits on the Arctic line.
    expect(AREA.uboat_zone.hexes.some((h) => isArctic(h))).toBe(false);
    expect([...portHexes].some((h) => isArctic(h))).toBe(false);
  });

  test('ports and airbases touch land (p.8: printed in a coastal hex or on its hexside); off-map ports sit on the edge', () => {
    for (const p of PORT_ROWS) for (const h of p.hexes) expect([p.id, h, touchesLand(h)]).toEqual([p.id, h, true]);
    for (const a of AIRBASE_ROWS) expect([a.id, touchesLand(a.hex)]).toEqual([a.id, true]);
    for (const p of PORT_ROWS.filter((x) => x.offMap)) for (const h of p.hexes) expect(parseHex(h)!.col === 0 || parseHex(h)!.col === 14).toBe(true);
    // Methil (inset) too.
    for (const o of INSET_ROWS.flatMap((i) => i.overrides)) if (o.kind === 'PORT_ADD') for (const h of o.hexes!) expect(touchesLand(h)).toBe(true);
  });

  test('port control schedules: sorted, starting September 1939; check tables cover 1d6 exactly (p.8)', () => {
    for (const p of PORT_ROWS) {
      expect(p.control[0].from).toBe('1939-09');
      for (let i = 1; i < p.control.length; i++) expect(p.control[i].from > p.control[i - 1].from).toBe(true);
      for (const c of p.control) expect(/^19(39|4[0-2])-(0[1-9]|1[0-2])$/.test(c.from)).toBe(true);
      if (p.checkTable)
        expect(
          coversOnce(
            p.checkTable.map((r) => ({ min: r.die[0], max: r.die[1] })),
            1,
            6,
          ),
        ).toBe(true);
    }
    // p.8 Brest "1-3 closed, 4-6 open".
    expect(PORT.brest.checkTable).toEqual([
      { die: [1, 3], status: 'CLOSED' },
      { die: [4, 6], status: 'OPEN' },
    ]);
  });

  test('port control by date (p.8, p.9): Norway from April 1940, France to June 1940, Murmansk from June 1941', () => {
    expect(portControl('bergen', '1940-03')).toBe('NEUTRAL');
    expect(portControl('bergen', '1940-04')).toBe('GE');
    expect(portControl('brest', '1940-05')).toBe('BR');
    expect(portControl('brest', '1940-06')).toBe('GE');
    expect(portControl('murmansk', '1941-05')).toBe('NEUTRAL');
    expect(portControl('murmansk', '1941-06')).toBe('BR');
    expect(portControl('kiel', '1942-12')).toBe('GE');
    expect(portControl('lisbon', '1941-01')).toBe('NEUTRAL');
  });

  test('Kiel and Portsmouth are two hexes with one box each (p.9); boxes and ports refer to each other', () => {
    expect(PORT.kiel.hexes).toHaveLength(2);
    expect(PORT.portsmouth.hexes).toHaveLength(2);
    expect(portsAt('1308').map((p) => p.id)).toEqual(['kiel']);
    for (const p of PORT_ROWS) if (p.box) expect(BOX[p.box].ports).toContain(p.id);
    for (const b of BOX_ROWS) for (const pid of b.ports) expect(PORT[pid].box).toBe(b.id);
    expect(BOX.uboat_box.kind).toBe('UBOAT');
    // Neutral-only ports have no box; Murmansk is a destination only.
    for (const p of PORT_ROWS) if (p.control.every((c) => c.side === 'NEUTRAL')) expect(p.box).toBeNull();
    expect(PORT.murmansk.box).toBeNull();
    expect(PORT.murmansk.destinationTag).toBe('USSR');
  });

  test('airbases: years 1939-1942; in play by date (p.8: a 1940 airbase is ignored in 1939)', () => {
    for (const a of AIRBASE_ROWS) expect(a.fromYear >= 1939 && a.fromYear <= 1942).toBe(true);
    expect(
      airbasesInPlay(1939)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['ab_hatston', 'ab_sylt']);
    expect(airbasesInPlay(1942)).toHaveLength(AIRBASE_ROWS.length);
    expect(AIRBASE.ab_cape_north.side).toBe('GE');
    // p.27: Cape North reaches Murmansk within 2 hexes.
    expect(distance(AIRBASE.ab_cape_north.hex, PORT.murmansk.hexes[0])).toBeLessThanOrEqual(AIR_SOURCES.maxRange);
  });

  test('weather areas: the global table and the permanently Bad Arctic line (p.25)', () => {
    expect(WEATHER_AREA_ROWS.map((w) => w.rule).sort()).toEqual(['GLOBAL', 'PERMANENT_BAD']);
    expect(WEATHER_AREA_ROWS.find((w) => w.rule === 'PERMANENT_BAD')!.hexes).toEqual(AREA.arctic_line.hexes);
  });

  test('Norwegian Sea inset overlay (p.9): Murmansk and the Denmark Strait German ports without boxes, Scapa Flow/Methil shared', () => {
    const inset = INSET_ROWS.find((i) => i.id === 'INSET_NORWEGIAN_SEA')!;
    expect(inset.overrides).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'PORT_CONTROL', port: 'murmansk', side: 'GE', box: null }),
        expect.objectContaining({ kind: 'PORT_ADD', hexes: ['0604', '0704'], side: 'GE', box: null }),
        expect.objectContaining({ kind: 'SHARED_BOX', box: 'box_scapa_flow' }),
      ]),
    );
    for (const o of inset.overrides) {
      if (o.port && o.kind === 'PORT_CONTROL') expect(PORT[o.port]).toBeDefined();
      if (o.box) expect(BOX[o.box]).toBeDefined();
    }
    expect(new Set(inset.overrides.find((o) => o.kind === 'PORT_ADD' && o.side === 'GE')!.hexes)).toEqual(new Set(AREA.denmark_strait.hexes));
  });
});

// ====================================================================== ships (p.6, p.12; SUB-ROSTER-1)

const damageable = (s: ShipRow) => s.hitsToDamage !== null;

describe('roster', () => {
  test('unique ids; valid sides, nations, classes and speeds; French and US ships on the British side (p.5)', () => {
    expect(new Set(SHIP_ROWS.map((s) => s.id)).size).toBe(SHIP_ROWS.length);
    for (const s of SHIP_ROWS) {
      if (s.side === 'GE') expect(s.nation).toBe('DE');
      else expect(['UK', 'FR', 'US']).toContain(s.nation);
      expect(speedRank(s.front.speed)).toBeGreaterThanOrEqual(s.cls === 'SHORE' ? -1 : 0);
      if (s.available.from && s.available.to) expect(s.available.from <= s.available.to).toBe(true);
    }
  });

  test('class rules (p.6, p.12): CVs never fire; German AC/AO sink on a hit; convoys, DDs and the battery are never damaged', () => {
    for (const s of SHIP_ROWS) {
      if (s.cls === 'CV') expect([s.front.gvClose, s.front.gvFar, s.back!.gvClose, s.back!.gvFar]).toEqual(['na', 'na', 'na', 'na']);
      if ((s.cls === 'AC' || s.cls === 'AO') && s.side === 'GE') {
        expect(s.sinksOnFirstHit).toBe(true);
        expect(s.back).toBeNull();
      } else expect(s.sinksOnFirstHit).toBe(false);
      if (s.cls === 'CONVOY' || s.cls === 'DD' || s.cls === 'SHORE') {
        expect([s.back, s.hitsToDamage, s.hitsToSink]).toEqual([null, null, null]);
      }
      if (s.cls === 'CONVOY') expect(s.torpedo).toBe(false);
      if (s.cls === 'CV' || s.cls === 'AO') expect(s.torpedo).toBe(false);
    }
  });

  test('damageable ships have a damaged side no faster and no better-gunned than the front, and hits of at least 1', () => {
    for (const s of SHIP_ROWS.filter(damageable)) {
      expect(s.back).not.toBeNull();
      expect(speedRank(s.back!.speed)).toBeLessThanOrEqual(speedRank(s.front.speed));
      expect(gvRank(s.back!.gvClose)).toBeLessThanOrEqual(gvRank(s.front.gvClose));
      expect(gvRank(s.back!.gvFar)).toBeLessThanOrEqual(gvRank(s.front.gvFar));
      expect(s.hitsToDamage!).toBeGreaterThanOrEqual(1);
      expect(s.hitsToSink!).toBeGreaterThanOrEqual(1);
      // The far gun value never beats the close one (p.57: range favours nobody).
      expect(gvRank(s.front.gvFar)).toBeLessThanOrEqual(gvRank(s.front.gvClose));
    }
  });

  test('values the rulebook pins (p.6 and the worked examples)', () => {
    // p.56, p.58: Gneisenau GV 3 close, 2 far; 2 hits damage it.
    expect([SHIP.gneisenau.front.gvClose, SHIP.gneisenau.front.gvFar, SHIP.gneisenau.hitsToDamage]).toEqual([3, 2, 2]);
    // p.60: a damaged Scharnhorst is slow, "2/0".
    expect(SHIP.scharnhorst.back).toEqual({ speed: 'S', gvClose: 2, gvFar: 0 });
    // p.59: Tirpitz, shown damaged, is a slow target (torpedo +1).
    expect(SHIP.tirpitz.back!.speed).toBe('S');
    // p.58: Glasgow GV +1 at short range.
    expect(SHIP.glasgow.front.gvClose).toBe(1);
    // p.52, p.58, p.59: a British CA is "0/-1", damaged by one hit, torpedo-capable.
    for (const s of SHIP_ROWS.filter((x) => x.cls === 'CA' && x.nation === 'UK')) {
      expect([s.front.gvClose, s.front.gvFar, s.hitsToDamage, s.torpedo]).toEqual([0, -1, 1, true]);
    }
    // p.6: Nürnberg has the torpedo icon; Widder sinks on a hit; Graf Zeppelin and Béarn are CVs.
    expect(SHIP.nurnberg.torpedo).toBe(true);
    expect(SHIP.widder.sinksOnFirstHit).toBe(true);
    expect([SHIP.graf_zeppelin.cls, SHIP.bearn.cls, SHIP.bearn.nation]).toEqual(['CV', 'CV', 'FR']);
    // p.28: Leipzig is not slow.
    expect(speedRank(SHIP.leipzig.front.speed)).toBeGreaterThan(speedRank('S'));
    // p.28 (RULINGS R-1): Victorious' TF lapses 3 segments in Good weather: medium.
    const tl = TIME_LAPSE_ROWS.find((r) => r.speed === SHIP.victorious.front.speed)!;
    expect(tl.good).toBe(3);
    // p.61: King George V is slower than every German ship in the example (the undamaged German BC).
    expect(speedRank(SHIP.king_george_v.front.speed)).toBeLessThan(speedRank(SHIP.gneisenau.front.speed));
    // p.60: the British BB of the maneuver example is slow, the CA fast; Warspite is the BB of p.56.
    expect(SHIP.warspite.front.speed).toBe('S');
    expect(SHIP.devonshire.front.speed).toBe('F');
    // p.12: the shore battery is "stopped 1/0".
    expect(SHIP.shore_battery.front).toEqual({ speed: 'STOPPED', gvClose: 1, gvFar: 0 });
  });

  test('slowest ship sets a TF speed (p.7)', () => {
    expect(slowest(['F', 'M', 'F'])).toBe('M');
    expect(slowest(['F', 'VS'])).toBe('VS');
    expect(slowest([SHIP.nelson.front.speed as Speed, SHIP.devonshire.front.speed as Speed])).toBe('S');
  });
});

// ====================================================================== forces and leaders

describe('forces', () => {
  test('15 identities of 15 segments: exactly the 225 sticks and 15 cylinders of p.2; unique colours', () => {
    expect(IDENTITY_ROWS).toHaveLength(COMPONENTS.cylinders);
    expect(IDENTITY_ROWS.reduce((n, i) => n + i.segments, 0)).toBe(COMPONENTS.sticks);
    for (const i of IDENTITY_ROWS) expect(i.segments).toBe(COMPONENTS.segmentsPerIdentity);
    expect(new Set(IDENTITY_ROWS.map((i) => i.colour)).size).toBe(15);
    expect(IDENTITY_ROWS.filter((i) => i.side === 'BR')).toHaveLength(8);
    // p.5 names "brown, red, light tan".
    expect(IDENTITY_ROWS.filter((i) => i.prov.colour === 'rulebook').map((i) => i.colour)).toEqual(['brown', 'red', 'light tan']);
  });

  test('stealth forces: each kind may belong to its side; recon only by submarines and U-Boats (p.41)', () => {
    const kind = Object.fromEntries(STEALTH_KIND_ROWS.map((k) => [k.kind, k]));
    expect(new Set(STEALTH_ROWS.map((s) => s.id)).size).toBe(STEALTH_ROWS.length);
    for (const s of STEALTH_ROWS) expect(kind[s.kind].sides).toContain(s.side);
    expect(
      STEALTH_KIND_ROWS.filter((k) => k.recon)
        .map((k) => k.kind)
        .sort(),
    ).toEqual(['SUB', 'UBOAT']);
    expect(STEALTH_KIND_ROWS.every((k) => k.attack)).toBe(true);
  });
});

describe('leaders', () => {
  test('the eleven leaders of p.10-11, five German and six British; Raeder and Pound twice, at their ports', () => {
    expect(LEADER_ROWS.map((l) => l.id).sort()).toEqual([
      'forbes',
      'gensoul',
      'krancke',
      'lutjens',
      'marschall',
      'pound',
      'prien',
      'raeder',
      'somerville',
      'tovey',
      'walker',
    ]);
    expect(LEADER_ROWS.filter((l) => l.side === 'GE')).toHaveLength(5);
    expect(
      LEADER_ROWS.filter((l) => l.uses === 2)
        .map((l) => l.id)
        .sort(),
    ).toEqual(['pound', 'raeder']);
    expect(LEADER.raeder.basePorts).toEqual(['kiel']);
    expect(LEADER.pound.basePorts).toEqual(['clyde_liverpool']);
    expect(LEADER.prien.attach).toBe('SUBMARINE');
    // Shared benefits (p.64): Forbes = Marschall, Pound = Raeder, Tovey = Krancke.
    expect(LEADER.forbes.benefit).toBe(LEADER.marschall.benefit);
    expect(LEADER.pound.benefit).toBe(LEADER.raeder.benefit);
    expect(LEADER.tovey.benefit).toBe(LEADER.krancke.benefit);
  });

  test("default ships exist on the leader's side and inside its window; base ports exist; windows lie in 1939-1942", () => {
    for (const l of LEADER_ROWS) {
      expect(l.window.from <= l.window.to).toBe(true);
      expect(l.window.from >= '1939-09' && l.window.to <= '1942-12').toBe(true);
      for (const p of l.basePorts) expect(PORT[p]).toBeDefined();
      if (l.attach === 'PORT') expect(l.defaultShip).toBeNull();
      if (l.attach === 'SUBMARINE') expect(STEALTH[l.defaultShip!].kind).toBe('SUB');
      if (l.attach === 'SHIP') {
        const s = SHIP[l.defaultShip!];
        expect(s.side).toBe(l.side);
        if (s.available.to) expect(s.available.to >= l.window.from).toBe(true);
      }
    }
  });
});

// ====================================================================== tables (p.19-26, p.45-54)

describe('sequence tables are complete', () => {
  test('Time Lapse for every speed (p.19-20): exact counts, 1d6 in Bad weather, Intel Limit only for M and F', () => {
    expect(TIME_LAPSE_ROWS.map((r) => r.speed)).toEqual(SPEED_ORDER);
    expect(TIME_LAPSE_ROWS.map((r) => [r.good, r.intelLimit])).toEqual([
      [2, null],
      [2, null],
      [3, 2],
      [4, 2],
    ]);
  });

  test('weather check for every current weather and every 1d6 (p.25)', () => {
    for (const w of ['GOOD', 'BAD'] as const)
      expect(
        coversOnce(
          WEATHER_ROWS.filter((r) => r.current === w).map((r) => r.die),
          1,
          6,
        ),
      ).toBe(true);
    const next = (w: 'GOOD' | 'BAD', d: number) => WEATHER_ROWS.find((r) => r.current === w && inBand(d, r.die))!.next;
    // p.25 weather example
    expect([next('GOOD', 6), next('GOOD', 5), next('BAD', 5), next('BAD', 4)]).toEqual(['BAD', 'GOOD', 'GOOD', 'BAD']);
  });

  test('interruption table for every 2d6 and every Intel count from 1 (rulebook p.22 example)', () => {
    expect(coversOnce(INTERRUPTION.rows, 2, 12)).toBe(true);
    expect(coversOnce(INTERRUPTION.columns, 1, 40)).toBe(true);
    expect(INTERRUPTION.cells).toHaveLength(INTERRUPTION.rows.length);
    for (const r of INTERRUPTION.cells) expect(r).toHaveLength(INTERRUPTION.columns.length);
    const at = (roll: number, intel: number) => INTERRUPTION.cells[bandIndex(INTERRUPTION.rows, roll)][bandIndex(INTERRUPTION.columns, intel)];
    expect(at(3, 1)).toBe('ALERT_0');
    expect(at(11, 1)).toBe('VIE');
    expect(at(12, 4)).toBe('IC');
    // More Intel never makes the interruption milder: severity rises along each row and down each column.
    const rank = ['ALERT_0', 'ALERT_1', 'ALERT_2', 'SLIP', 'VIE', 'IC'];
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 4; c++) {
        if (c > 0) expect(rank.indexOf(INTERRUPTION.cells[r][c])).toBeGreaterThanOrEqual(rank.indexOf(INTERRUPTION.cells[r][c - 1]));
        if (r > 0) expect(rank.indexOf(INTERRUPTION.cells[r][c])).toBeGreaterThanOrEqual(rank.indexOf(INTERRUPTION.cells[r - 1][c]));
      }
    for (const u of INTERRUPTION.uncertain) expect(INTERRUPTION.cells[u.row][u.column]).toBe('VIE');
  });

  test('solitaire Slip answer for every 1d6 (p.22, p.54)', () => {
    expect(
      coversOnce(
        SOLO_SLIP_ROWS.map((r) => r.die),
        1,
        6,
      ),
    ).toBe(true);
    expect(SOLO_SLIP_ROWS.find((r) => inBand(3, r.die))!.response).toBe('SIGNALS');
    expect(SOLO_SLIP_ROWS.find((r) => inBand(5, r.die))!.response).toBe('EVASIVE');
  });

  test('initiative (p.26): Seize 2d6 >= 9; the rolls of the p.26 example', () => {
    const seize = (dice: number, tally: number, em = 0) => dice + tally + em >= INITIATIVE.seizeTarget;
    expect(seize(7, 3)).toBe(true);
    expect(seize(8, 0)).toBe(false);
    expect(seize(7, 0, INITIATIVE.emBad)).toBe(true);
    expect(INITIATIVE.emArctic).toBe(INITIATIVE.emBad);
    expect(REINFORCEMENT.target).toBe(7);
  });

  test('common modifiers (p.45-47): air support by distance 0-2; Contact slower = larger; p.45 and p.46 examples', () => {
    expect(AIR_SUPPORT_ROWS.map((r) => r.distance)).toEqual([0, 1, 2]);
    expect(AIR_SUPPORT_ROWS.length - 1).toBe(AIR_SOURCES.maxRange);
    // p.45 example: British CV in the target hex +3, German CV adjacent -1: net +2.
    expect(AIR_SUPPORT_ROWS[0].active + AIR_SUPPORT_ROWS[1].inactive).toBe(2);
    expect(CONTACT_ROWS.map((r) => r.speed)).toEqual(SPEED_ORDER);
    for (let i = 1; i < CONTACT_ROWS.length; i++) expect(CONTACT_ROWS[i].modifier).toBeLessThanOrEqual(CONTACT_ROWS[i - 1].modifier);
    expect(CONTACT_ROWS.find((r) => r.speed === 'M')!.modifier).toBe(CONTACT_ROWS.find((r) => r.speed === 'F')!.modifier);
    expect([COMMON_MODIFIERS.emGood, COMMON_MODIFIERS.emBad]).toEqual([-1, -2]);
    expect(COMMON_MODIFIERS.coordinationWalker).toBe(4);
  });

  test('the action menu has the nine actions of p.25, each table it names exists', () => {
    expect(ACTION_MENU_ROWS.map((a) => a.id).sort()).toEqual([
      'AIR_STRIKE',
      'COMPLETION',
      'ENGAGE',
      'NAVAL_SEARCH',
      'PASS',
      'REORGANIZE',
      'SIGNALS',
      'STEALTH',
      'TRAJECTORY',
    ]);
    for (const a of ACTION_MENU_ROWS) {
      if (a.table) expect(ACTION_TABLE[a.table]).toBeDefined();
      // Every action with a result table can be interrupted (p.22), and no other.
      expect(a.interruption).toBe(a.table !== null);
    }
  });

  test('result glossary: unique codes; every table result has a glossary row', () => {
    const codes = RESULT_ROWS.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of ACTION_TABLE_ROWS) for (const c of t.allowed) expect(codes).toContain(c);
    for (const c of new Set(INTERRUPTION.cells.flat())) expect(codes).toContain(c);
  });
});

describe('action tables (RULINGS S)', () => {
  test.each(ACTION_TABLE_ROWS.map((t) => t.id))('%s: complete for every Trajectory Total and every modified roll', (id) => {
    const t = ACTION_TABLE[id];
    expect(t.columns[0].min).toBe(0);
    expect(coversOnce(t.columns, 0, 60)).toBe(true);
    expect(coversOnce(t.rows, -20, 40)).toBe(true);
    expect(t.cells).toHaveLength(t.rows.length);
    for (const r of t.cells) expect(r).toHaveLength(t.columns.length);
    for (const cell of t.cells.flat()) expect(t.allowed).toContain(cell.result);
    // Contact comes with air strike hits only (p.28).
    for (const cell of t.cells.flat()) if (cell.contact) expect(id).toBe('AIR_STRIKE');
  });

  test.each(ACTION_TABLE_ROWS.map((t) => t.id))('%s: reproduces the rulebook worked examples', (id) => {
    const t = ACTION_TABLE[id];
    expect(t.examples.length).toBeGreaterThan(0);
    for (const ex of t.examples) expect([ex.source, actionResult(id, ex.total, ex.roll)]).toEqual([ex.source, ex.cell]);
  });

  test.each(ACTION_TABLE_ROWS.map((t) => t.id))('%s: every cell follows the table recipe (score = roll - column shift)', (id) => {
    const t = ACTION_TABLE[id];
    const recipe = ACTION_TABLE_RECIPES[id];
    expect(recipe.shifts).toHaveLength(t.columns.length);
    t.rows.forEach((row, ri) => {
      // A row's value: every roll in a bounded row; the boundary roll of an open row.
      const rolls: number[] = [];
      if (row.min !== null && row.max !== null) for (let v = row.min; v <= row.max; v++) rolls.push(v);
      else rolls.push((row.min ?? row.max) as number);
      recipe.shifts.forEach((shift, ci) => {
        for (const roll of rolls) {
          const band = recipe.bands.find((b) => inBand(roll - shift, b.band))!;
          expect([id, roll, ci, cellCode(t.cells[ri][ci])]).toEqual([id, roll, ci, band.code]);
        }
      });
    });
  });

  test('a Stealth recipe with Lose Contact at score ≤3 contradicts the p.42 fragment; ours (≤2) does not (RULINGS R-2)', () => {
    const fragment = ACTION_TABLE.STEALTH_ATTACK.examples.filter((e) => e.source.startsWith('p.42 table fragment'));
    expect(fragment).toHaveLength(4);
    const specCell = (total: number, roll: number) => {
      const shift = ACTION_TABLE_RECIPES.STEALTH_ATTACK.shifts[bandIndex(ACTION_TABLE.STEALTH_ATTACK.columns, total)];
      return roll - shift <= 3 ? 'LC' : '-';
    };
    expect(fragment.some((e) => specCell(e.total, e.roll) !== cellCode(e.cell))).toBe(true);
    for (const e of fragment) expect(cellCode(actionResult('STEALTH_ATTACK', e.total, e.roll))).toBe(cellCode(e.cell));
  });

  test('better rolls never give a worse result, larger totals never a better one (Naval Search, Engage, Air Strike)', () => {
    const order: Record<string, string[]> = {
      NAVAL_SEARCH: ['-', 'C', 'EL', 'SH', 'SI', 'SK'],
      ENGAGE: ['-', 'C', 'CL', 'SK', 'B', 'SU'],
      AIR_STRIKE: ['-', 'C', 'Hvs+C', 'Hs+C', 'H+C', 'D+C'],
    };
    for (const [id, ranks] of Object.entries(order)) {
      const t = ACTION_TABLE[id as 'ENGAGE'];
      const rank = (ri: number, ci: number) => ranks.indexOf(cellCode(t.cells[ri][ci]));
      for (let r = 0; r < t.rows.length; r++)
        for (let c = 0; c < t.columns.length; c++) {
          if (r > 0) expect(rank(r, c)).toBeGreaterThanOrEqual(rank(r - 1, c));
          if (c > 0) expect(rank(r, c)).toBeLessThanOrEqual(rank(r, c - 1));
        }
    }
  });

  test('totals below zero read the 0 column (the Trajectory Total is never negative, p.17)', () => {
    expect(actionResult('ENGAGE', -3, 10)).toEqual(actionResult('ENGAGE', 0, 10));
    expect(CELL_CODES['-'].result).toBe('MISS');
  });
});

// ====================================================================== battle (p.55-62)

describe('battle board and battle tables', () => {
  test('five zones on a line, one shared Close zone, Far zones at the ends (RULINGS I-6)', () => {
    expect(ZONE_ROWS.map((z) => z.position)).toEqual([0, 1, 2, 3, 4]);
    expect(ZONE_ROWS.filter((z) => z.owner === null).map((z) => z.kind)).toEqual(['CLOSE']);
    expect([ZONE_ROWS[0].kind, ZONE_ROWS[4].kind]).toEqual(['FAR', 'FAR']);
  });

  test('every zone distance 0-4 has exactly one range; 3 dice at extreme (keep low) and point-blank (keep high) (p.57)', () => {
    expect(
      coversOnce(
        RANGE_ROWS.map((r) => r.distance),
        0,
        4,
      ),
    ).toBe(true);
    const at = (d: number) => RANGE_ROWS.find((r) => inBand(d, r.distance))!;
    expect([at(0).range, at(0).dice, at(0).keep, at(0).gv]).toEqual(['POINT_BLANK', 3, 'HIGH', 'gvClose']);
    expect([at(4).range, at(4).dice, at(4).keep, at(4).gv]).toEqual(['EXTREME', 3, 'LOW', 'gvFar']);
    // p.56 example: British CA in its Far (0) vs German BC in its Near (3): extreme, Gneisenau uses GV 2.
    expect(at(3).range).toBe('EXTREME');
    expect(SHIP.gneisenau.front[at(3).gv]).toBe(2);
    // British BB in its Near (1) vs the BC (3): long, two dice.
    expect([at(2).range, at(2).dice]).toEqual(['LONG', 2]);
  });

  test('gunnery table covers every modified sum; the gunnery examples of p.58', () => {
    expect(
      coversOnce(
        GUNNERY_ROWS.map((r) => r.sum),
        -30,
        40,
      ),
    ).toBe(true);
    const hits = (sum: number) => GUNNERY_ROWS.find((r) => inBand(sum, r.sum))!.hits;
    for (const ex of GUNNERY_EXAMPLES) expect([ex.source, hits(ex.sum)]).toEqual([ex.source, ex.hits]);
    // The examples' sums from their parts: Glasgow 6 - 1 + 1; Gneisenau 10 + 3 - 1.
    expect(6 + SMOKE.targetObscured + (SHIP.glasgow.front.gvClose as number)).toBe(GUNNERY_EXAMPLES[0].sum);
    expect(10 + (SHIP.gneisenau.front.gvClose as number) + SMOKE.targetObscured).toBe(GUNNERY_EXAMPLES[1].sum);
  });

  test('torpedo (p.59 example), break-away (p.61 example), rounds (p.55)', () => {
    const slow = TORPEDO_SPEED_ROWS.find((r) => r.speed === 'S')!.modifier;
    expect(10 + slow >= TORPEDO.target).toBe(true);
    expect(TORPEDO_SPEED_ROWS.map((r) => r.speed)).toEqual(SPEED_ORDER);
    expect(10 + BREAK_AWAY.enemyNearOrClose + BREAK_AWAY.slowestShip + BREAK_AWAY.allInFar).toBe(10);
    expect(10 >= BREAK_AWAY.target).toBe(true);
    expect([BATTLE_ROUNDS.GOOD, BATTLE_ROUNDS.BAD, BATTLE_ROUNDS.limited]).toEqual([3, 2, 1]);
    expect(SMOKE.both).toBe(-2);
    expect(MANEUVER.order).toEqual(SPEED_ORDER);
  });

  test('deployment (p.55): Battle in the Far zones with smoke; Surprise by a faster TF placed by the active player, no smoke', () => {
    const dep = Object.fromEntries(DEPLOYMENT_ROWS.map((d) => [d.result, d]));
    expect(dep.BATTLE).toMatchObject({ targetZones: ['FAR'], placedBy: 'OWNER', smoke: true });
    expect(dep.SURPRISE_FASTER).toMatchObject({ placedBy: 'ACTIVE', smoke: false });
    expect(dep.SURPRISE_FASTER.targetZones).toEqual(expect.arrayContaining(['FAR', 'CLOSE']));
  });

  test('VP schedule covers every class that can be sunk', () => {
    for (const s of SHIP_ROWS) if (s.cls !== 'CONVOY' && s.cls !== 'SHORE') expect(SINK_VP[s.cls]).toBeGreaterThan(0);
  });
});

// ====================================================================== scenarios

/** Ships, TFs and ports a condition names. */
function conditionRefs(c: Condition, out: { ships: string[]; tfs: string[]; ports: string[] }) {
  switch (c.kind) {
    case 'SUNK':
    case 'DAMAGED':
      out.ships.push(c.ship);
      break;
    case 'COMPLETED':
      out.tfs.push(c.tf);
      if (c.port) out.ports.push(c.port);
      break;
    case 'ON_MAP':
      out.tfs.push(c.tf);
      break;
    case 'NOT':
      conditionRefs(c.of, out);
      break;
    case 'ALL':
    case 'ANY':
      for (const x of c.of) conditionRefs(x, out);
      break;
    default:
  }
  return out;
}

const hexesOf = (t: TfSetup): string[] => (t.at.kind === 'STATION' ? [t.at.hex] : t.at.kind === 'TRAJECTORY' ? t.at.hexes : []);

describe('scenarios', () => {
  test('six playable substitute scenarios of the three families; no id clashes with the missing ones', () => {
    expect(SCENARIO_ROWS.map((s) => s.id)).toEqual(['MS-S1', 'MS-S2', 'TUT-S1', 'OP-S1', 'OP-S2', 'OP-S3']);
    const missing = MISSING_SCENARIO_ROWS.map((m) => m.id);
    expect(new Set(missing).size).toBe(missing.length);
    for (const m of missing) expect(SCENARIO[m]).toBeUndefined();
    expect(MISSING_SCENARIO_ROWS.find((m) => m.id === 'SOLITAIRE_BOOK')!.count).toBe(15);
  });

  test.each(SCENARIO_ROWS.map((s) => s.id))('%s: every set-up reference exists and is legal at the scenario date', (id) => {
    const s: ScenarioRow = SCENARIO[id];
    const month = monthOf(s.date);
    const sideOfTf: Record<string, Side> = {};
    const placed = new Map<string, string>();
    const place = (ship: string, where: string) => {
      expect([ship, placed.get(ship)]).toEqual([ship, undefined]);
      placed.set(ship, where);
    };

    // Task forces.
    expect(new Set(s.tfs.map((t) => t.id)).size).toBe(s.tfs.length);
    expect(new Set(s.tfs.map((t) => t.identity)).size).toBe(s.tfs.length);
    for (const t of s.tfs) {
      sideOfTf[t.id] = t.side;
      expect(IDENTITY[t.identity].side).toBe(t.side);
      expect(t.ships.length).toBeGreaterThan(0);
      for (const sh of t.ships) {
        expect([sh, SHIP[sh]?.side]).toEqual([sh, t.side]);
        const av = SHIP[sh].available;
        expect(av.from === null || av.from <= month).toBe(true);
        expect(av.to === null || av.to >= month).toBe(true);
        place(sh, t.id);
      }
      if (s.map === 'BATTLE_BOARD_ONLY') expect(t.at.kind).toBe('BATTLE');
      else expect(t.at.kind).not.toBe('BATTLE');
      if (t.at.kind === 'STATION') expect(isPlayable(t.at.hex)).toBe(true);
      if (t.at.kind === 'TRAJECTORY') expect([t.id, pathProblem(t.at.hexes, t.side)]).toEqual([t.id, null]);
      if (t.at.kind === 'BOX') {
        const { box, port } = t.at;
        expect(BOX[box].ports).toContain(port);
        expect([t.id, portControl(port, month)]).toEqual([t.id, t.side]);
      }
      // Intel only on segments (p.21), Contact on the TF's own hexes (p.23).
      if (t.markers.intel.length) expect(t.at.kind).toBe('TRAJECTORY');
      for (const h of [...t.markers.intel, ...t.markers.contact]) expect(hexesOf(t)).toContain(h);
    }
    // Identities are a limited supply per side (p.37).
    for (const side of ['BR', 'GE'] as const) {
      expect(s.tfs.filter((t) => t.side === side).length).toBeLessThanOrEqual(IDENTITY_ROWS.filter((i) => i.side === side).length);
    }

    // Reinforcement groups: in a friendly port box (p.7, p.8), letters unique per side.
    for (const r of s.reinforcements) {
      expect(BOX[r.box].ports).toContain(r.port);
      expect(portControl(r.port, month)).toBe(r.side);
      for (const sh of r.ships) {
        expect(SHIP[sh].side).toBe(r.side);
        place(sh, `group ${r.id}`);
      }
    }
    expect(new Set(s.reinforcements.map((r) => `${r.side}${r.id}`)).size).toBe(s.reinforcements.length);

    // Leaders: exist, in their window, on a ship of their side in the scenario, at their port, or on a submarine force.
    for (const l of s.leaders) {
      const row = LEADER[l.leader];
      expect(row.window.from <= month && month <= row.window.to).toBe(true);
      if (row.attach === 'SHIP') {
        expect(placed.has(l.on)).toBe(true);
        expect(SHIP[l.on].side).toBe(row.side);
      } else if (row.attach === 'PORT') expect(row.basePorts).toContain(l.on);
      else expect(s.stealth.map((x) => x.force)).toContain(l.on);
    }
    expect(new Set(s.leaders.map((l) => l.leader)).size).toBe(s.leaders.length);

    // Stealth forces: in a hex or a box of their kind (U-Boats in the U-Boat box, submarines in reserve).
    for (const f of s.stealth) {
      const row = STEALTH[f.force];
      expect(row).toBeDefined();
      if (BOX[f.at]) expect(BOX[f.at].kind).toBe(row.kind === 'UBOAT' ? 'UBOAT' : 'SUB_RESERVE');
      else expect(isPlayable(f.at)).toBe(true);
    }

    // Convoys and DD squadrons named by the rules are in the scenario with the right class.
    for (const c of s.convoys) {
      expect(SHIP[c.ship].cls).toBe('CONVOY');
      expect(placed.has(c.ship)).toBe(true);
      if (c.dispersalAllowed) expect(SHIP[c.ship].side).toBe('BR'); // p.6: German convoys cannot disperse
      if (c.destination) expect(portControl(c.destination, month)).toBe(SHIP[c.ship].side);
    }
    for (const d of s.dds) {
      expect(SHIP[d.ship].cls).toBe('DD');
      expect(placed.has(d.ship)).toBe(true);
      expect(d.hitLimit).toBeGreaterThan(0);
    }

    // Battle-board scenarios: a battle set-up with the weather's round count (p.49).
    if (s.map === 'BATTLE_BOARD_ONLY') {
      expect(s.battle).not.toBeNull();
      expect(s.battle!.rounds).toBe(BATTLE_ROUNDS[s.weather]);
      expect(s.battle!.active).toBe(s.initiative);
      expect(s.clock).toBeNull();
    } else {
      expect(s.battle).toBeNull();
      expect(s.clock!).toBeGreaterThan(0);
    }

    // Solitaire: the plan exists for this scenario and side.
    if (s.solo) {
      expect(BOT_PLAN[s.solo.plan].scenario).toBe(s.id);
      expect(BOT_PLAN[s.solo.plan].side).toBe(s.solo.botSide);
    }

    // Victory: every condition names ships and TFs of the scenario and existing ports; award ids unique.
    const refs = { ships: [] as string[], tfs: [] as string[], ports: [] as string[] };
    for (const c of s.victory.end) conditionRefs(c, refs);
    if (s.victory.decide.kind === 'IF') conditionRefs(s.victory.decide.cond, refs);
    for (const a of s.victory.awards) if (a.when.kind !== 'PER_CONVOY_HIT') conditionRefs(a.when, refs);
    for (const sh of refs.ships) expect(placed.has(sh)).toBe(true);
    for (const t of refs.tfs) expect(sideOfTf[t]).toBeDefined();
    for (const p of refs.ports) expect(PORT[p]).toBeDefined();
    const awardIds = s.victory.awards.map((a) => a.id);
    expect(new Set(awardIds).size).toBe(awardIds.length);
    for (const a of s.victory.awards) if (a.replaces) expect(awardIds).toContain(a.replaces);
    expect(s.victory.end.length).toBeGreaterThan(0);
  });

  test('the substitute set-ups as written (RULINGS.md S)', () => {
    const tut = SCENARIO['TUT-S1'];
    const trj = (s: ScenarioRow, tfId: string) => {
      const at = s.tfs.find((t) => t.id === tfId)!.at;
      return at.kind === 'TRAJECTORY' ? at.hexes : [];
    };
    expect(trj(tut, 'B3')).toHaveLength(4);
    expect(trj(tut, 'G1')).toHaveLength(5);
    // The convoy starts at Halifax's edge hex and is bound for Clyde/Liverpool.
    expect(PORT.halifax.hexes).toContain(trj(tut, 'B3')[0]);
    const op = SCENARIO['OP-S1'];
    expect(op.tfs.find((t) => t.id === 'B1')!.at).toEqual({ kind: 'STATION', hex: '0906' });
    expect(op.reinforcements[0].ships).toEqual(['hood', 'repulse']);
    // OP-S1's airbases: those dated 1939 or earlier.
    expect(
      airbasesInPlay(op.date.year)
        .map((a) => a.side)
        .sort(),
    ).toEqual(['BR', 'GE']);
    expect(SCENARIO['MS-S1'].tfs.find((t) => t.side === 'BR')!.markers.evasive).toBe(true);
  });

  test('scenarioSetup returns a copy the engine may change', () => {
    const a = scenarioSetup('OP-S1');
    a.tfs[0].ships.push('x');
    expect(SCENARIO['OP-S1'].tfs[0].ships).not.toContain('x');
    expect(() => scenarioSetup('N1')).toThrow();
  });

  test("CAMP-S1's operations are linked: in date order, two-player, and each needs ships the one before it risked (RULINGS S-1)", () => {
    const ops = CAMPAIGN_ROWS[0].operations.map((id) => SCENARIO[id]);
    expect(ops.map((s) => s.id)).toEqual(['OP-S1', 'OP-S2', 'OP-S3']);
    const shipsOf = (s: ScenarioRow) => new Set([...s.tfs.flatMap((t) => t.ships), ...s.reinforcements.flatMap((r) => r.ships)]);
    for (let k = 1; k < ops.length; k++) {
      expect(monthOf(ops[k].date) > monthOf(ops[k - 1].date)).toBe(true);
      expect(ops[k].kind).toBe('TWO_PLAYER');
      const before = shipsOf(ops[k - 1]);
      const shared = [...shipsOf(ops[k])].filter((id) => before.has(id));
      // Both sides field ships that came through the previous operation.
      expect(new Set(shared.map((id) => SHIP[id].side))).toEqual(new Set(['BR', 'GE']));
    }
  });

  test('campaign: operations exist; port checks name ports with check tables', () => {
    for (const c of CAMPAIGN_ROWS) {
      expect(c.operations.length).toBeGreaterThan(0);
      for (const o of c.operations) expect(SCENARIO[o]).toBeDefined();
      for (const p of c.portChecks) expect(PORT[p].checkTable).not.toBeNull();
      expect(c.escortPool.BR).toBeGreaterThanOrEqual(0);
    }
  });
});

// ====================================================================== automaton (RULINGS S)

describe('automaton data', () => {
  test("plans: their TFs are the bot side's, targets the other side's; routes cover 1d6 once, on playable hexes", () => {
    for (const plan of BOT_PLAN_ROWS) {
      const s = SCENARIO[plan.scenario];
      const tfSide = Object.fromEntries(s.tfs.map((t) => [t.id, t.side]));
      for (const t of plan.tfs) {
        expect(tfSide[t.tf]).toBe(plan.side);
        expect(
          coversOnce(
            t.routes.map((r) => r.die),
            1,
            6,
          ),
        ).toBe(true);
        for (const r of t.routes) for (const h of r.waypoints) expect(isPlayable(h)).toBe(true);
        for (const step of t.steps) {
          expect(MISSION_ROWS.map((m) => m.id)).toContain(step.mission);
          if (step.targetTf) expect(tfSide[step.targetTf]).toBeDefined();
          if (step.mission === 'RAID' && step.targetTf) expect(tfSide[step.targetTf]).not.toBe(plan.side);
          for (const p of step.ports) expect(portControl(p, monthOf(s.date))).toBe(plan.side);
        }
        // Each route's waypoints form a path the TF may draw, in order, for its side.
        for (const r of t.routes) {
          for (let i = 1; i < r.waypoints.length; i++) expect(pathProblem([r.waypoints[i - 1], r.waypoints[i]], plan.side)).toBeNull();
        }
      }
      for (const u of plan.unidentified) expect(tfSide[u]).toBe(plan.side);
    }
  });

  test('TUT-S1 plan as RULINGS.md D-12 gives it: raid the convoy, return to Kiel through the Iceland-Faroes gap', () => {
    const g1 = BOT_PLAN['TUT-S1'].tfs[0];
    expect(g1.steps.map((st) => st.mission)).toEqual(['RAID', 'RETURN']);
    expect(g1.steps[0].targetTf).toBe('B3');
    expect(g1.routes[0].waypoints).toEqual(['0806', '0906']);
    for (const h of g1.routes[0].waypoints) expect(AREA.iceland_faroes_gap.hexes).toContain(h);
  });
});
