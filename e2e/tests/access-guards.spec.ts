import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { chooseFromUserMenu, expectAdminShell, expectLearnerShell, expectPath, pageHeading } from '../support/shell.ts';

/**
 * The route and guard table of profiles-shell-and-access §2.1-2.2 and admin-console §2.2, for
 * every demo account. Each account signs in once through the real login page. Its first row
 * opens the path with a full page load (a deep link: the signed-in session survives it and the
 * guards decide once the user is loaded); the others go there as the browser's history does
 * (pushState and popstate, as Back and Forward), which runs the same guards without reloading
 * the portal each time. Each row waits for where the guards send it; `heading` names the page
 * that must then show, `level2` the sections its level-2 menu lists. The admin shell's left
 * navigation is checked once per account.
 */
interface Row {
  open: string;
  lands: string | RegExp;
  heading?: string | RegExp;
  /** A text the landing page must show. */
  text?: string;
  /** The level-2 menu's links, in order. */
  level2?: string[];
}

/** Where the account lands after sign-in, which also decides what every row shows. */
type Landing = 'learner shell' | 'admin shell' | 'onboarding wizard' | 'no-course screen';

interface AccountTable {
  landing: Landing;
  /** A coach switches to the ACP before the rows (coachSwitchToACP). */
  switchToAcp?: boolean;
  /** The admin shell's left navigation, in order. */
  nav?: string[];
  rows: Row[];
}

const UNAUTHORIZED_TEXT = "Hmm, you don't have access to this page.";
// The three settings sub-paths redirect to /acp/settings, whose hash-less form becomes its first section.
const SETTINGS_FIRST_SECTION = /^\/acp\/settings\/?#associated-courses$/;
const HISTORY = /^\/acp\/announcementHistory\/?$/;
const STAFF_NAV = ['Overview', 'Support Requests', 'Announcements', 'Video Library', 'People'];
const ALL_SETTINGS_SECTIONS = ['Associated Courses', 'Calendars', 'Support Team', 'Online Tools'];

/** A learner (any cohort): no admin-area permission and no cohort access (§2.2). */
const LEARNER_ROWS: Row[] = [
  { open: '/acp', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
  { open: '/acp/people', lands: '/unauthorized' },
  { open: '/acp/people/5', lands: '/unauthorized' },
  // Without cohort access / comes first (docs/decisions/0003-startup-roles.md).
  { open: '/acp/listRequests/', lands: '/' },
  { open: '/acp/announcementHistory', lands: '/unauthorized' },
  { open: '/acp/videoLibrary', lands: '/' },
  // The settings sub-paths redirect (§2.1), then the settings page opens only with one of its
  // sections' menu keys, as the menu offers it (beyond §2.2; the API guards the data as well).
  { open: '/acp/settings/webtools', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
  { open: '/acp/settings/supportstaff', lands: '/unauthorized' },
  { open: '/acp/admin/settings/', lands: '/unauthorized' },
  { open: '/unauthorized', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
  { open: '/no/such/page', lands: '/' },
  // A real page's unknown sub-path is any other path too (§2.1).
  { open: '/watch/extra', lands: '/' },
  { open: '/connect', lands: '/connect' },
  { open: '/profile/learner/editprofile', lands: '/profile/learner/editprofile', heading: 'Edit Profile' },
];

/** Staff whose role grants support requests and announcements in their cohort (roles 2, 5, 15). */
const SUPPORT_STAFF_ROWS: Row[] = [
  { open: '/acp', lands: '/acp/listRequests/', heading: 'Support Requests' },
  { open: '/acp/people', lands: '/acp/people', heading: 'People' },
  { open: '/acp/people/5', lands: '/acp/people/5', heading: 'People' },
  { open: '/acp/listRequests/', lands: '/acp/listRequests/', heading: 'Support Requests' },
  { open: '/acp/announcementHistory', lands: '/acp/announcementHistory', heading: 'Announcements' },
  { open: '/acp/videoLibrary', lands: '/acp/videoLibrary', heading: 'Video Library' },
  // No settings section and no admin section in these roles' menus: neither page opens.
  { open: '/acp/settings/webtools', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
  { open: '/acp/settings/supportstaff', lands: '/unauthorized' },
  { open: '/acp/admin/settings/', lands: '/unauthorized' },
  { open: '/unauthorized', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
  { open: '/somewhere/else', lands: '/' },
  { open: '/acp/announcementHistory/extra', lands: '/' },
  { open: '/acp/staff/editprofile', lands: '/acp/staff/editprofile', heading: 'Edit Profile' },
];

/** Before the portal has a usable user, the status screen holds at every path, guarded or not. */
const STATUS_SCREEN_ROWS: Row[] = ['/acp', '/acp/people/5', '/acp/listRequests/', '/acp/settings/webtools'].map(
  (path) => ({ open: path, lands: path }),
);

const TABLE: Record<AccountName, AccountTable> = {
  learner: { landing: 'learner shell', rows: LEARNER_ROWS },
  prestart: { landing: 'learner shell', rows: LEARNER_ROWS },
  newbie: { landing: 'onboarding wizard', rows: STATUS_SCREEN_ROWS },
  nocourse: { landing: 'no-course screen', rows: STATUS_SCREEN_ROWS },
  coach: { landing: 'learner shell', switchToAcp: true, nav: STAFF_NAV, rows: SUPPORT_STAFF_ROWS },
  facilitator: { landing: 'admin shell', nav: STAFF_NAV, rows: SUPPORT_STAFF_ROWS },
  support: { landing: 'admin shell', nav: STAFF_NAV, rows: SUPPORT_STAFF_ROWS },
  admin: {
    landing: 'admin shell',
    nav: [...STAFF_NAV, 'Cohort Settings', 'Admin', 'Remote health'],
    rows: [
      { open: '/acp', lands: '/acp/listRequests/', heading: 'Support Requests' },
      { open: '/acp/people', lands: '/acp/people', heading: 'People' },
      { open: '/acp/people/9', lands: '/acp/people/9', heading: 'People' },
      { open: '/acp/listRequests/', lands: '/acp/listRequests/', heading: 'Support Requests' },
      { open: '/acp/announcementHistory', lands: '/acp/announcementHistory', heading: 'Announcements' },
      { open: '/acp/videoLibrary', lands: '/acp/videoLibrary', heading: 'Video Library' },
      {
        open: '/acp/settings/',
        lands: '/acp/settings/#associated-courses',
        heading: 'Cohort Settings',
        level2: ALL_SETTINGS_SECTIONS,
      },
      { open: '/acp/settings/calendars', lands: SETTINGS_FIRST_SECTION, level2: ALL_SETTINGS_SECTIONS },
      { open: '/acp/settings/webtools', lands: SETTINGS_FIRST_SECTION },
      { open: '/acp/settings/supportstaff', lands: SETTINGS_FIRST_SECTION },
      {
        open: '/acp/admin/settings/',
        lands: '/acp/admin/settings/#cohort-management',
        heading: 'Manage MyCedar Cohorts',
        level2: ['Cohort Management', 'Cohort Member Management'],
      },
      { open: '/unauthorized', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
      { open: '/not-a-page', lands: '/' },
    ],
  },
  limited: {
    landing: 'admin shell',
    // Role 11's menus: announcements, calendar, staff and web tools settings, and Admin (DECISIONS.md).
    nav: ['Overview', 'Announcements', 'Video Library', 'Cohort Settings', 'Admin'],
    rows: [
      { open: '/acp', lands: '/acp/announcementHistory/', heading: 'Announcements' },
      { open: '/acp/people', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
      { open: '/acp/people/5', lands: '/unauthorized' },
      { open: '/acp/listRequests/', lands: HISTORY, heading: 'Announcements' },
      { open: '/acp/announcementHistory', lands: '/acp/announcementHistory', heading: 'Announcements' },
      { open: '/acp/videoLibrary', lands: '/acp/videoLibrary', heading: 'Video Library' },
      {
        open: '/acp/settings/webtools',
        lands: SETTINGS_FIRST_SECTION,
        heading: 'Cohort Settings',
        level2: ['Calendars', 'Support Team', 'Online Tools'],
      },
      { open: '/acp/settings/supportstaff', lands: SETTINGS_FIRST_SECTION },
      {
        open: '/acp/admin/settings/',
        lands: '/acp/admin/settings/#cohort-management',
        heading: 'Manage MyCedar Cohorts',
        level2: ['Cohort Management'],
      },
      { open: '/unauthorized', lands: '/unauthorized', text: UNAUTHORIZED_TEXT },
      { open: '/nowhere', lands: '/' },
    ],
  },
};

/** Goes to a path as Back and Forward do: the portal's router reads the new location on popstate. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });
const level2Menu = (page: Page) => page.getByRole('navigation', { name: /sections$/ });

/** What every row of the account shows besides its path: the shell or the status screen. */
async function expectLanding(page: Page, landing: Landing, email: string): Promise<void> {
  switch (landing) {
    case 'learner shell':
      return expectLearnerShell(page);
    case 'admin shell':
      return expectAdminShell(page);
    case 'onboarding wizard':
      await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
      return;
    case 'no-course screen':
      await expect(page.getByText(`Hmm, ${email} isn't enrolled in any course yet.`)).toBeVisible();
      return;
  }
}

test.describe('route guards', () => {
  for (const [name, table] of Object.entries(TABLE) as [AccountName, AccountTable][]) {
    const email = ACCOUNTS[name];
    test(`${email}: ${table.rows.map((row) => row.open).join(', ')}`, async ({ page }) => {
      await signIn(page, email);
      await expectLanding(page, table.landing, email);
      if (table.switchToAcp) {
        await chooseFromUserMenu(page, 'Switch to ACP');
        await expectAdminShell(page);
      }
      if (table.nav) await expect(adminNav(page).getByRole('link')).toHaveText(table.nav);
      const inAdminShell = table.landing === 'admin shell' || table.switchToAcp === true;
      const routed = inAdminShell || table.landing === 'learner shell';
      for (const [index, row] of table.rows.entries()) {
        await test.step(`${row.open} -> ${row.lands}`, async () => {
          // The wizard and the no-course screen hold whatever the path: those rows are page loads.
          if (index === 0 || !routed) await page.goto(row.open);
          else await openInApp(page, row.open);
          await expectPath(page, row.lands);
          if (row.heading) await pageHeading(page, row.heading).waitFor();
          if (row.text) await expect(page.getByText(row.text)).toBeVisible();
          if (row.level2) await expect(level2Menu(page).getByRole('link')).toHaveText(row.level2);
          if (inAdminShell) await expectAdminShell(page);
          else await expectLanding(page, table.landing, email);
        });
      }
    });
  }

  test('a limited admin follows Admin and Cohort Settings from the left navigation', async ({ page }) => {
    await signIn(page, ACCOUNTS.limited);
    await expectAdminShell(page);
    await adminNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
    await expectPath(page, '/acp/admin/settings/#cohort-management');
    await pageHeading(page, 'Manage MyCedar Cohorts').waitFor();
    await expect(page.getByRole('combobox', { name: 'Cohort' })).toBeDisabled();
    await expect(level2Menu(page).getByRole('link', { name: 'Cohort Management' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    // Role 11 has no cohort settings menu: the entry opens the settings page at Calendars.
    await adminNav(page).getByRole('link', { name: 'Cohort Settings' }).click();
    await expectPath(page, '/acp/settings/#calendar-settings');
    await pageHeading(page, 'Cohort Settings').waitFor();
    await level2Menu(page).getByRole('link', { name: 'Online Tools' }).click();
    await expectPath(page, '/acp/settings/#webtools-settings');
    await expect(level2Menu(page).getByRole('link', { name: 'Online Tools' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});
