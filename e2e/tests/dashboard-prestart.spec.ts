import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, openDashboard, panel, topsOf } from '../support/dashboard.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Front End January 2027 has not started and has no meeting link: the launchpad instead of My
 * Courses, and the Classmates card and panel.
 */
test.describe('prestart learner dashboard', () => {
  test('shows the launchpad, the Classmates card and the Your Cohort panel', async ({ page }) => {
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

    // The Study Session card is titled Classmates for a prestart course (DECISIONS.md); the
    // Classmates panel under it is titled apart (ADR 0012): one region of each name.
    const card = panel(page, PANELS.classmates);
    await expect(card).toHaveCount(1);
    const cohortPanel = panel(page, PANELS.cohort);
    await expect(cohortPanel.getByText(/^\d+ online in Front End January 2027$/)).toBeVisible();
    await expect(cohortPanel.getByText('Online Now')).toBeVisible();
    await expect(cohortPanel.getByText('Recently Updated')).toBeVisible();
    const [cardTop, panelTop] = await topsOf([card, cohortPanel]);
    expect(panelTop).toBeGreaterThan(cardTop!);
    await expect(panel(page, PANELS.studySession)).toHaveCount(0);

    // The cohort has no meeting link: the card says why no session can start, invites to none.
    const reason = 'No meeting link is set for your cohort yet, so a study session cannot be started.';
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Start Session' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Start Session' })).toHaveAccessibleDescription(reason);
    await expect(card.getByText('Kick off a cohort study session?')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
