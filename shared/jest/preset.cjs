'use strict';
/**
 * The Jest preset of every front-end package: @swc/jest, jsdom with the fetch and stream
 * globals MSW needs (jest-fixed-jsdom), jest-dom matchers and an MSW server per test file.
 * A package's jest.config.cjs spreads it: `module.exports = { ...require('../shared/jest/preset.cjs') }`.
 */

const path = require('node:path');

// Packages published only as ES modules: Jest's module system needs them compiled to CommonJS.
const ESM_ONLY = [
  'until-async',
  'rettime',
  '@open-draft',
  'headers-polyfill',
  'jwt-decode',
  'quill',
  'parchment',
  'lodash-es',
  'web-vitals',
];

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swcOptions] },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
  // Above setup-tests' 10 s for findBy/waitFor, so a slow wait fails as a wait, not a timeout.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  clearMocks: true,
  restoreMocks: true,
};
