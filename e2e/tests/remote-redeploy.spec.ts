import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { pointRemoteAt } from '../support/registry.ts';
import { hostScriptPaths, publishRemoteVersion, serveRemoteVersion } from '../support/remote-versions.ts';
import { expectLearnerShell, pageHeading } from '../support/shell.ts';

test('a remote ships a new version by switching its registry entry, with no host rebuild', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner);
  await expectLearnerShell(page);
  // The learner's home page is the dashboard remote.
  const heading = pageHeading(page, /.+/);
  await expect(heading).toBeVisible();
  const title = (await heading.innerText()).trim();
  const hostBefore = await hostScriptPaths(page);
  expect(hostBefore.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-dashboard-version', /.*/);

  const v2 = publishRemoteVersion('dashboard', '2.0.0-e2e', { from: title, to: `${title} (2.0.0-e2e)` });
  await serveRemoteVersion(page, v2);
  const fromV2: string[] = [];
  const fromV1: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(v2.basePath)) fromV2.push(path);
    if (path.startsWith('/remotes/dashboard/')) fromV1.push(path);
  });

  const restore = pointRemoteAt('dashboard', v2.manifestPath);
  try {
    await page.reload();
    await expectLearnerShell(page);
    await expect(page.locator('html')).toHaveAttribute('data-dashboard-version', '2.0.0-e2e');
    await expect(pageHeading(page, `${title} (2.0.0-e2e)`)).toBeVisible();
    expect(fromV2).toContain(v2.manifestPath);
    expect(fromV1).toEqual([]);
    // The same host files, by content hash: nothing of the host was rebuilt or refetched anew.
    expect(await hostScriptPaths(page)).toEqual(hostBefore);
  } finally {
    restore();
  }

  // Rolling back is the same one-line change.
  fromV2.length = 0;
  await page.reload();
  await expect(pageHeading(page, title)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-dashboard-version', /.*/);
  expect(fromV2).toEqual([]);
});
