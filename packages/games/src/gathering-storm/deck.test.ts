/**
 * The random-event deck (substitute, gap G-01): composition as `data/events/generate.ts` fixes it (RULINGS.md G-01), every event well formed
 * against the effect vocabulary, the rulebook's named events at their numbers, provenance per card and field,
 * and the committed module equal to its generator's output.
 */
import { readFileSync } from 'node:fs';
import { ANCHORS, CARD, DECK, DECK_SET, EVENT, OP_RULES, type EventCard, type EventDef, type Power } from './data';
import { EventCardSchema, EventDefSchema } from './data/events/schema';
import { DECK_MODULE_PATH, generateSubstituteDeck, renderDeckModule, TREND_MIX } from './data/events/generate';
import { deckComposition, deckProblems, eventProblems } from './data/validate';
import { said } from './testing';

const POWERS: Power[] = ['GER', 'ITA', 'GBR', 'FRA', 'USSR'];
const allEvents = (deck: readonly EventCard[]): EventDef[] => deck.flatMap((c) => [c.general, ...POWERS.map((p) => c.national[p])]);
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('the deck [8.41, 8.42]', () => {
  test('144 cards numbered 1-144, 864 events with unique ids, no problem found', () => {
    expect(DECK_SET).toBe('substitute');
    expect(DECK.map((c) => c.id)).toEqual(range(1, 144));
    const events = allEvents(DECK);
    expect(events).toHaveLength(864);
    expect(new Set(events.map((e) => e.id)).size).toBe(864);
    expect(Object.keys(EVENT)).toHaveLength(864);
    expect(CARD[130].general.name).toBe('Germany and Italy proclaim a New Order in Europe');
    expect(deckProblems(DECK)).toEqual([]);
  });

  test('every card and event is valid against the zod schema of the vocabulary', () => {
    for (const c of DECK) expect(EventCardSchema.safeParse(c).success).toBe(true);
    for (const e of allEvents(DECK)) expect(EventDefSchema.parse(e)).toEqual(e);
  });

  test('every operation of the vocabulary is used somewhere, and only where OP_RULES allows', () => {
    const used = new Set(allEvents(DECK).flatMap((e) => e.effects.map((f) => f.op)));
    expect([...used].sort()).toEqual(OP_RULES.map((r) => r.id).sort());
    for (const e of allEvents(DECK)) {
      for (const f of e.effects) {
        const rule = OP_RULES.find((r) => r.id === f.op)!;
        expect(rule.types).toContain(e.type);
        expect(e.slot === 'general' ? rule.general : rule.national).toBe(true);
      }
    }
  });

  test('the committed module is exactly what the generator produces (seed 1935)', () => {
    const generated = generateSubstituteDeck();
    expect(generated).toEqual(copy(DECK));
    expect(readFileSync(DECK_MODULE_PATH, 'utf8')).toBe(renderDeckModule(generated));
    expect(generateSubstituteDeck(7)).not.toEqual(generated); // the seed only orders; the composition is fixed
    expect(deckComposition(generateSubstituteDeck(7))).toEqual(deckComposition(generated));
  });
});

describe('composition of the substitute deck (RULINGS.md G-01)', () => {
  const comp = deckComposition(DECK);

  test('trends: +2 x12, +1 x30, toward 0 x60, -1 x30, -2 x12', () => {
    expect(comp.trends).toEqual(Object.fromEntries(TREND_MIX.map(([t, n]) => [String(t), n])));
  });

  test('general events: ~60% diplomatic (of which ~20% of the deck in civil-war countries), ~20% support, ~10% research, ~10% EAI', () => {
    expect(comp.general).toEqual({ diplomatic: 87, support: 27, eai: 14, research: 14, purge: 2 });
    const general = DECK.map((c) => c.general);
    const cw = general.filter((e) => e.effects.some((f) => f.op === 'diplomatic' && f.civilWarStep)).length;
    expect(cw / 144).toBeGreaterThanOrEqual(0.19);
    expect(cw / 144).toBeLessThanOrEqual(0.23);
    // colours roughly equal (P2 G-01); values 1 (70%), 2 (25%), 3 (5%)
    const colours = general.filter((e) => e.colour).map((e) => e.colour!);
    for (const col of ['brown', 'blue', 'red'] as const) expect(colours.filter((x) => x === col).length / colours.length).toBeGreaterThan(0.25);
    const values = general.flatMap((e) => e.effects).flatMap((f) => (f.op === 'diplomatic' ? [f.value] : []));
    expect(values.filter((v) => v === 1).length / values.length).toBeCloseTo(0.7, 1);
    expect(values.filter((v) => v === 3).length).toBeGreaterThan(0);
    // EAI events +1, +1, -1, +2, -2 in proportion, plus card 130
    const eai = general
      .flatMap((e) => e.effects)
      .flatMap((f) => (f.op === 'eai' ? [f.delta] : []))
      .sort((a, b) => a - b);
    expect(eai).toEqual([-2, -2, -1, -1, -1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
  });

  test('national events of Germany, Italy, Britain, France: 20% economic and research, 10% conversion, 15% construction, 20% diplomatic, 15% support', () => {
    for (const p of ['GER', 'ITA', 'GBR', 'FRA'] as const) {
      expect(comp.national[p]).toEqual({ economic: 29, research: 29, conversion: 14, construction: 22, diplomatic: 28, support: 22 });
    }
  });

  test('Russia: 46 anchored purge events, the other 98 in the same mix without ships or civilian conversion', () => {
    expect(comp.national.USSR).toEqual({ purge: 46, economic: 22, research: 22, conversion: 8, construction: 10, diplomatic: 22, support: 14 });
    const ops = new Set(DECK.flatMap((c) => c.national.USSR.effects.map((f) => f.op)));
    for (const naval of ['freeShipStart', 'shipAccelerate', 'navalCost'] as const) expect(ops.has(naval)).toBe(false);
    expect(DECK.some((c) => c.national.USSR.effects.some((f) => f.op === 'conversionCost' && f.to === 'civil'))).toBe(false);
  });

  test('visibility: general events public; national research, construction, conversion, diplomatic grey; about half the support events grey [8.31, 9.41]', () => {
    for (const c of DECK) expect(c.general.secret).toBe(false);
    for (const p of POWERS) {
      const national = DECK.map((c) => c.national[p]);
      for (const e of national) if (['research', 'construction', 'conversion', 'diplomatic'].includes(e.type)) expect(e.secret).toBe(true);
      for (const e of national) if (e.type === 'economic') expect(e.secret).toBe(false);
      const support = national.filter((e) => e.type === 'support');
      const grey = support.filter((e) => e.secret).length / support.length;
      expect(grey).toBeGreaterThan(0.4);
      expect(grey).toBeLessThan(0.65);
      // public national support events are ±1 [9.41E]
      for (const e of support.filter((x) => !x.secret))
        expect(e.effects).toEqual([expect.objectContaining({ op: 'support', power: p, delta: expect.any(Number) })]);
      for (const e of support.filter((x) => !x.secret)) expect(Math.abs((e.effects[0] as { delta: number }).delta)).toBe(1);
    }
  });

  test('civil-war steps: every diplomatic event naming Greece, Spain or Yugoslavia, and no other; Spain gets about one in three turns', () => {
    expect(comp.civilWarSteps).toEqual({ SPA: 46, GRE: 16, YUG: 16 });
    for (const e of allEvents(DECK)) {
      for (const f of e.effects) if (f.op === 'diplomatic') expect(f.civilWarStep).toBe(['GRE', 'SPA', 'YUG'].includes(f.country));
    }
    // Expected Spanish civil-war events per turn: the public card plus one dealt card per power [9.12].
    const perTurn =
      DECK.filter((c) => c.general.effects.some((f) => f.op === 'diplomatic' && f.country === 'SPA')).length / 144 +
      POWERS.reduce((s, p) => s + DECK.filter((c) => c.national[p].effects.some((f) => f.op === 'diplomatic' && f.country === 'SPA')).length / 144, 0);
    expect(perTurn).toBeGreaterThan(0.3);
    expect(perTurn).toBeLessThan(0.4);
  });

  test('national diplomatic events always favour their holder; general ones their colour [9.31C, 9.41D]', () => {
    for (const c of DECK) {
      for (const p of POWERS) for (const f of c.national[p].effects) if (f.op === 'diplomatic') expect(f.beneficiary).toBe(p);
      const alliance = { brown: ['GER', 'ITA'], blue: ['GBR', 'FRA'], red: ['USSR'] } as const;
      for (const f of c.general.effects) if (f.op === 'diplomatic') expect(alliance[c.general.colour!]).toContain(f.beneficiary);
    }
    const inRussia = allEvents(DECK).filter((e) => e.effects.some((f) => f.op === 'diplomatic' && f.country === 'RUS'));
    expect(inRussia.map((e) => e.slot).sort()).toEqual(['FRA', 'FRA', 'GBR', 'GER', 'GER', 'ITA', 'USSR', 'USSR', 'general', 'general', 'general', 'general']);
  });
});

describe('the events the rulebook names (anchors)', () => {
  const at = (card: number, slot: 'general' | Power) => (slot === 'general' ? CARD[card].general : CARD[card].national[slot]);

  test('every anchor is on its card, with rulebook provenance for what the rulebook says', () => {
    expect(ANCHORS).toHaveLength(25 + 3 + 46);
    for (const a of ANCHORS) {
      const e = at(a.card, a.slot);
      const { rule, quote, ...def } = a;
      expect(said(rule)).toMatch(/\[\d/);
      expect(quote.length).toBeGreaterThan(20);
      expect(e).toEqual(def);
      expect(e.prov.effects === 'rulebook' || e.prov.type === 'derived').toBe(true);
    }
  });

  test('Russian national purge events at 5-12, 46-48, 61-72, 77-84, 118-120, 133-144 [22.21D, 22.72]', () => {
    const purge = DECK.filter((c) => c.national.USSR.type === 'purge').map((c) => c.id);
    expect(purge).toEqual([...range(5, 12), ...range(46, 48), ...range(61, 72), ...range(77, 84), ...range(118, 120), ...range(133, 144)]);
    const events = (cards: number[]) => cards.map((n) => CARD[n].national.USSR.effects[0]);
    expect(events([46, 47, 118, 119]).every((f) => f.op === 'purgeUnits' && f.count === 1 && f.unit === 'asMilitaryPurge' && f.purgeEvents === 1)).toBe(true);
    expect(events([48, 120]).every((f) => f.op === 'purgeUnits' && f.count === 2 && f.purgeEvents === 2)).toBe(true);
    expect(events(range(77, 84)).every((f) => f.op === 'purgeSupport' && f.offset)).toBe(true);
    expect(
      events(range(70, 72)).every((f) => f.op === 'purgeBan' && f.ban === 'diplomacy' && f.withPartyPurge === 'noResearch' && f.withGreatPurge === 'extraUnit'),
    ).toBe(true);
    expect(events(range(142, 144)).every((f) => f.op === 'purgeBan' && f.ban === 'research')).toBe(true);
    // purge events per card [22.72]: one each, two for 48 and 120
    const purgeEvents = DECK.reduce((s, c) => s + c.national.USSR.effects.reduce((t, f) => t + ('purgeEvents' in f ? f.purgeEvents : 0), 0), 0);
    expect(purgeEvents).toBe(46 + 2);
  });

  test('general events: Russian support loss 66 and 138, air range 70, atomic 72 and 144, Russian access 110-115, disputes 115-128, New Order 130', () => {
    expect([66, 138].map((n) => at(n, 'general').effects[0].op)).toEqual(['purgeSupport', 'purgeSupport']);
    expect(at(70, 'general').effects).toEqual([{ op: 'researchDouble', project: 'airRange' }]);
    expect([72, 144].map((n) => at(n, 'general').effects)).toEqual([[{ op: 'atomicAllowed' }], [{ op: 'atomicAllowed' }]]);
    expect(range(110, 115).every((n) => at(n, 'general').effects.some((f) => f.op === 'russianAccess'))).toBe(true);
    expect(range(115, 128).every((n) => at(n, 'general').effects.some((f) => f.op === 'dispute'))).toBe(true);
    expect(at(115, 'general').effects.map((f) => f.op)).toEqual(['dispute', 'russianAccess']); // ruling P2-A44
    expect(at(130, 'general').effects).toEqual([{ op: 'eai', delta: 2 }]);
    expect(at(130, 'general').prov).toEqual({
      type: 'rulebook',
      secret: 'rulebook',
      colour: 'rulebook',
      name: 'rulebook',
      effects: 'rulebook',
      params: 'rulebook',
    });
  });

  test('national research anchors: German 7 concrete shortage, Italian 16 and French 22 battleship design +1 level [15.24, 15.42A, 15.63]', () => {
    expect(at(7, 'GER').effects).toEqual([{ op: 'researchBan', project: 'westWall' }]);
    expect(at(16, 'ITA').effects).toEqual([{ op: 'researchLevels', project: 'battleshipDesign', levels: 1 }]);
    expect(at(22, 'FRA').effects).toEqual([{ op: 'researchLevels', project: 'battleshipDesign', levels: 1 }]);
  });

  test('provenance per card and field: trends all substitute, 69 events with rulebook effects, the rest substitute', () => {
    expect(DECK.every((c) => c.prov.trend === 'substitute')).toBe(true);
    const comp = deckComposition(DECK);
    expect(comp.effectsProvenance).toEqual({ rulebook: 69, derived: 0, substitute: 795 });
    const unanchored = allEvents(DECK).filter((e) => !ANCHORS.some((a) => a.id === e.id));
    expect(unanchored).toHaveLength(864 - ANCHORS.length);
    for (const e of unanchored) expect(Object.values(e.prov).every((p) => p === 'substitute')).toBe(true);
  });
});

describe('the checks catch a broken deck', () => {
  const broken = (edit: (d: EventCard[]) => void): string[] => {
    const d = copy(DECK) as EventCard[];
    edit(d);
    return deckProblems(d);
  };

  test('a missing card, a duplicate number, a misplaced event', () => {
    expect(broken((d) => d.pop())).toEqual(expect.arrayContaining(['deck: 143 cards, 144 expected [8.42]', 'deck: card 144 missing']));
    expect(broken((d) => (d[1].id = 1))).toContain('deck: duplicate card numbers');
    expect(broken((d) => (d[3].national.GER.card = 5)).some((p) => p.includes('misplaced'))).toBe(true);
  });

  test('an unknown operation or a wrong parameter fails the schema', () => {
    expect(broken((d) => ((d[0].general.effects as unknown[])[0] = { op: 'teleport' })).some((p) => p.startsWith('card 1:'))).toBe(true);
    expect(broken((d) => ((d[0].general as { type: string }).type = 'weather')).some((p) => p.startsWith('card 1:'))).toBe(true);
    expect(broken((d) => ((d[1].general.effects[0] as { value: number }).value = 4)).some((p) => p.startsWith('card 2:'))).toBe(true);
  });

  test('rule violations: a grey general event, a ±2 public national support event, a diplomatic event for another power, a Russian ship, an ineligible project, a wrong colour, a moved anchor', () => {
    const e = (over: Partial<EventDef>, base: EventDef): EventDef => ({ ...base, ...over });
    const gen = DECK.find((c) => c.general.type === 'support')!.general;
    expect(eventProblems(e({ secret: true }, gen))).toContain(`event ${gen.id}: a secret general event (only national events are grey) [8.31]`);
    const pub = DECK.map((c) => c.national.GER).find((x) => x.type === 'support' && !x.secret)!;
    expect(eventProblems(e({ effects: [{ op: 'support', power: 'GER', delta: 2 }] }, pub))).toContain(
      `event ${pub.id}: public national support events are ±1 [9.41E]`,
    );
    const dip = DECK.map((c) => c.national.ITA).find((x) => x.type === 'diplomatic')!;
    expect(eventProblems(e({ effects: [{ op: 'diplomatic', country: 'ALB', value: 1, beneficiary: 'GER', civilWarStep: false }] }, dip))).toContain(
      `event ${dip.id}: national diplomatic events favour their holder [9.41D]`,
    );
    const rus = DECK.map((c) => c.national.USSR).find((x) => x.type === 'construction')!;
    expect(eventProblems(e({ effects: [{ op: 'navalCost', delta: -1 }] }, rus))).toContain(`event ${rus.id}: USSR builds no ships [19.11]`);
    const res = DECK.map((c) => c.national.FRA).find((x) => x.type === 'research' && x.effects[0].op === 'researchLevels')!;
    expect(eventProblems(e({ effects: [{ op: 'researchLevels', project: 'jets', levels: 1 }] }, res))).toContain(
      `event ${res.id}: jets is not a project of FRA`,
    );
    const brown = DECK.find((c) => c.general.colour === 'brown')!.general;
    expect(eventProblems(e({ colour: 'red' }, brown)).some((p) => p.includes('[9.31C]'))).toBe(true);
    expect(eventProblems(e({ effects: [{ op: 'researchDouble', project: 'armor' }] }, DECK[69].general))).toContain(
      'event 70.general: armor cannot be doubled [15.31A]',
    );
    expect(broken((d) => (d[129].general.effects = [{ op: 'eai', delta: 1 }]))).toContain("anchor 130.general: parameters differ from the rulebook's");
    expect(
      broken(
        (d) =>
          (d[6] = {
            ...d[6],
            national: { ...d[6].national, GER: { ...d[6].national.GER, type: 'support', effects: [{ op: 'support', power: 'GER', delta: 1 }] } },
          }),
      ),
    ).toContain('anchor 7.GER: type support, the rulebook says research');
  });
});
