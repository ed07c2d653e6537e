import { expect, test } from '@playwright/test';
import { ACCOUNTS, type AccountName } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectAdminShell, expectLearnerShell, expectPath, pageHeading } from '../support/shell.ts';

/**
 * The route and guard table of profiles-shell-and-access §2.1-2.2 and admin-console §2.2, per
 * role. Each row opens a path with a full page load (the signed-in session survives it) and
 * waits for where the guards send it; `heading` names the page that must then show.
 */
interface Row {
  open: string;
  lands: string | RegExp;
  heading?: string | RegExp;
  /** A text the landing page must show. */
  text?: string;
}

const TABLE: Partial<Record<AccountName, Row[]>> = {
  learner: [
    { open: '/acp', lands: '/unauthorized', text: "Hmm, you don't have access to this page." },
    { open: '/acp/people', lands: '/unauthorized' },
    // Cohort access is checked first: a learner has none in any cohort.
    { open: '/acp/listRequests/', lands: '/' },
    { open: '/acp/announcementHistory', lands: '/unauthorized' },
    { open: '/acp/videoLibrary', lands: '/' },
    { open: '/no/such/page', lands: '/' },
    { open: '/connect', lands: '/connect' },
  ],
  support: [
    { open: '/acp', lands: '/acp/listRequests/', heading: 'Support Requests' },
    { open: '/acp/people', lands: '/acp/people', heading: 'People' },
    { open: '/acp/announcementHistory', lands: '/acp/announcementHistory', heading: 'Announcements' },
    { open: '/somewhere/else', lands: '/' },
  ],
  facilitator: [{ open: '/acp', lands: '/acp/listRequests/', heading: 'Support Requests' }],
  admin: [
    { open: '/acp', lands: '/acp/listRequests/', heading: 'Support Requests' },
    { open: '/acp/videoLibrary', lands: '/acp/videoLibrary', heading: 'Video Library' },
    { open: '/acp/settings/', lands: '/acp/settings/#associated-courses' },
    { open: '/acp/settings/calendars', lands: /^\/acp\/settings\/?#associated-courses$/ },
    {
      open: '/acp/admin/settings/',
      lands: '/acp/admin/settings/#cohort-management',
      heading: 'Manage MyCedar Cohorts',
    },
    { open: '/not-a-page', lands: '/' },
  ],
  limited: [
    { open: '/acp', lands: '/acp/announcementHistory/', heading: 'Announcements' },
    { open: '/acp/listRequests/', lands: /^\/acp\/announcementHistory\/?$/ },
    { open: '/acp/people', lands: '/unauthorized' },
  ],
};

test.describe('route guards', () => {
  for (const [name, rows] of Object.entries(TABLE) as [AccountName, Row[]][]) {
    test(`${ACCOUNTS[name]}: ${rows.map((row) => row.open).join(', ')}`, async ({ page }) => {
      await signIn(page, ACCOUNTS[name]);
      if (name === 'learner') await expectLearnerShell(page);
      else await expectAdminShell(page);
      for (const row of rows) {
        await test.step(`${row.open} -> ${row.lands}`, async () => {
          await page.goto(row.open);
          await expectPath(page, row.lands);
          if (row.heading) await pageHeading(page, row.heading).waitFor();
          if (row.text) await expect(page.getByText(row.text)).toBeVisible();
        });
      }
    });
  }
});
