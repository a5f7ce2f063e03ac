// One jest run over every package. TypeScript is transpiled by SWC; types are checked separately by tsc.
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
// jest.setTimeout in a setup file: a project-level testTimeout is not applied by jest 30 with projects.
const setupFilesAfterEnv = [require('node:path').join(__dirname, 'jest.setup.js')];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'games',
      rootDir: 'packages/games',
      testEnvironment: 'node',
      transform,
      setupFilesAfterEnv,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'sdk',
      rootDir: 'packages/sdk',
      testEnvironment: 'node',
      transform,
      setupFilesAfterEnv,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: 'packages/server',
      testEnvironment: 'node',
      transform,
      setupFilesAfterEnv,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'bench',
      rootDir: 'packages/bench',
      testEnvironment: 'node',
      transform,
      setupFilesAfterEnv,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // Browser tests: playwright-core driving Debian's chromium against a real server.
      displayName: 'e2e',
      rootDir: 'packages/client',
      testEnvironment: 'node',
      transform,
      setupFilesAfterEnv,
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
    },
  ],
};
