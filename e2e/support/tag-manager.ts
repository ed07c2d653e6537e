import type { Page, Request } from '@playwright/test';

/** The container id the suite's portal runs with (TAG_MANAGER_ID). */
export const TAG_MANAGER_ID = 'GTM-E2E';

/** Where the suite serves its stand-in gtm.js (TAG_MANAGER_ORIGIN), set by the global setup. */
export function tagManagerOrigin(): string {
  const origin = process.env.CEDAR_E2E_TAG_MANAGER_ORIGIN;
  if (!origin) throw new Error('CEDAR_E2E_TAG_MANAGER_ORIGIN is not set: run the suite through playwright.config.ts');
  return origin;
}

export type DataLayerEntry = Record<string, unknown>;

/** The page's window.dataLayer, as plain data. */
export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])));
}

/** Makes the browser send Global Privacy Control (navigator.globalPrivacyControl) before any script runs. */
export async function sendGlobalPrivacyControl(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
}

/** One batch the browser sent to POST /api/v1/telemetry. */
export interface TelemetryBatch {
  authorization: string | null;
  body: string;
  reports: Array<Record<string, unknown>>;
  /** The API's answer (202 when counted); null until it arrives, or when the request failed. */
  status: number | null;
}

/**
 * Records every batch the page sends to POST /api/v1/telemetry, without touching it: the batches
 * go on to the portal's API, which counts them, and the journey reads what was sent.
 */
export function observeTelemetry(page: Page): TelemetryBatch[] {
  const batches: TelemetryBatch[] = [];
  page.on('request', async (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v1/telemetry')) return;
    const body = request.postData() ?? '';
    const batch: TelemetryBatch = {
      authorization: null,
      body,
      reports: (JSON.parse(body) as { reports: Array<Record<string, unknown>> }).reports,
      status: null,
    };
    batches.push(batch);
    const headers = await request.allHeaders().catch(() => request.headers());
    batch.authorization = headers.authorization ?? null;
    batch.status = (await request.response().catch(() => null))?.status() ?? null;
  });
  return batches;
}

/** Sends what the page's telemetry holds now, as leaving the page would. */
export async function flushTelemetry(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
}
