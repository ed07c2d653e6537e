import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, openDashboard, panel } from '../support/dashboard.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** Front End January 2027 has not started: the launchpad instead of My Courses, and Classmates. */
test.describe('prestart learner dashboard', () => {
  test('shows the launchpad and the Classmates panel', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.prestart);
    const launchpad = panel(page, PANELS.launchpad);
    await expect(launchpad).toBeVisible();
    await expect(
      launchpad
        .getByRole('link', { name: 'Launch Course' })
        .or(launchpad.getByRole('button', { name: 'Launch Course' }))
        .first(),
    ).toBeVisible();
    await expect(launchpad.getByText(/^(class started \d+ days? ago|\d+ days? remaining)$/).first()).toBeVisible();
    await expect(panel(page, PANELS.courses)).toHaveCount(0);

    // The Study Session card is titled Classmates for a prestart course (DECISIONS.md), and the
    // Classmates panel joins it: two regions of that name.
    const classmates = page.getByRole('main').getByRole('region', { name: PANELS.classmates, exact: true });
    await expect(classmates).toHaveCount(2);
    const classmatesPanel = classmates.filter({ hasText: 'Online Now' });
    await expect(classmatesPanel.getByText(/^\d+ online in Front End January 2027$/)).toBeVisible();
    await expect(classmatesPanel.getByText('Recently Updated')).toBeVisible();
    await expect(panel(page, PANELS.studySession)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
