import type { Membership } from '@cedar/shared/contract';
import {
  buildSearchIndex,
  type DirectorySearchIndex,
  hasCohortAccess,
  rankedKeys,
  searchableProfileTexts,
  searchHits,
  searchWords,
} from '@cedar/shared/domain';
import type { UserRecord } from '../../db/repositories/records.ts';
import { profileFor } from '../../presenters/profile.ts';
import { holdsNonLearnerRole, isSelf, type Viewer } from '../../users/viewer.ts';

/** A member as the directory lists them: their membership of its cohort, with their user row. */
export type ListedMember = Membership & { user: UserRecord };

/** Writes outside the API (the seed, the ingest tool, SQL) are not versioned: an index is rebuilt after this long. */
export const SEARCH_INDEX_MAX_AGE_MS = 15_000;
/** Indexes kept: a cohort has at most three viewer classes; the oldest goes first. */
const MAX_INDEXES = 64;

interface Entry {
  stamp: string;
  builtAt: number;
  /** The listing it was built from, in order: the e-mails, one per line. */
  listing: string;
  index: DirectorySearchIndex<string>;
}

// What a member's searchable texts show depends on the viewer through three facts only
// (presenters/profile.ts): whether they are its owner, whether they hold a non-learner role
// (focus time, work schedule) and whether they are staff of one of its cohorts (secondary
// e-mail). Within one cohort's listing the last is the same for every member when the viewer
// is staff of that cohort (every member is in it) or staff of no cohort at all: those viewers
// share an index per class. The owner's own record is counted apart.
function viewerClass(viewer: Viewer, cohortId: number): string | null {
  const staffHere = hasCohortAccess(viewer.memberships, cohortId);
  const staffAnywhere = viewer.memberships.some((m) => hasCohortAccess(viewer.memberships, m.cohort_id));
  if (!staffHere && staffAnywhere) return null;
  return `${staffHere ? 'staff' : 'member'}:${holdsNonLearnerRole(viewer) ? 'focus' : 'plain'}`;
}

function textsFor(viewer: Viewer, member: ListedMember, now: Date): string[] {
  return searchableProfileTexts(profileFor(viewer, { user: member.user, memberships: [member], favourites: [] }, now));
}

/**
 * §5's search over a cohort's listing, with an index kept per cohort and viewer class while
 * nothing changed (the change versions of the cohort and of everything, as the polled answers
 * use them), so a search costs look-ups, not a rebuild from every member's profile. Exact:
 * it matches what each viewer may see of each member, as the profile they are sent would show it.
 */
export class DirectorySearchIndexes {
  readonly #entries = new Map<string, Entry>();
  readonly #stampOf: (cohortId: number) => string;
  readonly #clock: () => number;

  constructor(stampOf: (cohortId: number) => string, clock: () => number = Date.now) {
    this.#stampOf = stampOf;
    this.#clock = clock;
  }

  /**
   * The e-mails of `listed` matching `term` for `viewer`: every word first, then any word.
   * `exact` answers for a viewer whose class shares no index (staff of another of a member's cohorts).
   */
  search(viewer: Viewer, cohortId: number, listed: readonly ListedMember[], term: string, now: Date): string[] | null {
    const words = searchWords(term);
    if (words.length === 0) return [];
    const kind = viewerClass(viewer, cohortId);
    if (kind === null) return null;
    const index = this.#index(`${cohortId}|${kind}`, viewer, cohortId, listed, now);
    const hits = searchHits(index, words);
    const own = listed.findIndex((member) => isSelf(viewer, member.user));
    if (own >= 0) {
      const ownIndex = buildSearchIndex([{ key: viewer.email, texts: textsFor(viewer, listed[own]!, now) }]);
      hits[own] = searchHits(ownIndex, words)[0]!;
    }
    return rankedKeys(index.keys, hits, words.length);
  }

  #index(key: string, viewer: Viewer, cohortId: number, listed: readonly ListedMember[], now: Date) {
    const stamp = this.#stampOf(cohortId);
    const listing = listed.map((member) => member.user.email).join('\n');
    const kept = this.#entries.get(key);
    if (
      kept &&
      kept.stamp === stamp &&
      kept.listing === listing &&
      this.#clock() - kept.builtAt < SEARCH_INDEX_MAX_AGE_MS
    ) {
      return kept.index;
    }
    // Built as the class sees a member who is not themselves: the same memberships, no e-mail.
    const asClass: Viewer = { ...viewer, email: '' };
    const index = buildSearchIndex(
      listed.map((member) => ({ key: member.user.email, texts: textsFor(asClass, member, now) })),
    );
    this.#entries.delete(key);
    this.#entries.set(key, { stamp, builtAt: this.#clock(), listing, index });
    if (this.#entries.size > MAX_INDEXES) this.#entries.delete(this.#entries.keys().next().value!);
    return index;
  }
}
