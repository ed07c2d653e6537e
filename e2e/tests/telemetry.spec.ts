import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fallbackCard } from '../support/remote-fallback.ts';
import { expectLearnerShell, expectPath, navEntry, pageHeading } from '../support/shell.ts';
import {
  TAG_MANAGER_ID,
  dataLayer,
  flushTelemetry,
  observeTelemetry,
  sendGlobalPrivacyControl,
  tagManagerOrigin,
} from '../support/tag-manager.ts';

const specEvents = (entries: Array<Record<string, unknown>>) =>
  entries.filter((e) => e.event === 'login' || e.event === 'user_id');

/** The Remote health card of a remote (admin console, Program Managers). */
const healthCard = (page: Page, remote: string): Locator => page.getByRole('main').getByRole('group', { name: remote });

interface VersionHealth {
  version: string;
  pageViews: number;
  errors: number;
}
interface RemoteHealthAnswer {
  message: { remotes: Array<{ name: string; current: VersionHealth | null }> };
}

/** Reloads Remote health; answers what its page was drawn from (GET /api/v1/acp/remote-health). */
async function reloadHealth(page: Page): Promise<RemoteHealthAnswer> {
  // Only an answer to the reloaded page: one the page before it was still waiting for is dropped
  // with that page. The body is read as soon as the answer arrives, before anything moves on.
  const reloaded = Date.now();
  const answer = page
    .waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === '/api/v1/acp/remote-health' &&
        r.request().timing().startTime >= reloaded,
    )
    .then((response) => response.json() as Promise<RemoteHealthAnswer>);
  await page.reload();
  const body = await answer;
  await expect(pageHeading(page, 'Remote health')).toBeVisible();
  await expect(healthCard(page, 'mf-dashboard')).toBeVisible();
  return body;
}

const currentOf = (answer: RemoteHealthAnswer, remote: string) =>
  answer.message.remotes.find((r) => r.name === remote)?.current ?? null;

/** How a card words a number of errors (mf-acp's remote-health messages). */
const errorsText = (n: number) => (n === 1 ? '1 error' : `${n.toLocaleString('en-US')} errors`);

test.describe('telemetry', () => {
  /**
   * One journey from the learner's browser to the teams' page (ADR 0030, 0031): sign-in pushes
   * the spec's events; Connect's remote is broken (its CDN answers 500); the page's own
   * telemetry sends the failure to the portal's API, untouched (speed and error reports need no
   * consent, they carry nothing personal, docs/deploy.md "Telemetry"); a Program Manager then
   * finds the failure counted against Connect on Remote health.
   */
  test('sign-in pushes login and user_id without e-mail; a broken remote is reported by the browser and counted on Remote health', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    // The Program Manager's page first: what Remote health counted before this failure.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ACCOUNTS.admin);
    await admin.goto('/acp/');
    await admin.getByRole('link', { name: 'Remote health' }).first().click();
    await expect(pageHeading(admin, 'Remote health')).toBeVisible();
    const before = currentOf(await reloadHealth(admin), 'mf-connect')?.errors ?? 0;

    const batches = observeTelemetry(page);
    await page.route('**/remotes/connect/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);

    // The spec's events: tracking id and role, exactly those fields, no e-mail anywhere.
    await expect.poll(async () => specEvents(await dataLayer(page)).length).toBe(2);
    const layer = await dataLayer(page);
    const trackingId = expect.stringMatching(/^kl-[A-Za-z0-9-]+$/);
    expect(specEvents(layer)).toEqual([
      { event: 'login', user_id: trackingId, role: 1, shell: 'learner' },
      { event: 'user_id', user_id: trackingId, role: 1, shell: 'learner' },
    ]);
    expect(JSON.stringify(layer)).not.toContain('@');
    // The script came from TAG_MANAGER_ORIGIN and ran: the CSP allowed that origin.
    const src = `${tagManagerOrigin()}/gtm.js?id=${TAG_MANAGER_ID}`;
    await expect(page.locator(`script[src="${src}"]`)).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-e2e-tag-manager', 'loaded');

    await navEntry(page, 'Connect').click();
    await expectPath(page, '/connect');
    await expect(fallbackCard(page)).toBeVisible();
    await flushTelemetry(page);
    const connectErrors = () =>
      batches.flatMap((b) => b.reports).filter((r) => r.kind === 'error' && r.remote === 'mf-connect');
    await expect.poll(() => connectErrors().length).toBeGreaterThan(0);
    // Every batch that carried the failure was taken in by the API (not refused or limited).
    const connectBatches = () =>
      batches.filter((b) => b.reports.some((r) => r.kind === 'error' && r.remote === 'mf-connect'));
    await expect.poll(() => connectBatches().every((b) => b.status !== null)).toBe(true);
    expect(connectBatches().map((b) => b.status)).toEqual(connectBatches().map(() => 202));
    expect(connectErrors()[0]).toMatchObject({
      source: 'remote-load',
      // Home's idle prefetch of Connect may fail first: the same failure, counted once.
      route: expect.stringMatching(/^\/(connect)?$/),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      fingerprint: expect.stringMatching(/^[0-9a-f]{8,64}$/),
    });
    expect(new Set(connectErrors().map((r) => r.fingerprint)).size).toBe(connectErrors().length);
    // The home page's remote was timed.
    expect(batches.flatMap((b) => b.reports)).toContainEqual(
      expect.objectContaining({ kind: 'vital', name: 'remote-load', remote: 'mf-dashboard' }),
    );
    // Signed in: sent with the bearer token; the bodies hold nothing personal.
    expect(batches.some((b) => /^Bearer /.test(b.authorization ?? ''))).toBe(true);
    for (const { body } of batches) {
      expect(body).not.toContain('@');
      expect(body).not.toContain('eyJ');
      expect(body).not.toContain('down');
    }

    // The API writes its counts every few seconds: reload until the failure is in, counted
    // against the version the browser reported, and shown on Connect's card.
    let answered: RemoteHealthAnswer | null = null;
    await expect
      .poll(
        async () => {
          answered = await reloadHealth(admin);
          return currentOf(answered, 'mf-connect')?.errors ?? 0;
        },
        {
          timeout: 30_000,
          intervals: [2_000],
          message: `mf-connect's errors on Remote health rise above ${before}; reported: ${JSON.stringify(connectErrors())}`,
        },
      )
      .toBeGreaterThan(before)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nremote-health answered: ${JSON.stringify(answered)}`);
      });
    const current = currentOf(answered!, 'mf-connect')!;
    expect(current.version).toBe(connectErrors()[0]!.version);
    const card = healthCard(admin, 'mf-connect');
    await expect(card.getByText(current.version, { exact: true })).toBeVisible();
    await expect(card).toContainText(errorsText(current.errors));
    await expect(card.getByText('/remotes/connect/mf-manifest.json')).toBeVisible();
    await expect(card.getByRole('table')).toContainText('Error rate');
    await expectNoSeriousViolations(admin);
    await admin.context().close();
  });

  test('under Global Privacy Control the tag manager never loads', async ({ page }) => {
    await sendGlobalPrivacyControl(page);
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(tagManagerOrigin())) scriptRequests.push(request.url());
    });
    const config = page
      .waitForResponse((response) => response.url().endsWith('/portal-config.json'))
      .then((response) => response.json() as Promise<{ tagManager: unknown }>);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect((await config).tagManager).toMatchObject({ id: TAG_MANAGER_ID });
    // The host decided right after reading the config; the GTM start event would be in the layer.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[data-cedar-tag-manager]')).toHaveCount(0);
    expect((await dataLayer(page)).some((e) => e.event === 'gtm.js')).toBe(false);
    expect(scriptRequests).toEqual([]);
  });
});
