import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import type { Options as SwcOptions } from '@swc/core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The host and every remote (mf-*), as folders named relative to the repository root. */
const apps = [
  'host',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .sort(),
];

/**
 * One Storybook over the design system in @cedar/shared, the host and every remote.
 * A package without a src/ folder yet is left out: webpack's story context needs the
 * folder to exist, while an existing folder without stories simply adds none.
 */
const storyGlobs = [
  '../src/**/*.mdx',
  ...(existsSync(join(root, 'shared', 'src')) ? ['../../shared/src/**/*.stories.@(ts|tsx)'] : []),
  ...apps.filter((app) => existsSync(join(root, app, 'src'))).map((app) => `../../${app}/src/**/*.stories.tsx`),
];

const config: StorybookConfig & { swc?: (options: SwcOptions) => SwcOptions } = {
  stories: storyGlobs,
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The React 19 automatic runtime, as in the remotes' own swc-loader configuration.
  swc: (swcConfig: SwcOptions): SwcOptions => ({
    ...swcConfig,
    jsc: {
      ...swcConfig.jsc,
      parser: { syntax: 'typescript', tsx: true },
      transform: { ...swcConfig.jsc?.transform, react: { runtime: 'automatic' } },
    },
  }),
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Storybook's own vendor bundle trips webpack's size hints; the portal's budgets are
  // measured by the benchmark instead.
  //
  // A stylesheet a component asks for by URL (`new URL('plyr/dist/plyr.css', import.meta.url)`, put in a
  // <link> at run time) must stay a file, as in the remotes' own builds; Storybook's CSS rule would turn
  // it into a style-loader module and the link would load JavaScript.
  webpackFinal: (webpackConfig) => ({
    ...webpackConfig,
    performance: { hints: false },
    module: {
      ...webpackConfig.module,
      rules: (webpackConfig.module?.rules ?? []).map((rule) =>
        rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test('file.css')
          ? { ...rule, dependency: { not: ['url'] } }
          : rule,
      ),
    },
  }),
};

export default config;
