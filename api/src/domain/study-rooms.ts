/**
 * The embedded meetings adapter gives every cohort that has a meeting link (`zoom_url`) one
 * room, named by a host id the way Zoom names a meeting host. The Zoom adapter would keep
 * the real host id on the cohort instead.
 */
const PREFIX = 'room-';

/** The host id of a cohort's room; null when the cohort has no meeting link. */
export function hostIdFor(cohort: { cohort_id: number; zoom_url: string | null }): string | null {
  return cohort.zoom_url ? `${PREFIX}${cohort.cohort_id}` : null;
}

/** The cohort a host id names, or null when it names none. */
export function cohortIdOfHost(hostId: string): number | null {
  const match = /^room-([1-9][0-9]{0,9})$/.exec(hostId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
