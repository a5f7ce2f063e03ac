export * from './config';
export * from './server';
export { MatchHost } from './matches/host';
export { viewFor, visibleLog } from './matches/views';
