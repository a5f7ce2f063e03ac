// Lint for every package (run by `npm run lint`, part of `npm test`). Type-aware where it matters: promises
// must be awaited or explicitly voided; type-only imports are marked as such; packages import each other only
// through their declared entry points (the `exports` maps), never another package's source paths.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'bench/results/**',
      '.tools/**',
      'test-results/**',
      'data/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['packages/client/vite.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Plain JSON state and wire data are typed at their boundaries (zod); `any` stays allowed inside.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@quarterdeck/*/src', '@quarterdeck/*/src/*'],
              message: 'Import another package through its entry points (its package.json "exports"), not its source files.',
            },
            {
              group: ['**/games/src/**', '**/server/src/**', '**/sdk/src/**', '**/bench/src/**', '**/client/src/**'],
              message: 'Import another package through its entry points, not a relative path into it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client's components: hooks called unconditionally, effects listing what they read.
    files: ['packages/client/src/**/*.tsx', 'packages/client/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
