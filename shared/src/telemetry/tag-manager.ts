import { tagManagerAllowed } from './consent.ts';

/** The tag manager's settings as /portal-config.json publishes them (TAG_MANAGER_ID, TAG_MANAGER_ORIGIN). */
export interface TagManagerConfig {
  /** Container id, e.g. GTM-ABC123. */
  id: string;
  /** Origin serving gtm.js; https://www.googletagmanager.com unless self-hosted. */
  origin: string;
}

/** The spec's events (profiles-shell-and-access §3.9, admin-console §7): who, by tracking id and role only. */
export interface TagManagerEvent {
  event: 'login' | 'user_id';
  /** 'kl-' / 'kc-' / 'ks-' + a generated id: never an e-mail or a name. */
  user_id: string;
  role: number;
  shell: 'learner' | 'admin';
}

type DataLayer = Array<Record<string, unknown>>;

function dataLayer(): DataLayer {
  const page = window as unknown as { dataLayer?: DataLayer };
  page.dataLayer ??= [];
  return page.dataLayer;
}

const TRACKING_ID = /^k[lcs]-[A-Za-z0-9-]{1,64}$/;

/** Pushes a spec event to window.dataLayer, where the tag manager (if loaded) picks it up. */
export function pushTagManagerEvent(event: TagManagerEvent): void {
  // Only the tracking id's shape can pass: a slip that put an e-mail there sends nothing.
  if (!TRACKING_ID.test(event.user_id) || !Number.isInteger(event.role)) return;
  dataLayer().push({ event: event.event, user_id: event.user_id, role: event.role, shell: event.shell });
}

const CONTAINER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The script URL of a container: gtm.js?id=<id> at the configured origin. */
export function tagManagerScriptUrl(config: TagManagerConfig): string | null {
  if (!CONTAINER_ID.test(config.id)) return null;
  let origin: string;
  try {
    origin = new URL(config.origin).origin;
  } catch {
    return null;
  }
  return `${origin}/gtm.js?id=${encodeURIComponent(config.id)}`;
}

let loaded = false;

/**
 * Loads the tag-manager script once, as Google Tag Manager's own snippet does (a gtm.js start
 * event, then an async script), unless the user turned analytics off or the browser sends
 * Global Privacy Control. Without a configured container nothing loads and events stay in the
 * page's dataLayer. Returns whether the script was added.
 */
export function loadTagManager(config: TagManagerConfig | null | undefined): boolean {
  if (loaded || !config || !tagManagerAllowed()) return false;
  const src = tagManagerScriptUrl(config);
  if (!src) return false;
  loaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.cedarTagManager = '';
  // A blocked or missing script is the user's or the network's choice: not an error of the page.
  script.onerror = () => script.remove();
  document.head.appendChild(script);
  return true;
}

/** Forgets that the script loaded; for tests. */
export function resetTagManager(): void {
  loaded = false;
  (window as unknown as { dataLayer?: DataLayer }).dataLayer = undefined;
  document.querySelectorAll('script[data-cedar-tag-manager]').forEach((s) => s.remove());
}
