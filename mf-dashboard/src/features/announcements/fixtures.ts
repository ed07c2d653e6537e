import type { Announcement } from '@cedar/shared/contract';

const base: Announcement = {
  id: 1,
  body: '<p>Welcome to week 3! Office hours move to Thursday.</p>',
  post_as: 'myself',
  audience: 3,
  program_id: 1,
  cohort_id: 7,
  cohort: { cohort_name: 'SEBD September 2026' },
  author_mk_user: { first_name: 'Samuel', last_name: 'Okafor', preferred_name: 'Sam' },
  post_schedule: '2026-09-14T15:05:00Z',
  post_expiration: null,
};

/** A short announcement from a staff member to one cohort. */
export const shortAnnouncement: Announcement = base;

/** A long announcement from the product to everyone: Read More shows. */
export const longAnnouncement: Announcement = {
  ...base,
  id: 2,
  post_as: 'Cedar',
  audience: 1,
  cohort_id: null,
  cohort: null,
  body: `<p>${'The spring career fair brings forty hiring partners to the portal. '.repeat(7)}</p>`,
  post_schedule: '2026-09-13T14:00:00Z',
};

/** Several paragraphs, to a program: Read More shows although it is short. */
export const paragraphsAnnouncement: Announcement = {
  ...base,
  id: 3,
  audience: 2,
  cohort_id: null,
  cohort: null,
  body: '<p>Reminder:</p><p>Project 2 is due <strong>Friday</strong>.</p><ul><li>Push to GitHub</li></ul>',
  post_schedule: '2026-09-12T16:30:00Z',
};

/** An announcement with a broken date and an unknown audience. */
export const oddAnnouncement: Announcement = { ...base, id: 4, audience: 9, post_schedule: 'soon' };

/** Three announcements, newest first, as the API sends them. */
export const announcements: Announcement[] = [shortAnnouncement, longAnnouncement, paragraphsAnnouncement];
