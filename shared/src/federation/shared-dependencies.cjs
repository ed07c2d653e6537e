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
  // The router of every app: react-router-dom, resolved to ./router-exports.ts (what the apps
  // use of it) by the webpack factory, with react-router inside it and not shared apart.
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
  // Built from ./theme-exports.ts (the names in use), not the package's every theme.
  '@fluentui/react-theme',
  '@fluentui/react-tabster',
  '@griffel/react',
  '@griffel/core',
  // Every Fluent component renders through this JSX runtime and React's scheduler is imported by
  // react-dom and Fluent's context selector alike: shared, one copy each instead of one inside
  // every Fluent package chunk and every app (about 24 KB minified per page, ADR 0041).
  '@fluentui/react-jsx-runtime/jsx-runtime',
  'scheduler',
  // One moment with one time-zone database (the 10-year build, a third of the full data) for
  // every app: it holds the loaded zones and the global locale, and is 31 KB gzip a copy.
  MOMENT_TIMEZONE,
];

/** The file react-router-dom resolves to in every app (see router-exports.ts). */
const ROUTER_EXPORTS = path.join(__dirname, 'router-exports.ts');

/** The file @fluentui/react-theme resolves to in every app (see theme-exports.ts). */
const THEME_EXPORTS = path.join(__dirname, 'theme-exports.ts');

/** The files Griffel's packages resolve to in every production build (see griffel-core-exports.js). */
const GRIFFEL_EXPORTS = {
  '@griffel/core': path.join(__dirname, 'griffel-core-exports.js'),
  '@griffel/react': path.join(__dirname, 'griffel-react-exports.js'),
};

/**
 * Not shared. The barrel and the icon set: shared, each app would load every icon. tabster: only
 * @fluentui/react-tabster (a singleton) imports it, so it is built into that one shared module
 * and tree-shaken to what Fluent calls there, instead of whole (ADR 0041); its focus state lives
 * on the window, one instance whatever builds it. @fluentui/tokens: plain data, imported only by
 * @fluentui/react-theme, which is shared as ./theme-exports.ts (the names Fluent and the portal
 * use), so the themes nobody shows are not built (ADR 0041). @fluentui/keyboard-keys: constants
 * only; shared, it is built whole (4.9 KiB gzip on the landing page), while each package that
 * imports it needs a few names (ADR 0045).
 */
const NOT_SHARED = new Set([
  '@fluentui/react-components',
  '@fluentui/react-icons',
  'tabster',
  '@fluentui/tokens',
  '@fluentui/keyboard-keys',
]);

/**
 * Every Fluent v9 package @fluentui/react-components is made of (and the positioning and focus
 * libraries they use), found from the installed packages: each is shared on its own, so a page
 * whose remotes all show buttons, menus or dialogs runs one copy of each (duplicated copies cost
 * up to 300 KB minified per page when only the provider was shared). The barrel itself is not
 * shared: a shared module is built whole, and each app imports the few components it uses.
 */
function fluentPackages() {
  const found = new Set();
  const queue = ['@fluentui/react-components'];
  while (queue.length > 0) {
    const name = queue.pop();
    let manifest;
    try {
      manifest = require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
    } catch {
      continue; // not installed, or its package.json is not exported: left to each app
    }
    for (const dependency of Object.keys(manifest.dependencies || {})) {
      if (!/^(@fluentui\/|@floating-ui\/|@griffel\/|keyborg$|tabster$)/.test(dependency)) continue;
      if (found.has(dependency) || NOT_SHARED.has(dependency)) continue;
      found.add(dependency);
      queue.push(dependency);
    }
  }
  return [...found].sort();
}

/**
 * @cedar/shared subpaths shared at run time (testing never runs in the browser). ui/core: the
 * providers, theme and logo a signed-out page needs, and the queues behind them (ADR 0045). Federation is
 * one runtime for the whole portal: one registry read, one record of failed remotes, and the
 * host's federation instance loading every page and widget. Telemetry: one queue of reports.
 * Not contract: it is stateless, and a shared module is built whole, so sharing it shipped
 * every TypeBox schema and TypeBox itself to the first page while the apps only call pathFor;
 * each app bundles what it uses instead. Not domain either, for the same reason: pure rules
 * (their only module state is formatter caches), 45 KB minified whole on the first page, of
 * which each app calls a few (ADR 0042).
 */
const CEDAR_SUBPATHS = ['ui', 'ui/core', 'auth', 'api', 'federation', 'telemetry'];

/** The installed version of a package: what a shared entry resolved to a subset file provides. */
function versionOf(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;
}

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
  for (const request of [...new Set([...SINGLETON_MODULES, ...fluentPackages()])]) {
    const direct = packageNameOf(request) in dependencies;
    shared[request] = direct ? { singleton: true } : { singleton: true, requiredVersion: false };
  }
  // Resolved to router-exports.ts, whose own package.json is @cedar/shared's: the version it
  // provides is the router's.
  shared['react-router-dom'] = { ...shared['react-router-dom'], version: versionOf('react-router-dom') };
  // Resolved to theme-exports.ts likewise: it provides the theme package's version.
  shared['@fluentui/react-theme'] = { ...shared['@fluentui/react-theme'], version: versionOf('@fluentui/react-theme') };
  // And Griffel's packages, resolved to their subsets in production builds.
  for (const name of Object.keys(GRIFFEL_EXPORTS)) shared[name] = { ...shared[name], version: versionOf(name) };
  for (const subpath of CEDAR_SUBPATHS) {
    shared[`@cedar/shared/${subpath}`] = {
      singleton: true,
      version: sharedPackageJson.version,
      requiredVersion: `^${sharedPackageJson.version}`,
    };
  }
  return shared;
}

module.exports = {
  SINGLETON_MODULES,
  CEDAR_SUBPATHS,
  MOMENT_TIMEZONE,
  ROUTER_EXPORTS,
  THEME_EXPORTS,
  GRIFFEL_EXPORTS,
  fluentPackages,
  sharedDependencies,
};
