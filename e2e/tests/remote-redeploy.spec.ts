import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { pointRemoteAt } from '../support/registry.ts';
import { cdnRoot, hostScriptPaths, manifestUrl, publishRemoteVersion } from '../support/remote-versions.ts';
import { expectLearnerShell, pageHeading } from '../support/shell.ts';
import { startStaticServer, type StaticServer } from '../support/static-server.ts';

let cdn: StaticServer;

test.beforeAll(async () => {
  // The second version lives on another origin, as on a CDN: a plain static server with CORS
  // headers on its own loopback port, nothing of the portal in front of it.
  cdn = await startStaticServer(cdnRoot());
});

test.afterAll(async () => {
  await cdn?.close();
});

test('a remote ships a new version on another origin by switching its registry entry, with no host rebuild', async ({
  page,
}) => {
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
  const v2Manifest = manifestUrl(cdn, v2);
  const fromV2: string[] = [];
  const fromV1: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === cdn.origin) fromV2.push(url.pathname);
    if (url.pathname.startsWith('/remotes/dashboard/')) fromV1.push(url.pathname);
  });

  const restore = pointRemoteAt('dashboard', v2Manifest);
  try {
    // The portal's Content-Security-Policy lets scripts come from the CDN because the registry lists it.
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${cdn.origin}[ ;]`));
    await expectLearnerShell(page);
    await expect(page.locator('html')).toHaveAttribute('data-dashboard-version', '2.0.0-e2e');
    await expect(pageHeading(page, `${title} (2.0.0-e2e)`)).toBeVisible();
    expect(fromV2).toContain(new URL(v2Manifest).pathname);
    expect(fromV2.some((path) => path.endsWith('.js'))).toBe(true);
    expect(fromV1).toEqual([]);
    // The same host files, by content hash: nothing of the host was rebuilt or refetched anew.
    expect(await hostScriptPaths(page)).toEqual(hostBefore);
  } finally {
    restore();
  }

  // Rolling back is the same one-line change.
  fromV2.length = 0;
  const rolledBack = await page.reload();
  expect(rolledBack?.headers()['content-security-policy']).not.toContain(cdn.origin);
  await expect(pageHeading(page, title)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-dashboard-version', /.*/);
  expect(fromV2).toEqual([]);
  expect(fromV1.length).toBeGreaterThan(0);
});
