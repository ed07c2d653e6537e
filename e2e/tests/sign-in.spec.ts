import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, type AccountName } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expectAdminShell, expectLearnerShell, navEntry } from '../support/shell.ts';

type Landing = 'learner shell' | 'admin shell' | 'onboarding wizard' | 'no-course screen';

const LANDINGS: [AccountName, Landing][] = [
  ['learner', 'learner shell'],
  ['prestart', 'learner shell'],
  ['newbie', 'onboarding wizard'],
  ['coach', 'learner shell'],
  ['facilitator', 'admin shell'],
  ['support', 'admin shell'],
  ['admin', 'admin shell'],
  ['limited', 'admin shell'],
  ['nocourse', 'no-course screen'],
];

test.describe('signing in through the embedded provider', () => {
  for (const [name, landing] of LANDINGS) {
    const email = ACCOUNTS[name];
    test(`${email} lands on the ${landing}`, async ({ page }) => {
      // One account types its e-mail and password; the others use the one-click list.
      await signIn(page, email, { via: name === 'learner' ? 'form' : 'demo' });
      switch (landing) {
        case 'learner shell':
          await expectLearnerShell(page);
          break;
        case 'admin shell':
          await expectAdminShell(page);
          break;
        case 'onboarding wizard':
          // The wizard is the only screen: its first step, and no shell around it.
          await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
          await expect(navEntry(page, 'Home')).toHaveCount(0);
          await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
          break;
        case 'no-course screen':
          await expect(page.getByText(`Hmm, ${email} isn't enrolled in any course yet.`)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
          await expect(navEntry(page, 'Home')).toHaveCount(0);
          break;
      }
    });
  }

  test('a wrong password is refused on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('E-mail').fill(ACCOUNTS.learner);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  });

  test("the login page wears the landing page's look: font, brand colours, logo", async ({ page }) => {
    // The same parts on both pages: the main button, the heading, the logo's word and its image.
    const look = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const button = style('main button');
        const logo = document.querySelector('header [role="img"]')!;
        const mark = logo.querySelector('svg, img')!;
        return {
          font: button.fontFamily,
          buttonBackground: button.backgroundColor,
          buttonText: button.color,
          heading: style('main h1').color,
          logoName: logo.getAttribute('aria-label'),
          logoWord: getComputedStyle(logo.querySelector('[aria-hidden="true"]:not(svg)')!).color,
          markDrawn:
            mark.getBoundingClientRect().width > 0 && (!(mark instanceof HTMLImageElement) || mark.naturalWidth > 0),
        };
      });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const landing = await look();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByRole('img', { name: 'Cedar logo' })).toBeVisible();
    expect(await look()).toEqual(landing);
  });

  test('the login page passes every axe rule, with and without an error shown', async ({ page }) => {
    await openLoginPage(page);
    await expectNoViolations(page);
    await page.getByLabel('E-mail').fill(ACCOUNTS.learner);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('signs in by keyboard alone: labelled fields in order, a visible focus, Enter submits', async ({ page }) => {
    await openLoginPage(page);
    const email = page.getByRole('textbox', { name: 'E-mail' });
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    // The e-mail field has the focus on arrival; Tab walks e-mail, password, Sign in, the demo accounts.
    await expect(email).toBeFocused();
    await expectFocusVisible(email);
    await page.keyboard.type(ACCOUNTS.learner);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await expectFocusVisible(password);
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expectFocusVisible(submit);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /learner@cedar\.test/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
    await expectLearnerShell(page);
  });
});

/** From the landing page's Log In to the embedded provider's login page. */
async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/oidc\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to MyCedar' })).toBeVisible();
}

/** The focused element is marked: an outline, or the brand-coloured underline of a field. */
async function expectFocusVisible(locator: Locator): Promise<void> {
  const marked = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const underlined = style.boxShadow.includes('inset') && style.borderBottomColor === 'rgb(23, 127, 90)';
    return element.matches(':focus-visible') && (outlined || underlined);
  });
  expect(marked, 'the focused element shows a focus indicator').toBe(true);
}
