import { useEffect, useState } from 'react';
import {
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  analyticsConsent,
  globalPrivacyControl,
  setAnalyticsConsent,
} from '@cedar/shared/telemetry';

export interface AnalyticsConsent {
  /** The user's own setting. */
  enabled: boolean;
  /** The browser sends Global Privacy Control: the tag manager stays off whatever the setting. */
  blockedByBrowser: boolean;
  setEnabled(enabled: boolean): void;
}

/** The user's tag-manager consent, kept in this browser and followed across tabs. */
export function useAnalyticsConsent(): AnalyticsConsent {
  const [enabled, setState] = useState(analyticsConsent);
  useEffect(() => {
    const sync = () => setState(analyticsConsent());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) sync();
    };
    window.addEventListener(CONSENT_EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CONSENT_EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return { enabled, blockedByBrowser: globalPrivacyControl(), setEnabled: setAnalyticsConsent };
}
