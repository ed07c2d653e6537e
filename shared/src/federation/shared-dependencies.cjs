'use strict';
/**
 * The one shared-dependency list of the portal, used by the host and every remote.
 * Why each entry is here, and what was measured before choosing it, is recorded in
 * docs/decisions/0001-federation.md.
 */

const path = require('node:path');

const sharedPackageJson = require(path.join(__dirname, '..', '..', 'package.json'));

/** The moment-timezone build every app imports (`import moment from '<this>'`). */
const MOMENT_TIMEZONE = 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

/** Modules that hold React state, context or a registry: exactly one copy may run. */
const SINGLETON_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'react-router-dom',
  'zustand',
  'zustand/middleware',
  'swr',
  // SWRConfig's context and the cache live here; swr/infinite and swr/mutation import it.
  'swr/_internal',
  'swr/infinite',
  'swr/mutation',
  // Fluent v9: the provider, its contexts, the theme tokens, the focus manager and Griffel,
  // so every remote renders into the host's FluentProvider with one style renderer.
  '@fluentui/react-provider',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-theme',
  '@fluentui/tokens',
  '@fluentui/react-tabster',
  'tabster',
  '@griffel/react',
  '@griffel/core',
  // One moment with one time-zone database (the 10-year build, a third of the full data) for
  // every app: it holds the loaded zones and the global locale, and is 31 KB gzip a copy.
  MOMENT_TIMEZONE,
];

/**
 * @cedar/shared subpaths shared at run time (testing never runs in the browser). Federation is
 * one runtime for the whole portal: one registry read, one record of failed remotes, and the
 * host's federation instance loading every page and widget.
 * Not contract: it is stateless, and a shared module is built whole, so sharing it shipped
 * every TypeBox schema and TypeBox itself to the first page while the apps only call pathFor;
 * each app bundles what it uses instead.
 */
const CEDAR_SUBPATHS = ['ui', 'auth', 'api', 'domain', 'federation'];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The `shared` option of ModuleFederationPlugin: every entry is a non-eager singleton.
 * Packages the consuming app depends on directly keep the range of its package.json, so an
 * incompatible copy is reported at run time; transitive ones (Griffel, tabster) do not check.
 */
function sharedDependencies(dependencies = {}) {
  const shared = {};
  for (const request of SINGLETON_MODULES) {
    const direct = packageNameOf(request) in dependencies;
    shared[request] = direct ? { singleton: true } : { singleton: true, requiredVersion: false };
  }
  for (const subpath of CEDAR_SUBPATHS) {
    shared[`@cedar/shared/${subpath}`] = {
      singleton: true,
      version: sharedPackageJson.version,
      requiredVersion: `^${sharedPackageJson.version}`,
    };
  }
  return shared;
}

module.exports = { SINGLETON_MODULES, CEDAR_SUBPATHS, MOMENT_TIMEZONE, sharedDependencies };
