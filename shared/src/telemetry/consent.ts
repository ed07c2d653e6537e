/**
 * Whether the tag-manager script may load: the user's choice, kept in this browser, and the
 * browser's Global Privacy Control signal, which always wins. The portal's own speed and error
 * reports carry no personal data and are not affected (docs/deploy.md, "Telemetry").
 */

export const CONSENT_STORAGE_KEY = 'cedar_analytics_consent';
/** Fired on window when the user changes the setting in this tab. */
export const CONSENT_EVENT = 'cedar:analytics-consent';

/** The browser asks sites not to sell or share the user's data (navigator.globalPrivacyControl). */
export function globalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The user's own setting: on unless they turned it off in this browser. */
export function analyticsConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) !== 'denied';
  } catch {
    return true;
  }
}

/** Stores the user's setting; the script follows it from the next page load. */
export function setAnalyticsConsent(allowed: boolean): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, allowed ? 'granted' : 'denied');
  } catch {
    // Storage unavailable (private mode quota): the setting lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: allowed }));
}

/** May the tag-manager script load? Only with the user's consent and no GPC signal. */
export function tagManagerAllowed(): boolean {
  return analyticsConsent() && !globalPrivacyControl();
}
