import type { FastifyInstance } from 'fastify';
import { cohortKey } from '../../changes/versions.ts';
import type { CohortMemberCard } from '../../db/repositories/cohort-members.ts';
import { onlineFadesAt } from './online-fades.ts';

interface Memo {
  stamp: string;
  /** The first "online" to fade by the clock (epoch ms); the rows hold until then. */
  validUntil: number;
  rows: Promise<CohortMemberCard[]>;
}

/**
 * A cohort's active member cards, read once per change and shared by every caller of the cohort
 * (ADR 0046). When a poll's remembered answer ends, because a member's "online" faded or a
 * write changed the cohort, every learner of the cohort asks again within one poll interval;
 * each used to read the same ~90 rows, one query behind the other. Now the first reads them and
 * the others wait for that read.
 *
 * The rows hold while the cohort's change version is the one taken before the read and until
 * the first "online" among them fades by the clock: heartbeats of members already online do not
 * bump the version, so after the fade the rows are read again, with their latest heartbeats.
 */
export function memberCardsMemo(app: FastifyInstance) {
  const memos = new Map<string, Memo>();
  return (cohortId: number, staffView: boolean): Promise<CohortMemberCard[]> => {
    const key = `${cohortId}:${staffView ? 'staff' : 'learner'}`;
    const stamp = app.changes.stamp([cohortKey(cohortId)]);
    const now = app.now();
    const memo = memos.get(key);
    if (memo && memo.stamp === stamp && now.getTime() < memo.validUntil) return memo.rows;
    const rows = app.cohortsRepository.memberCards({
      cohort_id: cohortId,
      active: true,
      is_visible: staffView ? undefined : true,
    });
    const entry: Memo = { stamp, validUntil: Number.POSITIVE_INFINITY, rows };
    memos.set(key, entry);
    rows.then(
      (read) => {
        entry.validUntil = onlineFadesAt(read, now) ?? Number.POSITIVE_INFINITY;
      },
      () => {
        // A failed read is not kept: the next caller reads again.
        if (memos.get(key) === entry) memos.delete(key);
      },
    );
    return rows;
  };
}
