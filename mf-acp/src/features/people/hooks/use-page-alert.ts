import { useCallback, useEffect, useState } from 'react';
import type { PeopleAlert } from '../components/PeopleView/PeopleView';

/** Members-page alerts hide after 10 seconds (§9). */
export const ALERT_HIDE_MS = 10_000;

/** The page's current alert, cleared 10 s after it was shown (or when dismissed). */
export function usePageAlert() {
  const [alert, setAlert] = useState<PeopleAlert | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  const dismiss = useCallback(() => setAlert(null), []);
  return { alert, show: setAlert, dismiss };
}
