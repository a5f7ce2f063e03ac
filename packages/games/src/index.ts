import type { GameModule } from './common/module';
import { atlanticChase } from './atlantic-chase';
import { atlanticStorm } from './atlantic-storm';
import { kaisersPirates } from './kaisers-pirates';
import { gatheringStorm } from './gathering-storm';

export * from './common';

/** Every game Quarterdeck hosts, by slug. */
export const registry: Record<string, GameModule> = {};
registry['atlantic-storm'] = atlanticStorm;
registry['kaisers-pirates'] = kaisersPirates;
registry['atlantic-chase'] = atlanticChase;
registry['gathering-storm'] = gatheringStorm;

export function listGames(): GameModule[] {
  return Object.values(registry);
}
