import { brand } from '@cedar/shared/domain';

/** Texts of the acp remote, word for word from the spec, in one place. */
export const messages = {
  overviewPage: { title: 'Overview' },
  supportRequestsPage: { title: 'Support Requests' },
  announcementHistoryPage: { title: 'Announcements' },
  videoLibraryPage: { title: 'Video Library' },
  peoplePage: { title: 'People' },
  cohortSettingsPage: { title: 'Cohort Settings' },
  adminSettingsPage: { title: `Manage ${brand.myProduct} Cohorts` },
} as const;
