import { isOnlineNow, PRESENCE_WINDOW_MS } from '@cedar/shared/domain';
import type { CohortMemberCard } from '../../db/repositories/cohort-members.ts';

/**
 * When the first member shown online stops being so by the clock alone (their last heartbeat
 * plus the presence window), in epoch ms; null when nobody is online. Until then, only a write
 * (which bumps the cohort's change version) can change the connection answer.
 */
export function onlineFadesAt(rows: readonly CohortMemberCard[], now: Date): number | null {
  let soonest: number | null = null;
  for (const { user } of rows) {
    if (!isOnlineNow(user, now)) continue;
    const fades = new Date(user.user_last_seen!).getTime() + PRESENCE_WINDOW_MS;
    if (soonest === null || fades < soonest) soonest = fades;
  }
  return soonest;
}
