import { useState } from 'react';
import { STORAGE_KEYS } from '@cedar/shared/domain';

const dismissed = () => localStorage.getItem(STORAGE_KEYS.learnerProfileCompletionDismissed) === 'true';

/**
 * The profile-completion prompt (§4): shown once the dashboard has fully loaded, when the
 * user has never updated their profile and has not dismissed it (learnerProfileCompletionDismissed,
 * reset to false at each start-up).
 */
export function useProfileCompletion(ready: boolean, profileUpdatedDate: string | null | undefined) {
  const [closed, setClosed] = useState(dismissed);
  const open = ready && !profileUpdatedDate && !closed;
  const dismiss = () => {
    localStorage.setItem(STORAGE_KEYS.learnerProfileCompletionDismissed, 'true');
    setClosed(true);
  };
  return { open, dismiss };
}
