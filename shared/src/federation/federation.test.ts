/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

interface Federation {
  createFederatedConfig(options: {
    name: string;
    dir: string;
    port: number;
    isHost?: boolean;
  }): (env: unknown, argv: { mode: string }) => webpack.Configuration;
  sharedDependencies(dependencies: Record<string, string>): Record<string, Record<string, unknown>>;
  fluentPackages(): string[];
  MOMENT_TIMEZONE: string;
  ROUTER_EXPORTS: string;
  THEME_EXPORTS: string;
  GRIFFEL_EXPORTS: Record<string, string>;
}

// The factory is CommonJS, as webpack configs load it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('./webpack-config.cjs') as Federation;

const hostDir = path.join(__dirname, '..', '..', '..', 'host');

function hostConfig(mode: 'production' | 'development' = 'production'): webpack.Configuration {
  return federation.createFederatedConfig({ name: 'host', dir: hostDir, port: 3000, isHost: true })({}, { mode });
}

describe('createFederatedConfig', () => {
  it("leaves moment's locales out of every build", () => {
    const ignore = hostConfig().plugins?.find((plugin) => plugin instanceof webpack.IgnorePlugin);
    expect(ignore).toBeDefined();
    const { resourceRegExp, contextRegExp } = (ignore as webpack.IgnorePlugin).options as {
      resourceRegExp: RegExp;
      contextRegExp: RegExp;
    };
    expect(resourceRegExp.test('./locale')).toBe(true);
    expect(contextRegExp.test('/work/node_modules/moment')).toBe(true);
    expect(contextRegExp.test('/work/node_modules/moment-timezone')).toBe(false);
  });

  it("gives the host's page the Cedar logo as its icon, also at /favicon.ico", () => {
    const html = hostConfig().plugins?.find((plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin') as unknown as
      { userOptions: { favicon?: string; template: string; meta?: Record<string, string> } } | undefined;
    expect(html?.userOptions.meta?.description).toMatch(/^Cedar: the learner portal/);
    expect(html?.userOptions.favicon).toBe(path.join(__dirname, '..', 'ui', 'CedarLogo', 'favicon.ico'));
    expect(fs.existsSync(html!.userOptions.favicon!)).toBe(true);
    expect(fs.readFileSync(html!.userOptions.template, 'utf8')).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="<%= require\('..\/ui\/CedarLogo\/cedar-logo.svg'\) %>"/,
    );
  });

  it('builds the portal’s own styles into their CSS rules in production, and leaves them to the browser in development', async () => {
    const panelStyles = path.join(
      hostDir,
      '..',
      'mf-dashboard',
      'src',
      'components',
      'DashboardPanel',
      'DashboardPanel.styles.ts',
    );
    const build = async (mode: 'production' | 'development') => {
      const { module, resolve } = hostConfig(mode);
      const output = fs.mkdtempSync(path.join(os.tmpdir(), 'cedar-styles-'));
      const compiler = webpack({
        mode: 'development',
        devtool: false,
        context: hostDir,
        entry: panelStyles,
        output: { path: output, filename: 'styles.js' },
        // Only the style module itself is of interest; Griffel evaluates its imports on its own.
        externals: { '@fluentui/react-components': 'commonjs @fluentui/react-components' },
        module: { rules: module!.rules!.slice(0, 1) },
        resolve,
      });
      const stats = await new Promise<webpack.Stats>((done, fail) =>
        compiler.run((error, result) => (error ? fail(error) : done(result!))),
      );
      await new Promise((done) => compiler.close(done));
      expect(stats.toJson({ errors: true }).errors).toEqual([]);
      const code = fs.readFileSync(path.join(output, 'styles.js'), 'utf8');
      fs.rmSync(output, { recursive: true, force: true });
      return code;
    };
    const production = await build('production');
    expect(production).toMatch(/__styles\)\(/);
    expect(production).toContain('{gap:var(--spacingVerticalM);}');
    expect(production).not.toMatch(/makeStyles\)\(/);
    const development = await build('development');
    expect(development).toMatch(/makeStyles\)\(/);
  }, 60_000);
});

describe('sharedDependencies', () => {
  it('shares one moment-timezone build (the 10-year data) as a singleton', () => {
    const shared = federation.sharedDependencies({ 'moment-timezone': '^0.6.0' });
    expect(federation.MOMENT_TIMEZONE).toBe('moment-timezone/builds/moment-timezone-with-data-10-year-range');
    expect(shared[federation.MOMENT_TIMEZONE]).toEqual({ singleton: true });
  });

  it('keeps the session store, router and React single', () => {
    const shared = federation.sharedDependencies({ react: '^19.0.0' });
    for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', '@cedar/shared/auth']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares each Fluent package on its own, and never the icon set or the barrel, which are built whole', () => {
    const fluent = federation.fluentPackages();
    expect(fluent).toEqual(
      expect.arrayContaining(['@fluentui/react-button', '@fluentui/react-menu', '@fluentui/react-tabster', 'keyborg']),
    );
    expect(fluent).not.toContain('@fluentui/react-icons');
    // Built into @fluentui/react-tabster, its only importer, and tree-shaken there (ADR 0041).
    expect(fluent).not.toContain('tabster');
    expect(fluent).not.toContain('@fluentui/react-components');
    const shared = federation.sharedDependencies({});
    expect(shared['@fluentui/react-button']).toEqual({ singleton: true, requiredVersion: false });
  });

  it("shares the router as the exports the apps use, with the router package's version", () => {
    const shared = federation.sharedDependencies({ 'react-router-dom': '^7.0.0' });
    expect(shared['react-router-dom']).toMatchObject({ singleton: true, version: expect.stringMatching(/^7\./) });
    expect(shared['react-router']).toBeUndefined();
  });
});

describe('router-exports.ts', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const exported = new Set(
    [...fs.readFileSync(federation.ROUTER_EXPORTS, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('exports every name an app imports from react-router-dom (a missing one would be undefined at run time)', () => {
    const apps = ['shared', 'host', 'mf-dashboard', 'mf-media', 'mf-connect', 'mf-profile', 'mf-acp'];
    const missing: string[] = [];
    for (const file of apps.flatMap((app) => sources(path.join(root, app, 'src')))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, typeOnly, names] of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        if (typeOnly) continue;
        for (const raw of names!.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ') && !exported.has(name))
            missing.push(`${name} (${path.relative(root, file)})`);
        }
      }
      expect(text).not.toMatch(/import \* as \w+ from 'react-router-dom'/);
    }
    expect(missing).toEqual([]);
  });
});

describe('theme-exports.ts', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const exported = new Set(
    [...fs.readFileSync(federation.THEME_EXPORTS, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
  const THEME_NAMES = /\b(teams\w*Theme|web\w*Theme|create\w*Theme|themeToTokensObject|tokens|typographyStyles)\b/g;
  function files(dir: string, pattern: RegExp): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ['node_modules', 'dist', 'e2e'].includes(entry.name) ? [] : files(full, pattern);
      return pattern.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('exports every name a Fluent package imports from @fluentui/react-theme', () => {
    const fluent = path.join(root, 'node_modules', '@fluentui');
    const missing = new Set<string>();
    for (const pkg of fs.readdirSync(fluent)) {
      if (pkg === 'react-components' || pkg === 'react-theme') continue; // the barrel is not shared; see below
      for (const file of files(path.join(fluent, pkg, 'lib'), /\.js$/)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, names] of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+["']@fluentui\/react-theme["']/g))
          for (const raw of names!.split(',')) {
            const name = raw.trim().split(/\s+as\s+/)[0]!;
            if (name && !exported.has(name)) missing.add(`${name} (${pkg})`);
          }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('exports every theme name an app imports from Fluent', () => {
    const apps = ['shared', 'host', 'mf-dashboard', 'mf-media', 'mf-connect', 'mf-profile', 'mf-acp'];
    const missing: string[] = [];
    for (const file of apps.flatMap((app) => files(path.join(root, app, 'src'), /\.tsx?$/))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, typeOnly, names] of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@fluentui\/react-(?:components|theme)'/g,
      )) {
        if (typeOnly) continue;
        for (const raw of names!.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0]!;
          if (name.startsWith('type ')) continue;
          if (name.match(THEME_NAMES)?.[0] === name && !exported.has(name))
            missing.push(`${name} (${path.relative(root, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('griffel-core-exports.js and griffel-react-exports.js', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const exportsOf = (file: string) =>
    new Set(
      [...fs.readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    );
  const subsets = {
    '@griffel/core': exportsOf(federation.GRIFFEL_EXPORTS['@griffel/core']!),
    '@griffel/react': exportsOf(federation.GRIFFEL_EXPORTS['@griffel/react']!),
  };
  function scripts(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return scripts(full);
      return /\.js$/.test(entry.name) && !/\.raw\.js$/.test(entry.name) ? [full] : [];
    });
  }
  /** Names a file imports from Griffel and uses beyond the import (compiled styles keep unused ones). */
  function missingIn(file: string, label: string, missing: Set<string>): void {
    const text = fs.readFileSync(file, 'utf8');
    for (const [statement, names, source] of text.matchAll(
      /import\s+\{([^}]*)\}\s+from\s+["'](@griffel\/(?:core|react))["']/g,
    )) {
      const rest = text.replace(statement, '');
      for (const raw of names!.split(',')) {
        const [name, local = name] = raw
          .trim()
          .split(/\s+as\s+/)
          .map((part) => part.trim());
        if (!name || subsets[source as keyof typeof subsets].has(name)) continue;
        if (new RegExp(`\\b${local}\\b`).test(rest)) missing.add(`${name} from ${source} (${label})`);
      }
    }
  }

  it('exports every name a Fluent package uses of Griffel, and every name @griffel/react uses of the core', () => {
    const missing = new Set<string>();
    const fluent = path.join(root, 'node_modules', '@fluentui');
    for (const pkg of fs.readdirSync(fluent))
      for (const file of scripts(path.join(fluent, pkg, 'lib'))) missingIn(file, pkg, missing);
    // @griffel/react's modules behind the names its subset exports (not makeStyles and the like).
    const react = path.join(root, 'node_modules', '@griffel', 'react', 'src');
    const runtimeOnly = /^(makeStyles|makeResetStyles|makeStaticStyles|renderToStyleElements|index)\.js$/;
    for (const file of scripts(react))
      if (!runtimeOnly.test(path.basename(file))) missingIn(file, '@griffel/react', missing);
    expect([...missing]).toEqual([]);
  });

  it('leaves the runtime style functions out, and is used by production builds only', () => {
    for (const subset of Object.values(subsets))
      for (const name of ['makeStyles', 'makeResetStyles', 'makeStaticStyles']) expect(subset.has(name)).toBe(false);
    const alias = (mode: 'production' | 'development') => hostConfig(mode).resolve!.alias as Record<string, string>;
    expect(alias('production')['@griffel/core$']).toBe(federation.GRIFFEL_EXPORTS['@griffel/core']);
    expect(alias('production')['@griffel/react$']).toBe(federation.GRIFFEL_EXPORTS['@griffel/react']);
    expect(alias('development')['@griffel/core$']).toBeUndefined();
    // The subsets import the packages' own ES module builds, where this workspace installs them.
    for (const [name, file] of Object.entries(federation.GRIFFEL_EXPORTS)) {
      const target = /from '([^']+)'/.exec(fs.readFileSync(file, 'utf8'))![1]!;
      expect(path.resolve(path.dirname(file), target)).toBe(
        path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src', 'index.js'),
      );
    }
  });
});
