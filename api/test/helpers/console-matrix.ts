import { COHORT_A } from './fixtures.ts';

/** A caller's expected status per kind of caller, as the authorisation matrix writes it. */
type Expect<C extends string> = Record<C, number>;

/**
 * The console's rows of the authorisation matrix for announcements and the video library:
 * the history (staff of the cohort who may see it), the reach of an audience, editing (those
 * the matrix lets edit in the cohort), the library, its host search, curating a video
 * and bulk actions; and the dashboard's record of the announcements it showed. `announcementId` gives cohort A's announcement once the fixture is in.
 */
export function consoleRows<C extends string>(
  signedIn: (status: number, overrides?: Partial<Expect<C>>) => Expect<C>,
  announcementId: () => number,
) {
  const staffOfA = signedIn(200, { learner: 403, otherLearner: 403 } as Partial<Expect<C>>);
  return {
    'GET /api/announcements/history': [{ url: `/api/announcements/history?cohort_id=${COHORT_A}`, expect: staffOfA }],
    'GET /api/announcements/reach': [
      {
        url: `/api/announcements/reach?audience=3&cohort_id=${COHORT_A}`,
        expect: signedIn(200, { learner: 403, otherLearner: 403, coach: 403 } as Partial<Expect<C>>),
      },
    ],
    // The console's video library: staff of cohort A; curating needs videosCanEdit there
    // (facilitator, program manager); archiving twice leaves the video as it was.
    'GET /api/v1/videos/library': [{ url: `/api/v1/videos/library?cohort_id=${COHORT_A}`, expect: staffOfA }],
    'GET /api/v1/videos/hosts': [
      {
        url: '/api/v1/videos/hosts?q=co',
        expect: signedIn(403, { facilitator: 200, programManager: 200 } as Partial<Expect<C>>),
      },
    ],
    'PUT /api/videos': [
      {
        url: '/api/videos?uuid=rec-today',
        payload: { tags: ['matrix'] },
        expect: signedIn(403, { facilitator: 200, programManager: 200 } as Partial<Expect<C>>),
      },
    ],
    // The dashboard's record of what it showed: members of cohort A (only learners are counted).
    'POST /api/announcements/seen': [
      {
        url: '/api/announcements/seen',
        get payload() {
          return { cohort_id: COHORT_A, announcement_ids: [announcementId()] };
        },
        expect: signedIn(200, { otherLearner: 403 } as Partial<Expect<C>>),
      },
    ],
    // Bulk actions need videosCanEdit in a cohort holding every video named.
    'POST /api/v1/videos/bulk': [
      {
        url: '/api/v1/videos/bulk',
        payload: { uuids: ['rec-today', 'rec-yesterday'], action: 'add_tag', tag: 'matrix' },
        expect: signedIn(403, { facilitator: 200, programManager: 200 } as Partial<Expect<C>>),
      },
    ],
    'PUT /api/announcement/update/:id': [
      {
        get url() {
          return `/api/announcement/update/${announcementId()}`;
        },
        payload: { body: '<p>Matrix</p>' },
        expect: signedIn(403, { limitedAdmin: 200, programManager: 200 } as Partial<Expect<C>>),
      },
    ],
  };
}
