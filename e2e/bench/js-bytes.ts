import { gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { signInSteps } from '../support/sign-in-flow.ts';
import { completePage, firstRender } from './page-weight.ts';

export type ChunkKind = 'host' | 'remote' | 'shared';

export interface LoadedScript {
  url: string;
  kind: ChunkKind;
  /** Bytes of the file as built. */
  rawBytes: number;
  /** Bytes of the file gzipped (level 6), as a CDN or compressing proxy sends it. */
  gzipBytes: number;
  /** Bytes the browser received for it, headers included (Chromium's encodedDataLength). */
  wireBytes: number;
}

export interface FirstRender {
  scripts: LoadedScript[];
  /** Scripts requested after the page was complete (idle prefetch, on-demand parts). */
  prefetched: LoadedScript[];
  /** A bearer token of the signed-in user, for the API benchmarks. */
  accessToken: string;
}

interface Manifest {
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** Every file any app's federation manifest lists as a shared-dependency chunk. */
async function sharedChunkNames(baseUrl: string): Promise<Set<string>> {
  const registry = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as Record<string, string>;
  const manifests = [
    `${baseUrl}/mf-manifest.json`,
    ...Object.values(registry).map((url) => new URL(url, baseUrl).href),
  ];
  const names = new Set<string>();
  for (const url of manifests) {
    const response = await fetch(url);
    if (!response.ok) continue;
    const manifest = (await response.json()) as Manifest;
    for (const entry of manifest.shared ?? []) {
      for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) names.add(file);
    }
  }
  return names;
}

function kindOf(url: URL, sharedNames: Set<string>): ChunkKind {
  const file = url.pathname.split('/').pop() ?? '';
  if (sharedNames.has(file)) return 'shared';
  return url.pathname.startsWith('/remotes/') ? 'remote' : 'host';
}

async function describeScript(
  request: Request,
  sharedNames: Set<string>,
  wire: Map<string, number>,
): Promise<LoadedScript | null> {
  const response = await request.response();
  if (!response || !response.ok()) return null;
  const body = await response.body();
  return {
    url: request.url(),
    kind: kindOf(new URL(request.url()), sharedNames),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 6 }).length,
    wireBytes: wire.get(request.url()) ?? 0,
  };
}

/**
 * Signs in as `email`, then reloads / with the browser cache disabled and records every
 * script the page requests until it is complete; what comes after is reported apart.
 */
export async function measureFirstRender(baseUrl: string, email: string): Promise<FirstRender> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    let accessToken = '';
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('/token') && response.request().method() === 'POST') {
        const body = (await response.json().catch(() => ({}))) as { access_token?: string };
        if (body.access_token) accessToken = body.access_token;
      }
    });
    await signInSteps(page, email);
    await firstRender(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    const wire = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId);
      if (url) wire.set(url, event.encodedDataLength);
    });
    const sharedNames = await sharedChunkNames(baseUrl);
    // Scripts requested until the page is complete make its first render; later ones are the
    // shell's idle prefetch of its other remotes and anything loaded on demand.
    const forPage: Request[] = [];
    const later: Request[] = [];
    let complete = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') (complete ? later : forPage).push(request);
    });
    await page.reload();
    await completePage(page);
    complete = true;
    await page.waitForLoadState('networkidle');

    const collect = async (requests: Request[]) =>
      (await Promise.all(requests.map((request) => describeScript(request, sharedNames, wire)))).filter(
        (script): script is LoadedScript => script !== null,
      );
    if (!accessToken) throw new Error('No access token was seen during sign-in.');
    return { scripts: await collect(forPage), prefetched: await collect(later), accessToken };
  } finally {
    await browser.close();
  }
}
