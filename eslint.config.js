// Lint for the whole repository: `npm run lint` (ESLint, then Prettier's check).
// Architecture boundaries are lint rules so they need no memory (CONVENTIONS.md §1):
// a remote never imports another remote, the host never imports remote source, a feature
// never reaches into another feature, and shared/ never imports an app; page paths come from
// pagePath() in @cedar/shared/contract, never from a literal.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const boundaries = require('eslint-plugin-boundaries');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const globals = require('globals');
const noPagePathLiterals = require('./scripts/eslint/no-page-path-literals.cjs');

const SOURCE = ['**/*.{ts,tsx,js,jsx,mjs,cjs}'];
const APP_PACKAGES = ['@cedar/host', '@cedar/host/**', '@cedar/mf-*', '@cedar/mf-*/**'];
// moment comes through @cedar/shared/dates only (docs/decisions/0001-federation.md).
const MOMENT_PACKAGES = ['moment', 'moment/**', 'moment-timezone', 'moment-timezone/**'];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: SOURCE,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // CommonJS: webpack and Jest configs, the federation factory.
    files: ['**/*.cjs', '**/webpack.config.js', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/jest/**', '**/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['host/src/**', 'mf-*/src/**', 'shared/src/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'] } },
      // First match wins: the most specific element comes first.
      'boundaries/elements': [
        { type: 'feature', pattern: 'mf-*/src/features/*', capture: ['remote', 'feature'] },
        { type: 'remote', pattern: 'mf-*', capture: ['remote'] },
        { type: 'host', pattern: 'host' },
        { type: 'shared', pattern: 'shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // A remote uses its own code and @cedar/shared; other remotes only through federation.
              from: { element: { types: { anyOf: ['remote', 'feature'] } } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['remote', 'feature'] },
                    captured: { remote: '!{{ from.captured.remote }}' },
                  },
                },
              },
              message: 'A remote never imports another remote: load it through federation.',
            },
            {
              from: { element: { types: { anyOf: ['remote', 'feature'] } } },
              disallow: { to: { element: { type: 'host' } } },
              message: 'A remote never imports the host: what both need lives in @cedar/shared.',
            },
            {
              from: { element: { type: 'host' } },
              disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] } } } },
              message: 'The host loads remotes through federation (loadRemote), never their source.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['remote', 'feature', 'host'] } } } },
              message: '@cedar/shared never imports an app.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { remote: '{{ from.captured.remote }}', feature: '!{{ from.captured.feature }}' },
                  },
                },
              },
              message:
                "A feature never imports another feature's internals: share through @cedar/shared or src/routes.",
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APP_PACKAGES,
              message: 'Apps never import each other: remotes are loaded through federation.',
            },
            {
              group: MOMENT_PACKAGES,
              message: "Import moment from '@cedar/shared/dates': one moment, one time-zone database.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one moment wrapper: the only file that names the shared moment build.
    files: ['shared/src/dates/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APP_PACKAGES, message: '@cedar/shared never imports an app.' }] },
      ],
    },
  },
  {
    // Rules and the contract run in the browser, the API and the benchmarks alike: no React,
    // no UI, no client state, no date library (they take zone data from the caller).
    files: ['shared/src/domain/**', 'shared/src/contract/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APP_PACKAGES, message: '@cedar/shared never imports an app.' },
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-router*',
                '@fluentui/*',
                'swr',
                'swr/*',
                'zustand',
                'zustand/*',
                '@cedar/shared/ui',
                '@cedar/shared/auth',
                '@cedar/shared/api',
                '@cedar/shared/federation',
                ...MOMENT_PACKAGES,
              ],
              message: 'shared/domain and shared/contract stay free of React, UI, client state and dates.',
            },
          ],
        },
      ],
    },
  },
  {
    // The journeys and benchmarks drive the built portal and the API as a user or client would:
    // they may read the shared contract and rules, never an app's source.
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/host/src/**',
                '**/mf-*/src/**',
                '**/api/src/**',
                ...APP_PACKAGES,
                '@cedar/api',
                '@cedar/api/**',
              ],
              message: 'e2e and the benchmarks import no app source: only @cedar/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page path is written once, in the pages contract. Tests, stories and test support keep
    // literal URLs: they state what a user sees, as the e2e journeys (not linted here) do.
    files: ['host/src/**', 'mf-*/src/**', 'shared/src/**'],
    ignores: [
      'shared/src/contract/**',
      'shared/src/testing/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/test-support/**',
    ],
    plugins: { 'cedar-pages': { rules: { 'no-page-path-literals': noPagePathLiterals } } },
    rules: { 'cedar-pages/no-page-path-literals': 'error' },
  },
  {
    // No import cycles anywhere: a layer that needs something of another layer's gets it from
    // below. Resolved as Node and webpack resolve (package exports, explicit extensions).
    files: ['host/src/**', 'mf-*/src/**', 'shared/src/**', 'api/src/**', 'e2e/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files (CONVENTIONS.md §8): a source file over 300 lines is split by what it does.
    files: ['host/src/**', 'mf-*/src/**', 'shared/src/**', 'api/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test-support/**', 'shared/src/testing/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
