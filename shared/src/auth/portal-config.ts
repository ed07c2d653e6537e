/** Runtime configuration the portal server publishes at /portal-config.json. */
export interface PortalConfig {
  productName: string;
  apiBase: string;
  apiKey: string | null;
  oidc: {
    authority: string;
    client_id: string;
    scope: string;
    redirect_path: string;
    extraQueryParams?: Record<string, string>;
  };
  /** Links of the admin Overview's resources panel. */
  resources?: { releaseNotes: string; documentation: string; helpdesk: string };
  /** The tag manager (TAG_MANAGER_ID, TAG_MANAGER_ORIGIN); null or absent when none is configured. */
  tagManager?: { id: string; origin: string } | null;
}

let pending: Promise<PortalConfig> | null = null;

/** Fetches /portal-config.json once per page; later calls share the answer. */
export function loadPortalConfig(): Promise<PortalConfig> {
  pending ??= fetch(new URL('/portal-config.json', window.location.origin)).then(async (response) => {
    if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
    return (await response.json()) as PortalConfig;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** Forgets the loaded configuration; for tests. */
export function resetPortalConfig(): void {
  pending = null;
}
