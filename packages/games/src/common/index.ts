export * from './data';
export * from './illegal';
export * from './module';
export * from './random';
export * from './playout';
