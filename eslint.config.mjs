// Lints the page (www/js), its tests (e2e) and the build and bench scripts: `npx eslint .`
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'pkg/', 'pkg-online/', 'pkg-expert/', 'target/', 'node_modules/', 'e2e/test-results/', 'e2e/playwright-report/'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'always'],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-shadow': 'error',
      'no-implicit-coercion': ['error', { allow: ['!!'] }],
      'no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { files: ['www/js/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['www/js/worker.js'], languageOptions: { globals: globals.worker } },
  // the build writes the list of files to cache in place of __FILES__
  { files: ['www/js/sw.js'], languageOptions: { globals: { ...globals.serviceworker, __FILES__: 'readonly' } } },
  { files: ['e2e/**/*.mjs', 'scripts/**/*.mjs', 'eslint.config.mjs'], languageOptions: { globals: globals.node } },
  // the engine benchmarks run code in a page, handing it their own values by the same names
  { files: ['scripts/bench.mjs', 'scripts/bench-ai.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } }, rules: { 'no-shadow': 'off' } },
  // page code run by the tests in the browser (page.evaluate and init scripts)
  { files: ['e2e/**/*.spec.mjs', 'e2e/**/*.online.mjs', 'e2e/helpers.mjs', 'e2e/journeys/*.mjs', 'e2e/online/journeys/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // the API cases' page, and the Chromium test that reads it (e2e/api)
  { files: ['e2e/api/page.mjs'], languageOptions: { globals: globals.browser } },
  { files: ['e2e/api/*.api.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // the online layer's bare test page
  { files: ['e2e/online/fixture/*.js'], languageOptions: { globals: globals.browser } },
];
