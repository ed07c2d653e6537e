import type { StaffSupportRequest } from '@cedar/shared/contract';
import type { FastifyInstance } from 'fastify';
import { cohortKey } from '../../changes/versions.ts';
import type { TriageScope } from '../../db/repositories/support-triage.ts';
import { type EncodedAnswer, encodedAnswer } from '../../plugins/app/encoded-answer.ts';

/**
 * How long an answer is trusted without asking the database whether the cohort's requests
 * moved: writes made outside the API (the ingest CLI, another tool on PostgreSQL) bump no
 * version. The same bound as the route's polled answer (polled-answers.ts).
 */
const CHECK_MS = 15_000;
/**
 * How long an answer is reused while its requests have not moved (same fingerprint) although
 * a version did: names, cohort and course names changed meanwhile show within this.
 */
const REBUILD_MS = 60_000;
/** Distinct lists kept (cohort × personal or not × limit, id, search); the oldest goes first. */
const MAX_LISTS = 200;

/** Which list: the cohort, what the caller may see, and the query that narrows it. */
export interface ListAsked {
  cohortId: number;
  scope: TriageScope;
  id?: number | undefined;
  search?: string | undefined;
  limit?: number | undefined;
}

interface Built {
  fingerprint: string;
  builtUntil: number;
  answer: EncodedAnswer;
}

interface Entry {
  stamp: string;
  checkUntil: number;
  built: Promise<Built>;
}

/** The answer, and until when it holds without a check: no caller may remember it longer. */
export interface ListAnswer {
  answer: EncodedAnswer;
  checkUntil: number;
}

/**
 * A cohort's support-request list as staff poll it, made once for every staff member who may
 * see the same requests (ADR 0043). The answer depends on the cohort, on whether the caller sees
 * personal requests (type 4) and on the query, never on who else the caller is: authorisation
 * has run before it is asked for. It is made again only when the cohort's requests may have
 * moved: a change version of the cohort (or `all`) was bumped, or CHECK_MS passed, and then only
 * if their fingerprint (count, versions, latest id and update) changed or REBUILD_MS passed. All
 * the polls that find a version moved at the same time share one check and one build.
 */
export function cohortListAnswers(app: FastifyInstance, rowsOf: (asked: ListAsked) => Promise<StaffSupportRequest[]>) {
  const entries = new Map<string, Entry>();

  return async function answerFor(
    asked: ListAsked,
    serialize: (rows: StaffSupportRequest[]) => string,
  ): Promise<ListAnswer> {
    const { cohortId, scope, id, search, limit } = asked;
    const key = JSON.stringify([cohortId, scope.includePersonal, id ?? null, search ?? null, limit ?? null]);
    const stamp = app.changes.stamp([cohortKey(cohortId)]);
    const now = app.now().getTime();
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && now < hit.checkUntil) {
      return { answer: (await hit.built).answer, checkUntil: hit.checkUntil };
    }

    const previous = hit?.built;
    const built = (async (): Promise<Built> => {
      const fingerprint = await app.supportRequestsRepository.fingerprint(cohortId);
      const before = await previous?.catch(() => null);
      if (before && before.fingerprint === fingerprint && now < before.builtUntil) return before;
      const rows = await rowsOf(asked);
      return { fingerprint, builtUntil: now + REBUILD_MS, answer: encodedAnswer(serialize(rows)) };
    })();
    entries.delete(key);
    if (entries.size >= MAX_LISTS) entries.delete(entries.keys().next().value!);
    const checkUntil = now + CHECK_MS;
    entries.set(key, { stamp, checkUntil, built });
    // A failed read is not remembered: the next poll tries again.
    built.catch(() => {
      if (entries.get(key)?.built === built) entries.delete(key);
    });
    return { answer: (await built).answer, checkUntil };
  };
}
