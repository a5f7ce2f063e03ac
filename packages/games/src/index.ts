import type { GameModule } from './common/module';

export * from './common';

/** Every game Quarterdeck hosts, by slug. */
export const registry: Record<string, GameModule> = {};

export function listGames(): GameModule[] {
  return Object.values(registry);
}
