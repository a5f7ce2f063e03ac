/**
 * What the lobby's room form knows about particular games beyond their options schema: sensible
 * defaults, options that fix the player count, options that only matter in some modes, and friendlier
 * labels. Small and eager (the boards themselves load on demand).
 */
type Options = Record<string, unknown>;

export interface LobbyHints {
  defaultPlayers?: number;
  /** Keep options and player count consistent after either changed. */
  reconcile?(options: Options, numPlayers: number, changed: 'options' | 'players'): { options: Options; numPlayers: number };
  /** Hide a top-level option (irrelevant in this configuration, or set by the platform). */
  hidden?(key: string, options: Options): boolean;
  labels?: Record<string, string>;
  choiceLabels?: Record<string, Record<string, string>>;
  hints?: Record<string, string>;
}

export const lobbyHints: Record<string, LobbyHints> = {
  'atlantic-storm': {
    defaultPlayers: 3,
    reconcile(options, n, changed) {
      const mode = String(options.mode ?? 'basic');
      // The advanced rules are on by default in advanced mode (§14) and refused in the others.
      const flags = ['convoySelection', 'discardHand', 'divideSpoils'];
      if (mode === 'advanced' && flags.some((f) => options[f] === undefined)) options = { ...options, ...Object.fromEntries(flags.map((f) => [f, options[f] ?? true])) };
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
    labels: { mode: 'Rules', soloSide: 'Your side', convoySelection: 'Convoy selection (§14)', discardHand: 'Discard the whole hand (§14)', divideSpoils: 'Divide the spoils (§14)' },
    choiceLabels: {
      mode: { basic: 'Basic', twoPlayer: '2 players', advanced: 'Advanced', solitaire: 'Solitaire' },
      soloSide: { allied: 'Allied', german: 'German' },
    },
    hints: {
      mode: 'Basic and advanced: 3–6 players · two-player version: 2 · solitaire: 1 against the automaton.',
    },
  },
};
