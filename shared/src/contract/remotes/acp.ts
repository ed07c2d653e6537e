import { type RemoteDeclaration, exposedPage } from './declaration.ts';

/** Remote "acp" (mf-acp): the admin console's pages. */
export const acpRemote = {
  name: 'acp',
  pages: {
    /** The admin shell's home (admin-console §2.1). */
    OverviewPage: exposedPage({ routes: ['home', 'help'], shell: 'admin' }),
    SupportRequestsPage: exposedPage({ routes: ['supportRequests'], guard: 'supportRequests' }),
    AnnouncementHistoryPage: exposedPage({ routes: ['announcementHistory'], guard: 'announcementHistory' }),
    VideoLibraryPage: exposedPage({ routes: ['videoLibrary'], guard: 'videoLibrary' }),
    PeoplePage: exposedPage({ routes: ['acpPeople'], guard: 'people' }),
    /** Remote health (Program Managers): versions, error rates and p75 vitals per remote. */
    RemoteHealthPage: exposedPage({ routes: ['remoteHealth'], guard: 'remoteHealth' }),
    /** The settings side menu's anchors (admin-console §2.2), each behind its permission key. */
    CohortSettingsPage: exposedPage({
      routes: ['cohortSettings'],
      redirectsFrom: ['calendarSettings', 'webToolsSettings', 'supportStaffSettings'],
      sections: [
        { anchor: '#associated-courses', menu: 'cohortSettings' },
        { anchor: '#calendar-settings', menu: 'calendarSettings' },
        { anchor: '#supportstaff-settings', menu: 'staffSettings' },
        { anchor: '#webtools-settings', menu: 'webToolsSettings' },
      ],
    }),
    /** The admin page's anchors (admin-console §2.2). */
    AdminSettingsPage: exposedPage({
      routes: ['adminSettings'],
      sections: [
        { anchor: '#cohort-management', menu: 'adminSettingsManageCohorts' },
        { anchor: '#cohort-member-management', menu: 'adminSettingsManageCohortMembers' },
      ],
    }),
  },
  widgets: {},
} as const satisfies RemoteDeclaration;
