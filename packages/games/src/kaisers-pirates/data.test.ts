/**
 * Card data validation: counts, known values, provenance per field.
 */
import {
  ACTION,
  ACTION_CARDS,
  ACTION_TYPES,
  GHOST_COINS,
  MERCHANT,
  MERCHANTS,
  REACTION_TYPES,
  SOLITAIRE_CARDS,
  WARSHIP,
  WARSHIPS,
  type Provenance,
} from './data';

const PROV: Provenance[] = ['rulebook', 'derived', 'substitute'];

describe('decks [1.1]', () => {
  test('20 warships and raiders: 6 warships, 14 raiders [1.1, 1.1.4.4]', () => {
    expect(WARSHIPS).toHaveLength(20);
    expect(WARSHIPS.filter((w) => w.kind === 'warship')).toHaveLength(6);
    expect(WARSHIPS.filter((w) => w.kind === 'raider')).toHaveLength(14);
  });
  test('60 merchants [1.1]', () => expect(MERCHANTS).toHaveLength(60));
  test('92 action cards of 39 types, 28 reaction cards of 13 types [1.1, 3.3]', () => {
    expect(ACTION_CARDS).toHaveLength(92);
    expect(ACTION_TYPES).toHaveLength(39);
    expect(ACTION_TYPES.reduce((a, t) => a + t.count, 0)).toBe(92);
    expect(REACTION_TYPES).toHaveLength(13);
    expect(ACTION_CARDS.filter((c) => ACTION_TYPES.find((t) => t.type === c.type)!.reaction)).toHaveLength(28);
  });
  test('20 solitaire cards [1.1, 1.1.3]', () => expect(SOLITAIRE_CARDS).toHaveLength(20));
  test('ids are unique across all decks', () => {
    const ids = [...WARSHIPS, ...MERCHANTS, ...ACTION_CARDS, ...SOLITAIRE_CARDS].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  test('per-type counts of 3.3.1-3.3.39 (Trap 2 derived from the total, ruling A-02)', () => {
    const count = Object.fromEntries(ACTION_TYPES.map((t) => [t.type, t.count]));
    expect(count).toEqual({
      amc: 2,
      blockade_runner: 2,
      boarding_party: 6,
      break_contact: 2,
      breakout: 3,
      collier: 1,
      damage_control: 4,
      deception: 2,
      calm_seas: 2,
      fast_ship: 2,
      fog_bank: 2,
      good_hunting: 4,
      heavy_weather: 2,
      intelligence: 2,
      interned: 1,
      interrogate: 5,
      island_refuge: 2,
      lay_mines: 2,
      minesweeper: 2,
      monitor: 1,
      non_combatant: 3,
      qqq: 2,
      q_ship: 2,
      razzle_dazzle: 1,
      recalled: 1,
      recon_aircraft: 2,
      reflag: 5,
      rendezvous_missed: 2,
      scuttle: 2,
      second_chance: 2,
      shallow_run: 2,
      shipping_lanes: 4,
      slim_pickings: 2,
      sub_u: 2,
      sub_uc: 2,
      surprise_attack: 3,
      transfer_command: 2,
      trap: 2,
      radio_intercept: 2,
    });
    expect(ACTION_TYPES.find((t) => t.type === 'trap')!.prov.count).toBe('derived');
  });
});

describe('ship features [1.1.4.4-1.1.4.10, 6.x]', () => {
  test('5 fast raiders, Seeadler with sails, Wolf with Wolfchen, Meteor with mines, coal on every warship', () => {
    expect(
      WARSHIPS.filter((w) => w.features.fast)
        .map((w) => w.name)
        .sort(),
    ).toEqual(['Berlin', 'Cap Trafalgar', 'Kaiser Wilhelm der Grosse', 'Kronprinz Wilhelm', 'Prinz Eitel Friedrich']);
    expect(WARSHIPS.filter((w) => w.features.sails).map((w) => w.id)).toEqual(['rd_seeadler']);
    expect(WARSHIPS.filter((w) => w.features.wolfchen).map((w) => w.id)).toEqual(['rd_wolf']);
    expect(WARSHIP.rd_meteor.features.mines).toBe(true);
    expect(WARSHIPS.filter((w) => w.kind === 'warship').every((w) => w.features.coalPile)).toBe(true);
  });
  test('Balanced Tournament and Beyond 1914 sets [6.4.1, 6.4.2, 6.5.1]', () => {
    expect(
      WARSHIPS.filter((w) => w.sets.balancedWarship)
        .map((w) => w.id)
        .sort(),
    ).toEqual(['ws_dresden', 'ws_emden', 'ws_konigsberg', 'ws_nurnberg']);
    expect(
      WARSHIPS.filter((w) => w.sets.balancedExcluded)
        .map((w) => w.name)
        .sort(),
    ).toEqual(['Geier', 'Iltis', 'Karlsruhe', 'Leipzig', 'Meteor', 'Seeadler']);
    const removed = WARSHIPS.filter((w) => w.sets.beyond1914Removed);
    expect(removed.map((w) => w.name).sort()).toEqual([
      'Berlin',
      'Cap Trafalgar',
      'Cormoran',
      'Emden',
      'Kaiser Wilhelm der Grosse',
      'Karlsruhe',
      'Leipzig',
      'Nürnberg',
    ]);
    const left = WARSHIPS.filter((w) => !w.sets.beyond1914Removed);
    expect(left.filter((w) => w.kind === 'warship')).toHaveLength(2);
    expect(left.filter((w) => w.kind === 'raider')).toHaveLength(10);
    expect(WARSHIPS.filter((w) => w.kind === 'raider' && !w.sets.balancedExcluded)).toHaveLength(10);
  });
  test('12 sailing merchants and 19 Beyond 1914 merchants [6.11, 6.5.4]', () => {
    expect(MERCHANTS.filter((m) => m.sailing)).toHaveLength(12);
    expect(MERCHANTS.filter((m) => m.beyond1914Removed)).toHaveLength(19);
  });
  test('merchant VA 5, 7 and 9 each on at least 4 merchants other than William P. Frye [6.4.3]', () => {
    for (const va of [5, 7, 9]) expect(MERCHANTS.filter((m) => m.va === va && m.id !== 'm_william_p_frye').length).toBeGreaterThanOrEqual(4);
  });
});

describe('values stated by the rulebook examples', () => {
  test('ships: Leopard d8 / d10+d8+d6, PEF attack d10+d6, Leipzig attack d10+d8+d4 [3.2.9.1, 3.2.9.2, 5.4.1, 5.4.2]', () => {
    expect(WARSHIP.rd_leopard.defense).toEqual([8]);
    expect(WARSHIP.rd_leopard.attack).toEqual([10, 8, 6]);
    expect(WARSHIP.rd_pef.attack).toEqual([10, 6]);
    expect(WARSHIP.ws_leipzig.attack).toEqual([10, 8, 4]);
    expect(WARSHIP.rd_leopard.prov.attack).toBe('rulebook');
  });
  test("merchant defense coins and Matheran's Safe Conduct d6 vs d8", () => {
    const def: Record<string, number> = {
      m_matheran: 8,
      m_lovat: 8,
      m_maria: 6,
      m_bowes_castle: 6,
      m_invercoe: 4,
      m_mount_temple: 10,
      m_lundy_island: 6,
      m_appam: 8,
      m_kaipara: 8,
    };
    for (const [id, d] of Object.entries(def)) {
      expect(MERCHANT[id].defense).toEqual([d]);
      expect(MERCHANT[id].prov.defense).toBe('rulebook');
    }
    expect(MERCHANT.m_matheran.safeConduct).toEqual({ challenge: [6], response: [8] });
    expect(MERCHANT.m_clan_mactavish.tons).toBe(5816);
  });
  test('action cards: Recalled and Lay Mines Intercept! coins, Lay Mines mines, Shallow Run/Interned/Q-ship pairs, U-27 [3.2.9.x, 1.1.4.3, 2.3]', () => {
    expect(ACTION['recalled#1']).toBeDefined();
    const T = Object.fromEntries(ACTION_TYPES.map((t) => [t.type, t]));
    expect(T.recalled.intercept).toEqual({ british: [10, 8], night: false });
    expect(T.lay_mines.intercept).toEqual({ british: [10, 4], night: false });
    expect(T.calm_seas.intercept.night).toBe(false);
    expect(T.lay_mines.action.mine).toEqual([10, 4]);
    expect(T.shallow_run.action.decision).toEqual({ challenge: [10, 4], response: [10] });
    expect(T.interned.action.decision).toEqual({ challenge: [10, 8], response: [10] });
    expect(ACTION['q_ship#1'].action.decision).toEqual({ challenge: [10, 4], response: [10] });
    expect(ACTION['sub_u#1']).toMatchObject({ shipName: 'U-27', va: 11, action: { torpedo: [10, 6, 4] } });
    expect(GHOST_COINS.torpedo).toEqual([10, 6, 4]);
    // 20 Night Intercept! halves in the substitute data.
    expect(ACTION_CARDS.filter((c) => T[c.type].intercept.night)).toHaveLength(20);
  });
  test('8 pointed action cards (AMC, Q-Ship, submarines) [2.3.2]', () => {
    expect(
      ACTION_CARDS.filter((c) => c.va !== undefined)
        .map((c) => c.type)
        .sort(),
    ).toEqual(['amc', 'amc', 'q_ship', 'q_ship', 'sub_u', 'sub_u', 'sub_uc', 'sub_uc']);
  });
});

describe('provenance', () => {
  test('every record has a provenance for each of its fields', () => {
    for (const w of WARSHIPS) for (const k of ['name', 'kind', 'attack', 'defense', 'va', 'features', 'sets'] as const) expect(PROV).toContain(w.prov[k]);
    for (const m of MERCHANTS)
      for (const k of ['name', 'defense', 'safeConduct', 'va', 'sailing', 'beyond1914Removed'] as const) expect(PROV).toContain(m.prov[k]);
    for (const t of ACTION_TYPES) {
      for (const k of ['name', 'count', 'reaction', 'british', 'night'] as const) expect(PROV).toContain(t.prov[k]);
      for (const k of Object.keys(t.action)) expect(PROV).toContain(t.prov.action[k as keyof typeof t.action]);
    }
    for (const c of ACTION_CARDS) for (const k of Object.keys(c.action)) expect(PROV).toContain(c.prov.action[k as keyof typeof c.action]);
    for (const s of SOLITAIRE_CARDS) {
      expect(PROV).toContain(s.prov.defense);
      expect(PROV).toContain(s.prov.special);
      for (const p of s.prov.offense) expect(PROV).toContain(p);
    }
  });
  test('names in 6.11 and 6.5.4 are rulebook; the 25 extra merchant names are substitutes', () => {
    expect(MERCHANTS.filter((m) => m.prov.name === 'rulebook')).toHaveLength(35);
    expect(MERCHANTS.filter((m) => m.prov.name === 'substitute')).toHaveLength(25);
  });
  test('every coin holds 1-3 distinct dice, largest first [1.2, 3.2.7]', () => {
    const coins = [
      ...WARSHIPS.flatMap((w) => [w.attack, w.defense]),
      ...MERCHANTS.flatMap((m) => [m.defense, m.safeConduct.challenge, m.safeConduct.response]),
      ...ACTION_TYPES.map((t) => t.intercept.british),
    ];
    for (const c of coins) {
      expect(c.length).toBeGreaterThanOrEqual(1);
      expect(c.length).toBeLessThanOrEqual(3);
      expect(new Set(c).size).toBe(c.length);
      expect([...c].sort((a, b) => b - a)).toEqual([...c]);
    }
  });
});

describe('solitaire deck [5.3, 5.4]', () => {
  test('entry 1 is No Action; entry 2 is a warship or raider intercept [5.3.3.1-5.3.3.2]', () => {
    for (const s of SOLITAIRE_CARDS) {
      expect(s.offense[0]).toEqual({ kind: 'none' });
      expect(s.offense[1].kind).toBe('intercept_merchant');
    }
  });
  test('the example cards K1-K7 are on the deck as printed [5.4.1, 5.4.2]', () => {
    const byEx = Object.fromEntries(SOLITAIRE_CARDS.filter((s) => s.example).map((s) => [s.example, s]));
    expect(byEx.K1.offense.slice(1)).toEqual([
      { kind: 'intercept_merchant', by: 'warship' },
      { kind: 'card', type: 'blockade_runner' },
      { kind: 'card', type: 'damage_control' },
    ]);
    expect(byEx.K2.special).toBe('surprise_attack');
    expect(byEx.K3.special).toBe('boarding_party');
    expect(byEx.K4.special).toBe('none');
    expect(byEx.K5.offense.slice(1)).toEqual([{ kind: 'intercept_merchant', by: 'raider' }, { kind: 'sub_torpedo' }, { kind: 'interrogate', pick: 'random' }]);
    expect(byEx.K6.offense[2]).toEqual({ kind: 'card', type: 'recon_aircraft' });
    expect(byEx.K6.endTurn[2]).toBe(true);
    expect(byEx.K7.defense).toEqual(['none', 'qqq']);
  });
});
