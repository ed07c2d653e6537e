import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectAdminShell, expectLearnerShell, pageHeading } from '../support/shell.ts';

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Tabster (Fluent UI's focus manager) places aria-hidden focus sentinels that hand focus on
  // at once; axe reads them as focusable hidden content, so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        why: node.failureSummary,
      })),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test.describe('accessibility (axe): no serious or critical violation', () => {
  test('landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('learner shell', async ({ page }) => {
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('admin shell', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expectAdminShell(page);
    await expect(pageHeading(page, /.+/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('profile page', async ({ page }) => {
    await signIn(page, ACCOUNTS.learner);
    await expectLearnerShell(page);
    await page.goto(`/profile/${ACCOUNTS.learner}`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'About Me' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
