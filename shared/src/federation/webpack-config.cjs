'use strict';
/**
 * Webpack configuration of the host and every remote: one factory, so the portal's apps
 * build, share and serve the same way (docs/decisions/0001-federation.md).
 */

const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const {
  sharedDependencies,
  SINGLETON_MODULES,
  CEDAR_SUBPATHS,
  MOMENT_TIMEZONE,
  ROUTER_EXPORTS,
  THEME_EXPORTS,
  GRIFFEL_EXPORTS,
  fluentPackages,
} = require('./shared-dependencies.cjs');

/** Where the portal server runs in development; the dev servers proxy to it. */
// 127.0.0.1, not localhost: Node resolves localhost to ::1 first and the server may listen on IPv4 only.
const PORTAL_URL = process.env.CEDAR_PORTAL_URL || 'http://127.0.0.1:8080';

/** Paths the portal server answers; the dev servers forward them so an app runs against the API. */
const PROXIED_PATHS = ['/api', '/oidc', '/portal-config.json', '/remotes.json', '/remotes/', '/files'];

/**
 * The federation runtime's packages, each resolved to its ES module build. The host's own runtime
 * imports them as ES modules while the plugin that hands the runtime to the remotes requires
 * them, which bundled runtime-core, its SDK and error codes twice into the host's main chunk
 * (about 85 KB minified); one build serves both (ADR 0042).
 */
function federationRuntimeAliases() {
  const aliases = {};
  const names = [
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ];
  for (const name of names) {
    const required = require.resolve(name, { paths: [__dirname] });
    aliases[`${name}$`] = required.replace(/index\.cjs$/, name.endsWith('error-codes') ? 'index.mjs' : 'index.js');
  }
  return aliases;
}

/**
 * The portal's own code: TypeScript through swc. In production its makeStyles, makeResetStyles
 * and makeStaticStyles calls are first turned into the CSS rules they resolve to
 * (@griffel/webpack-loader), as Fluent's own packages ship: the browser inserts ready rules
 * instead of expanding shorthands, prefixing and hashing every style object on first render
 * (ADR 0050).
 */
function swcRule(isProduction) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
    },
  };
  const griffel = {
    loader: '@griffel/webpack-loader',
    options: {
      // Modules a style imports (tokens, shared constants) are evaluated in Node: TypeScript
      // ones are compiled for that, and packages resolve to their own builds, not the apps'
      // aliases to their shared subsets.
      babelOptions: { presets: [[require.resolve('@babel/preset-typescript'), { isTSX: true, allExtensions: true }]] },
      inheritResolveOptions: ['modules'],
    },
  };
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last to first: swc compiles the TypeScript, Griffel transforms its output.
    use: isProduction ? [griffel, swc] : [swc],
  };
}

/**
 * Entry chunks are named by content hash. The federation runtime asks for the entry's file name
 * before hashes exist, only to learn its folder depth: it gets the unhashed name then.
 */
function hashedEntryFilename(pathData) {
  const hashed = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Builds the webpack configuration of one app.
 * @param {object} options
 * @param {string} options.name federation name: 'host', 'dashboard', 'media', ...
 * @param {string} options.dir the package directory (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes] exposed module -> file, remotes only
 * @param {number} options.port dev-server port
 * @param {boolean} [options.isHost] the host: served at /, no exposes, runtime-registered remotes
 * @param {string[]} [options.runtimePlugins] federation runtime plugin files
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFederatedConfig({ name, dir, exposes = {}, port, isHost = false, runtimePlugins = [] }) {
  const packageJson = require(path.join(dir, 'package.json'));

  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProduction = mode === 'production';
    const isServe = Boolean(process.env.WEBPACK_SERVE);
    // A remote's own page exists only in standalone dev mode; in the portal the host mounts it.
    const withPage = isHost || isServe;

    return {
      mode,
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? hashedEntryFilename : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `cedar_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // Only what the apps use of the router is built and shared (router-exports.ts).
        // Likewise the themes: only the names Fluent and the apps use (theme-exports.ts).
        alias: {
          'react-router-dom$': ROUTER_EXPORTS,
          '@fluentui/react-theme$': THEME_EXPORTS,
          // Every style is compiled in production (swcRule): Griffel's runtime style resolution
          // is left out of its shared modules there (griffel-core-exports.js).
          ...(isProduction
            ? Object.fromEntries(Object.entries(GRIFFEL_EXPORTS).map(([name, file]) => [`${name}$`, file]))
            : {}),
          ...federationRuntimeAliases(),
        },
      },
      module: {
        rules: [
          swcRule(isProduction),
          // The contract and domain of @cedar/shared only declare things (schemas, rules): an app
          // that imports pathFor from the contract must not get every TypeBox schema with it.
          { test: /[\\/]shared[\\/]src[\\/](contract|domain)[\\/]/, sideEffects: false },
          { test: /\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // NODE_ENV is defined below with the product name, in one place.
        nodeEnv: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          'process.env.PRODUCT_NAME': JSON.stringify(process.env.PRODUCT_NAME || 'Cedar'),
          // The version telemetry reports for this build: the same one its mf-manifest.json states.
          'process.env.CEDAR_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION || packageJson.version),
        }),
        // moment loads its locales through a dynamic require('./locale/' + name), which would
        // bundle all of them (about 200 KB); the portal formats dates in English only.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new ModuleFederationPlugin({
          name,
          // The federation runtime cannot hash this name: serve it (and mf-manifest.json) with no-cache.
          filename: 'remoteEntry.js',
          exposes: isHost ? {} : exposes,
          remotes: {},
          shared: sharedDependencies(packageJson.dependencies),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // The host ships the federation runtime once; built remotes use it instead of a copy
          // each (about 25 KB gzip per remote entry). A remote's standalone dev page has no
          // host, so it keeps its own.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isServe }),
            // The portal runs in browsers only: the runtime's Node.js script loading is left out.
            optimization: { target: 'web' },
          },
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                chunks: ['main'],
                // Absolute script URLs, so deep links such as /media/abc find the bundle.
                publicPath: '/',
                title: process.env.PRODUCT_NAME || 'Cedar',
                // What search results and link previews show of the portal (Lighthouse SEO).
                meta: {
                  description: `${process.env.PRODUCT_NAME || 'Cedar'}: the learner portal of your coding academy. Your courses, classes and events, recorded sessions, study sessions and support in one place.`,
                },
                // The Cedar logo, emitted as /favicon.ico: browsers and tools that ask for it at the
                // root find it (a 404 there is a console error). The template adds the vector one.
                favicon: path.join(__dirname, '..', 'ui', 'CedarLogo', 'favicon.ico'),
              }),
            ]
          : []),
        // The dev servers compress on the fly; a production build ships .br and .gz beside each file.
        ...(isProduction && !isServe ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        proxy: [{ context: PROXIED_PATHS, target: PORTAL_URL, changeOrigin: false }],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createFederatedConfig,
  sharedDependencies,
  SINGLETON_MODULES,
  CEDAR_SUBPATHS,
  MOMENT_TIMEZONE,
  ROUTER_EXPORTS,
  THEME_EXPORTS,
  GRIFFEL_EXPORTS,
  fluentPackages,
  PORTAL_URL,
};
