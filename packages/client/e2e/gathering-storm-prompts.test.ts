/**
 * Gathering Storm's rarer decisions in the browser, each from a seeded position: a five-bot game is played
 * through the game's own reducer until the decision comes up, and a room is opened at that position (the
 * server's game module starts from it) with a human at the seat that must answer and bots at the others.
 * The human sees the prompt with its legal answers, worded, and answers by clicking; the server takes it.
 * Also: Italy's compulsory infantry for a conquest [29.33E] refuses "no construction" with its reason, and
 * the construction and research prompts list what cannot be ordered and why, in English and in Spanish.
 */
import type { Browser } from 'playwright-core';
import { RestClient } from '@quarterdeck/sdk/client';
import { playout, registry, seededRandom, type GameModule } from '@quarterdeck/games';
import { enumerate, legalAggressions, type GState } from '@quarterdeck/games/gathering-storm/client';
import type { Quarterdeck } from '@quarterdeck/server';
import { asGuest, DESKTOP, launch, newPage, SPANISH, startServer } from './helpers';

jest.setTimeout(240_000);

let qd: Quarterdeck;
let browser: Browser;
/** The position the next Gathering Storm room starts from (null: the ordinary set-up). */
let nextPosition: GState | null = null;

const GS = registry['gathering-storm'];
/** The module the server hosts: the game itself, starting from `nextPosition` when one is set. */
const scripted: GameModule = {
  ...GS,
  game: {
    ...GS.game,
    setup: (...args: Parameters<NonNullable<GameModule['game']['setup']>>) =>
      nextPosition ? (JSON.parse(JSON.stringify(nextPosition)) as GState) : GS.game.setup!(...args),
  },
};

beforeAll(async () => {
  [qd, browser] = await Promise.all([startServer({ ...registry, 'gathering-storm': scripted }), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await qd?.close();
});

class Found extends Error {
  constructor(readonly G: GState) {
    super('found');
  }
}

type Choose = NonNullable<Parameters<typeof playout>[1]['choose']>;
type Action = ReturnType<typeof enumerate>[number];

/** The first state of a seeded five-bot game where `want` holds (the game is stopped there); `steer` may take a decision instead of the bot. */
function seededPosition(want: (G: GState) => boolean, seeds: number[], steer?: (G: GState, seat: string) => Action | undefined): GState {
  const bot = GS.bot as unknown as Choose;
  const choose: Choose = (view, seat, random) => {
    const a = steer?.(view.G as GState, seat);
    return a ? { kind: 'move', name: a.move, args: a.args } : bot(view, seat, random);
  };
  for (const seed of seeds) {
    try {
      playout(GS, {
        numPlayers: 5,
        options: { turnCap: 27 },
        seed: `s${seed}`,
        random: seededRandom(seed),
        choose,
        onState: (s) => {
          if (want(s.G as GState)) throw new Found(JSON.parse(JSON.stringify(s.G)) as GState);
        },
      });
    } catch (e) {
      if (e instanceof Found) return e.G;
      throw e;
    }
  }
  throw new Error('no seeded game reaches the position');
}

/** A room at `G` with a human at `seat` (bots elsewhere), its page open at the table. */
async function openAt(G: GState, seat: number, spanish = false) {
  const rest = new RestClient(qd.url);
  await rest.createPlayer('Tester');
  nextPosition = G;
  const m = await rest.createMatch({
    game: 'gathering-storm',
    numPlayers: 5,
    options: { turnCap: 27 },
    claimSeat: seat,
    bots: [0, 1, 2, 3, 4].filter((s) => s !== seat),
  });
  nextPosition = null;
  const p = await newPage(browser, spanish ? SPANISH(DESKTOP) : DESKTOP);
  await asGuest(p.page, rest, 'Tester');
  await p.page.goto(`${qd.url}/m/${m.match.matchId}`);
  await p.page.locator(`[data-testid=table][data-role=seat-${seat}] [data-board=gathering-storm]`).waitFor();
  return { ...p, matchId: m.match.matchId };
}

async function stateOf(matchId: string): Promise<{ G: GState; stateId: number }> {
  const cur = (await qd.host.load(matchId, true))!;
  return { G: cur.state.G as GState, stateId: cur.state._stateID };
}

// The decisions the first-turn test does not reach, each with the seeds whose bot games come to it (found by
// playing them: the bots' choices are seeded, so the same seed reaches the same position).
const RARE: Array<[kind: string, seeds: number[]]> = [
  ['spyNetwork', [1, 2, 3]],
  ['partyPurge', [1, 2, 3]],
  ['russianFlag', [2, 1, 3]],
  ['greekRebels', [9, 1, 2, 3, 4, 5, 6, 7, 8]],
  ['threat', [1, 2, 3]],
  ['covert', [1, 2, 3]],
  ['counterIntel', [1, 2, 3]],
  ['subversion', [1, 2, 3]],
  ['network', [1, 2, 3]],
  ['offerPact', [4, 5, 8]],
  ['concede', [4, 5, 8]],
  ['ultimatum', [9, 59, 67]],
  ['brink', [9, 59, 67]],
  ['declare', [1, 2, 3]],
  ['reactive', [1, 2, 3]],
  ['finalResearch', [1, 2, 3]],
];

test.each(RARE)('the %s decision is asked with its legal answers and answered by clicking', async (kind, seeds) => {
  const G = seededPosition((g) => g.pending?.kind === kind, seeds);
  const seat = Number(G.pending!.seats[0]);
  const { page, context, errors, matchId } = await openAt(G, seat);
  const before = (await stateOf(matchId)).stateId;
  const decision = page.getByTestId('decision');
  const prompt = decision.getByTestId(kind === 'concede' ? 'concede' : `decide-${kind}`).first();
  await prompt.waitFor();
  // Worded from the catalogue: a title and at least one answer, no raw identifier.
  const text = await prompt.innerText();
  expect(text.length).toBeGreaterThan(10);
  expect(text).not.toMatch(/\b(undefined|NaN)\b|prompt\.|help\.|act\./);
  if (kind === 'concede') {
    // Check territories until the concession is enough; the commit opens only then [31.4].
    const boxes = prompt.locator('input[type=checkbox]');
    const commit = prompt.getByTestId('commit');
    for (let i = 0; i < (await boxes.count()) && (await commit.isDisabled()); i++) await boxes.nth(i).check();
    await expect(commit.isDisabled()).resolves.toBe(false);
    await commit.click();
  } else {
    const choices = prompt.getByTestId('choice');
    await expect(choices.count()).resolves.toBeGreaterThan(0);
    for (const label of await choices.allInnerTexts()) expect(label).not.toBe('');
    await choices.first().click();
  }
  // The server took the answer: the match moved on from the position it started at.
  await page.waitForFunction((id) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-state-id') ?? -1) > id, before);
  await expect(page.getByTestId('action-error').count()).resolves.toBe(0);
  expect((await stateOf(matchId)).stateId).toBeGreaterThan(before);
  expect(errors).toEqual([]);
  await context.close();
});

test('Italy must build the infantry its conquest sends home: the construction prompt says why nothing else will do (29.33E), in Spanish too', async () => {
  // A seeded game at a construction segment, changed so that an Italian conquest is under way with no Active
  // infantry: one in the Reserve, tiles and markers to pay for it.
  const G = seededPosition((g) => g.pending?.kind === 'construction' && g.turn >= 2 && g.pending.seats.includes('1'), [1, 2, 3]);
  G.aggressions.push({ id: 'GRE', by: 'ITA', turn: G.turn - 1, state: 'conquering', completes: G.turn + 2, infantryLeft: 2 });
  const ita = G.powers.ITA;
  ita.reserve.infantry += ita.active.infantry + 1;
  ita.active.infantry = 0;
  ita.tiles += 8;
  for (const lng of ['en', 'es'] as const) {
    const { page, context, errors, matchId } = await openAt(G, 1, lng === 'es');
    const prompt = page.getByTestId('decision').getByTestId('construction');
    await prompt.waitFor();
    // Every order offered builds an infantry unit; "no construction" is listed as refused, with the rule.
    const options = await prompt.getByTestId('option').count();
    expect(options).toBeGreaterThan(0);
    const labels = await prompt.locator('label.gs-check').allInnerTexts();
    expect(labels.every((l) => (lng === 'en' ? /infantry/i : /infanter/i).test(l))).toBe(true);
    const refused = prompt.getByTestId('refused');
    await expect(refused.getAttribute('open')).resolves.not.toBeNull();
    const line = refused.locator('[data-testid=refused-line][data-ids~=nothing]');
    const said = await line.innerText();
    expect(said).toContain('29.33E');
    expect(said).toMatch(
      lng === 'en' ? /Italy must build an infantry unit to send to the Reserve/ : /Italia debe construir una unidad de infantería para enviarla a la Reserva/,
    );
    // The reason is the rules' coded refusal, worded by the catalogue in the page's language.
    expect(await line.getByTestId('why').getAttribute('data-code')).toBe('italyBuildsInfantry');
    // The order is given and taken by the server.
    const before = (await stateOf(matchId)).stateId;
    await prompt.getByTestId('commit').click();
    await page.waitForFunction((id) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-state-id') ?? -1) > id, before);
    // At the economic reveal (the bots answer at once) the unit is built and sent home: one transfer fewer to go.
    const transfersLeft = async () => (await stateOf(matchId)).G.aggressions.find((a) => a.id === 'GRE')?.infantryLeft;
    for (let i = 0; i < 200 && (await transfersLeft()) === 2; i++) await page.waitForTimeout(50);
    expect(await transfersLeft()).toBe(1);
    expect((await stateOf(matchId)).G.powers.ITA.active.infantry).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the research prompt lists the projects that cannot take a point now, each reason worded in Spanish', async () => {
  const G = seededPosition((g) => g.pending?.kind === 'research' && g.turn === 0 && g.pending.seats.includes('0'), [1]);
  const { page, context, errors } = await openAt(G, 0, true);
  const prompt = page.getByTestId('decision').getByTestId('research').first();
  await prompt.waitFor();
  const refused = prompt.getByTestId('refused');
  await refused.locator('summary').click();
  const lines = await refused.getByTestId('refused-line').allInnerTexts();
  expect(lines.length).toBeGreaterThan(0);
  // Before the Rhineland, the West Wall is barred (15.42A); atomic research waits for its event (15.42C).
  expect(lines.some((l) => l.includes('15.42A') && /Renania/.test(l))).toBe(true);
  expect(lines.some((l) => l.includes('15.42C') && /evento atómico/.test(l))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("Poland's fate under the pact: Germany conquers it or makes it a satellite, by clicking, in English and in Spanish (31.81)", async () => {
  // Seeded bot games steered to the Polish crisis with the pact on the table: Germany announces Poland whenever it
  // may, offers the pact, and the Allies answer without threats; the Soviet Union concedes as its bot would.
  const answer = (G: GState, seat: string, move: string, yes: boolean) => enumerate(G, seat).find((a) => a.move === move && a.args[1] === yes);
  const steer = (G: GState, seat: string): Action | undefined => {
    const kind = G.pending?.kind;
    if (kind === 'announce' && seat === G.seatOf.GER && legalAggressions(G, 'GER').includes('POL')) return { move: 'announce', args: ['GER', 'POL'] };
    if (kind === 'offerPact') return answer(G, seat, 'offerPact', true);
    if (kind === 'respond' || kind === 'ultimatum') return answer(G, seat, kind, false);
    return undefined;
  };
  const G = seededPosition((g) => g.pending?.kind === 'polandChoice', [1, 2, 3, 4], steer);
  expect(G.pact.status).toBe('signed');
  const seat = Number(G.seatOf.GER);
  for (const [lng, pick, label] of [
    ['en', 'conquer', 'Conquer Poland'],
    ['es', 'satellite', 'Hacer de Polonia un satélite'],
  ] as const) {
    const { page, context, errors, matchId } = await openAt(G, seat, lng === 'es');
    const prompt = page.getByTestId('decision').getByTestId('decide-polandChoice');
    await prompt.waitFor();
    // Both answers offered, worded; the one chosen is clicked by its words.
    const labels = await prompt.getByTestId('choice').allInnerTexts();
    expect(labels).toHaveLength(2);
    expect(labels.map((l) => l.trim())).toContain(label);
    const before = (await stateOf(matchId)).stateId;
    await prompt.getByTestId('choice').filter({ hasText: label }).click();
    await page.waitForFunction((id) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-state-id') ?? -1) > id, before);
    const after = (await stateOf(matchId)).G;
    if (pick === 'satellite') {
      // A satellite breaks the pact; Poland is Germany's satellite [31.81].
      expect(after.pact.status).toBe('broken');
      expect(after.countries.POL.control).toMatchObject({ by: 'GER', kind: 'satellite' });
    } else {
      // Conquered: the aggression succeeds and the pact holds.
      expect(after.pact.status).toBe('signed');
      expect(after.countries.POL.control?.kind).not.toBe('satellite');
      expect(after.aggressions.some((a) => a.id === 'POL' && a.by === 'GER')).toBe(true);
    }
    await expect(page.getByTestId('action-error').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }
});
