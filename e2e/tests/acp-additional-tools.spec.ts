import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { CANVAS_TOKEN, HUBSPOT_TOKEN, receivedCalls } from '../support/protocol-stubs.ts';

const csv = (text: string, name = 'handshake-export.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

/**
 * The Additional Tools (admin-console §2.11) through their real adapters: the e2e portal's LMS
 * and CRM are local servers speaking Canvas's REST API and HubSpot's batch API (global setup).
 * The Program Manager uploads a Handshake export (a wrong header first), then syncs the courses.
 */
test('a Program Manager uploads a Handshake export to HubSpot and syncs the Canvas courses', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/acp/admin/settings/');
  const tools = page.getByRole('main').getByRole('region', { name: 'Additional Tools' });
  const choice = tools.getByRole('combobox', { name: 'Additional Tools' });
  await choice.selectOption({ label: 'Upload Handshake .csv to HubSpot' });
  const input = tools.locator('input[type="file"]');

  // A wrong header: the API's reason under §8's text, and nothing reaches HubSpot.
  await input.setInputFiles(csv('name,mail\nGrace Hopper,grace@school.academy\n', 'wrong.csv'));
  await expect(tools.getByText('wrong.csv')).toBeVisible();
  await tools.getByRole('button', { name: 'Upload File' }).click();
  await expect(tools.getByText('Something went wrong while uploading')).toBeVisible();
  await expect(tools.getByText(/header with the columns email, first_name, last_name/)).toBeVisible();
  await tools.getByRole('button', { name: 'Remove file' }).click();

  const stamp = Date.now();
  await input.setInputFiles(
    csv(
      `First Name,Last Name,Email\nGrace,Hopper,grace.${stamp}@school.academy\nAlan,Turing,alan.${stamp}@school.academy\n`,
    ),
  );
  await tools.getByRole('button', { name: 'Upload File' }).click();
  await expect(tools.getByText('Handshake Automation is now running')).toBeVisible();
  await expect(tools.getByText('handshake-export.csv')).toHaveCount(0);
  const pushed = (await receivedCalls(process.env.CEDAR_E2E_HUBSPOT_URL!)).filter((c) =>
    JSON.stringify(c.body).includes(String(stamp)),
  );
  expect(pushed).toHaveLength(1);
  expect(pushed[0]!.authorization).toBe(`Bearer ${HUBSPOT_TOKEN}`);
  expect(new URL(pushed[0]!.url).pathname).toBe('/crm/v3/objects/contacts/batch/upsert');
  await expectNoSeriousViolations(page);

  // The sync asks first, then reads every Canvas page and says so.
  await choice.selectOption({ label: 'Sync Canvas courses to MyCedar database' });
  await tools.getByRole('button', { name: 'Sync Courses' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sync Canvas courses?' });
  await confirm.getByRole('button', { name: 'Sync Courses' }).click();
  const done = page.getByRole('alertdialog', { name: 'Canvas Sync Done' });
  await expect(done.getByText(/^4 courses read: \d+ added, \d+ renamed\.$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(done).toBeHidden();
  const pages = (await receivedCalls(process.env.CEDAR_E2E_CANVAS_URL!)).filter((c) =>
    new URL(c.url).pathname.startsWith('/api/v1/accounts/1/courses'),
  );
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.every((c) => c.authorization === `Bearer ${CANVAS_TOKEN}`)).toBe(true);
  await page.context().close();
});
