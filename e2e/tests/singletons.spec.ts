import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectLearnerShell, expectPath, navEntry, pageHeading } from '../support/shell.ts';

/**
 * React DOM announces each copy of itself to the React DevTools hook when it loads. A stand-in
 * hook, installed before any script runs, counts those announcements.
 */
function installRendererCounter(): void {
  const renderers = new Map<number, { rendererPackageName?: string; version?: string }>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { rendererPackageName?: string; version?: string }) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

interface ShareEntry {
  loaded?: boolean;
  lib?: unknown;
  from?: string;
}

/** Per shared package: the versions (and providers) of it that actually ran. */
async function loadedShares(page: import('@playwright/test').Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            const key = `${version} from ${entry.from ?? '?'}`;
            result[name] = [...new Set([...(result[name] ?? []), key])];
          }
        }
      }
    }
    return result;
  });
}

test('one React, one React DOM and one Griffel engine run across host and remotes', async ({ page }) => {
  await page.addInitScript(installRendererCounter);
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  await expect(pageHeading(page, /.+/)).toBeVisible();
  // Load every remote of the learner shell into the one page.
  for (const [tab, path] of [
    ['Watch', '/watch'],
    ['Connect', '/connect'],
  ] as const) {
    await navEntry(page, tab).click();
    await expectPath(page, path);
    await expect(pageHeading(page, /.+/)).toBeVisible();
  }
  await page.goto(`/profile/${ACCOUNTS.learner}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const renderers = await page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            renderers: Map<number, { rendererPackageName?: string; version?: string }>;
          };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map((renderer) => `${renderer.rendererPackageName}@${renderer.version}`),
  );
  expect(renderers, 'React DOM copies that registered a renderer').toHaveLength(1);

  const shares = await loadedShares(page);
  for (const name of [
    'react',
    'react-dom',
    '@griffel/core',
    '@griffel/react',
    '@fluentui/react-provider',
    '@cedar/shared/auth',
  ]) {
    expect(shares[name], `copies of ${name} loaded through the share scope`).toHaveLength(1);
  }

  // Griffel writes one <style> element per bucket, priority and media query; a second engine
  // would write its own set.
  const buckets = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-make-styles-bucket]')].map((style) =>
      ['data-make-styles-bucket', 'data-priority', 'media'].map((name) => style.getAttribute(name) ?? '').join(' '),
    ),
  );
  expect(buckets.length).toBeGreaterThan(0);
  expect(buckets).toEqual([...new Set(buckets)]);
});
