// One jest run over every package. TypeScript is transpiled by SWC; types are checked separately by tsc.
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'games',
      rootDir: 'packages/games',
      testEnvironment: 'node',
      transform,
      testTimeout: 120_000,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'sdk',
      rootDir: 'packages/sdk',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: 'packages/server',
      testEnvironment: 'node',
      transform,
      // Real servers and databases on a 2-core CI machine: generous per-test limits (no timing assertions).
      testTimeout: 60_000,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      // Browser tests: playwright-core driving Debian's chromium against a real server.
      displayName: 'e2e',
      rootDir: 'packages/client',
      testEnvironment: 'node',
      transform,
      testTimeout: 120_000,
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
    },
  ],
};
