/**
 * @jest-environment node
 */
import fs from 'node:fs';
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
  MOMENT_TIMEZONE: string;
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
      { userOptions: { favicon?: string; template: string } } | undefined;
    expect(html?.userOptions.favicon).toBe(path.join(__dirname, '..', 'ui', 'CedarLogo', 'favicon.ico'));
    expect(fs.existsSync(html!.userOptions.favicon!)).toBe(true);
    expect(fs.readFileSync(html!.userOptions.template, 'utf8')).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="<%= require\('..\/ui\/CedarLogo\/cedar-logo.svg'\) %>"/,
    );
  });
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
});
