/**
 * What the lobby's room form knows about particular games beyond their options schema: sensible
 * defaults, options that fix the player count, options that only matter in some modes. Small and eager
 * (the boards themselves load on demand). The options' words are in each game's catalogue
 * (src/i18n/locales/<lng>/<slug>.json, `options.<key>`), not here.
 */
type Options = Record<string, unknown>;

interface LobbyHints {
  defaultPlayers?: number;
  /** Keep options and player count consistent after either changed. */
  reconcile?(options: Options, numPlayers: number, changed: 'options' | 'players'): { options: Options; numPlayers: number };
  /** Hide a top-level option (irrelevant in this configuration, or set by the platform). */
  hidden?(key: string, options: Options): boolean;
  /** Catalogue keys (the game's namespace) of what a seat plays, for lists of matches ("Alice (Germany)"). */
  seatRoles?(numPlayers: number, seat: number): string[];
}

/** Gathering Storm's seatings [2.21] (the game's SEATINGS, kept here so the lobby need not load its data; e2e/gathering-storm.test.ts checks they agree). */
export const GS_SEATINGS: Record<number, string[][]> = {
  2: [
    ['GER', 'ITA'],
    ['GBR', 'FRA', 'USSR'],
  ],
  3: [['GER', 'ITA'], ['GBR', 'FRA'], ['USSR']],
  4: [['GER'], ['ITA'], ['GBR', 'FRA'], ['USSR']],
  5: [['GER'], ['ITA'], ['GBR'], ['FRA'], ['USSR']],
};

export const lobbyHints: Record<string, LobbyHints> = {
  'gathering-storm': {
    seatRoles: (n, seat) => (GS_SEATINGS[n]?.[seat] ?? []).map((p) => `power.${p}`),
  },
  'atlantic-chase': {
    // One seat plays solitaire or both sides (p.1); two seats play each other.
    reconcile(options, n, changed) {
      const mode = options.mode as string | undefined;
      if (changed === 'options') {
        if (mode === 'SOLO' || mode === 'HOTSEAT') return { options, numPlayers: 1 };
        if (mode === 'TWO_PLAYER') return { options, numPlayers: 2 };
        return { options, numPlayers: n };
      }
      if (n === 2 && mode && mode !== 'TWO_PLAYER') return { options: { ...options, mode: 'TWO_PLAYER' }, numPlayers: n };
      if (n === 1 && mode === 'TWO_PLAYER') return { options: { ...options, mode: 'HOTSEAT' }, numPlayers: n };
      return { options, numPlayers: n };
    },
  },
  'atlantic-storm': {
    defaultPlayers: 3,
    reconcile(options, n, changed) {
      const mode = String(options.mode ?? 'basic');
      // The advanced rules are on by default in advanced mode (§14) and refused in the others.
      const flags = ['convoySelection', 'discardHand', 'divideSpoils'];
      if (mode === 'advanced' && flags.some((f) => options[f] === undefined))
        options = { ...options, ...Object.fromEntries(flags.map((f) => [f, options[f] ?? true])) };
      if (mode !== 'advanced' && flags.some((f) => f in options)) options = Object.fromEntries(Object.entries(options).filter(([k]) => !flags.includes(k)));
      if (changed === 'options') {
        if (mode === 'solitaire') return { options, numPlayers: 1 };
        if (mode === 'twoPlayer') return { options, numPlayers: 2 };
        return { options, numPlayers: n < 3 ? 3 : n };
      }
      if (n === 1) return this.reconcile!({ ...options, mode: 'solitaire' }, n, 'options');
      if (n === 2) return this.reconcile!({ ...options, mode: 'twoPlayer' }, n, 'options');
      if (mode === 'solitaire' || mode === 'twoPlayer') return this.reconcile!({ ...options, mode: 'basic' }, n, 'options');
      return { options, numPlayers: n };
    },
    hidden(key, options) {
      if (key === 'dealer') return true; // the cut of §3 decides; campaigns set the dealer themselves
      if (key === 'soloSide') return options.mode !== 'solitaire';
      if (key === 'convoySelection' || key === 'discardHand' || key === 'divideSpoils') return options.mode !== 'advanced';
      return false;
    },
  },
  'kaisers-pirates': {
    defaultPlayers: 2,
    reconcile(options, n) {
      kpPlayers = n;
      // Options that only exist with some player counts [4.0, 5.0, 6.5.3] are dropped with the others.
      const drop = new Set<string>();
      if (n !== 4) drop.add('teams').add('beyond1914NoBreakout');
      if (n !== 1) drop.add('solitaireRemove').add('ghostPolicy');
      let o = Object.fromEntries(Object.entries(options).filter(([k]) => !drop.has(k)));
      if (n !== 1 && o.firstPlayer === 'liveChooses') o = { ...o, firstPlayer: 'd10' };
      return { options: o, numPlayers: n };
    },
    hidden(key) {
      // The form asks hidden() with the options only: the player count is the one reconcile() last saw.
      if (key === 'teams' || key === 'beyond1914NoBreakout') return kpPlayers !== 4;
      if (key === 'solitaireRemove' || key === 'ghostPolicy') return kpPlayers !== 1;
      return false;
    },
  },
};

/** The Kaiser's Pirates' player count in the room form, as its reconcile() last saw it (see hidden()). */
let kpPlayers = 2;
