export * from './protocol';
export * from './client';
export * from './patch';
