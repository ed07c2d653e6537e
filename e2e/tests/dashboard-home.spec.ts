import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, openDashboard, panel, todaysSeedStraddlesMidnight, topsOf } from '../support/dashboard.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * The learner's home page against the seeded database (learner-dashboard §2, ADR 0010 demo
 * data): SEBD September 2026 has today a class that ended with a recording, one happening
 * now and office hours within 10 minutes, a running study session and a support team.
 */
test.describe('learner dashboard', () => {
  test('every panel renders with the seeded data', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // Announcements: a carousel of several, each with its byline.
    const announcements = panel(page, PANELS.announcements);
    await expect(announcements).toBeVisible();
    await expect(announcements.getByRole('button', { name: /^Announcement 1 of \d+$/ })).toBeVisible();
    await expect(announcements.getByRole('button', { name: 'Next announcement' })).toBeVisible();

    // Online Tools: tiles opening in a new window.
    const tools = panel(page, PANELS.onlineTools);
    await expect(tools.getByRole('link', { name: /\(opens in a new window\)$/ }).first()).toBeVisible();

    // My Courses: This Week and Past Due of the embedded course system.
    const courses = panel(page, PANELS.courses);
    await expect(courses.getByRole('tab', { name: 'This Week' })).toBeVisible();
    await expect(courses.getByRole('tab', { name: /^Past Due \(\d+\)$/ })).toBeVisible();
    await expect(
      courses
        .getByRole('link', { name: 'View Courses' })
        .or(courses.getByRole('button', { name: 'View Courses' }))
        .first(),
    ).toBeVisible();

    // Classes & Events, Today: ended with a recording, happening now, joinable early. Near the
    // learner's midnight the seeded events fall on two days; the clock journey covers the states.
    if (todaysSeedStraddlesMidnight()) {
      test
        .info()
        .annotations.push({ type: 'skipped part', description: "Today's events straddle the learner's midnight" });
    } else {
      const calendar = panel(page, PANELS.calendar);
      await expect(calendar.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
      await expect(calendar.getByText('Session has ended').first()).toBeVisible();
      await expect(calendar.getByRole('link', { name: 'Recording' }).first()).toBeVisible();
      await expect(calendar.getByText('Happening Now').first()).toBeVisible();
      await expect(calendar.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
      // Seeded to start 5-10 minutes after the portal started: joinable early, or live by now
      // when the suite has run longer (the clock journey walks through every state). On a Friday
      // evening in the learner's American zone the weekly office hours, over by then, are also
      // today's: the soon one is the one not ended.
      const officeHours = calendar
        .locator('li[data-state="is_join_early"], li[data-state="is_live"]')
        .filter({ hasText: 'Office Hours' })
        .first();
      await expect(officeHours).toHaveAttribute('data-state', /^is_(join_early|live)$/);
      if ((await officeHours.getAttribute('data-state')) === 'is_join_early') {
        // Within its last minute before the start it says "a few seconds".
        await expect(officeHours.getByText(/^Starts in (a few seconds|a minute|\d+ minutes)$/)).toBeVisible();
        await expect(officeHours.getByRole('link', { name: 'Join Early' })).toBeVisible();
      } else {
        await expect(officeHours.getByText('Happening Now')).toBeVisible();
        await expect(officeHours.getByRole('link', { name: 'Join Now' })).toBeVisible();
      }
    }

    // The Study Session card from mf-connect: the seeded session runs.
    const study = panel(page, PANELS.studySession);
    await expect(study.getByRole('list', { name: 'Staff in Session:' }).getByRole('listitem').first()).toBeVisible();
    await expect(
      study.getByRole('list', { name: 'Classmates in Session:' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(study.getByRole('button', { name: 'Join Now' })).toBeVisible();

    // Support: the team in display order, Request Support, My requests.
    const support = panel(page, PANELS.support);
    await expect(support.getByRole('listitem').getByRole('link').first()).toBeVisible();
    await expect(support.getByRole('button', { name: 'Request Support' })).toBeVisible();

    // An active course shows My Courses, not the launchpad nor the Classmates panel.
    await expect(panel(page, PANELS.launchpad)).toHaveCount(0);
    await expect(panel(page, PANELS.classmates)).toHaveCount(0);
    await expect(panel(page, PANELS.cohort)).toHaveCount(0);
    await expect(main.getByText('This panel could not load.')).toHaveCount(0);
  });

  test('a long announcement is cut at three whole lines with one ellipsis, the one of "... Read More"', async ({
    page,
  }) => {
    await openDashboard(page, ACCOUNTS.learner);
    const announcements = panel(page, PANELS.announcements);
    // The seeded welcome announcement runs long; step to it (the carousel stops on a click).
    const readMore = announcements.getByRole('button', { name: '... Read More' });
    const dots = announcements.getByRole('button', { name: /^Announcement \d+ of \d+$/ });
    for (let i = 0; i < (await dots.count()) && !(await readMore.isVisible()); i++) await dots.nth(i).click();
    await expect(readMore).toBeVisible();
    // The text just before the toggle (found by the toggle's state, whose name changes).
    const body = announcements.locator('button[aria-expanded]').locator('xpath=preceding-sibling::div[1]');
    const folded = await body.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        lineClamp: style.webkitLineClamp,
        lineHeight: parseFloat(style.lineHeight),
        height: el.clientHeight,
        clipped: el.scrollHeight > el.clientHeight,
      };
    });
    // No line clamp: its ellipsis would stand before the toggle's own ("period.…" "... Read More").
    expect(folded.lineClamp).toBe('none');
    expect(folded.clipped).toBe(true);
    expect(folded.height).toBeCloseTo(3 * folded.lineHeight, 0);
    await readMore.click();
    await expect(announcements.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => body.evaluate((el) => el.clientHeight)).toBeGreaterThan(3 * folded.lineHeight);
  });

  // DECISIONS.md "Learner screens": a failed feed says so with Retry, as every panel does.
  test('a failed announcements feed shows the panel error, and Retry loads the feed', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/announcements',
      (route) => (fail ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback()),
    );
    await openDashboard(page, ACCOUNTS.learner);
    const announcements = panel(page, PANELS.announcements);
    await expect(announcements.getByRole('alert')).toHaveText('Announcements could not load.Retry');
    fail = false;
    await announcements.getByRole('button', { name: 'Retry' }).click();
    await expect(announcements.getByRole('button', { name: /^Announcement 1 of \d+$/ })).toBeVisible();
    await expect(announcements.getByRole('alert')).toHaveCount(0);
  });

  test('desktop: two columns in the spec order', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    const left = [PANELS.onlineTools, PANELS.studySession, PANELS.support].map((name) => panel(page, name));
    const right = [PANELS.courses, PANELS.calendar].map((name) => panel(page, name));
    const [announcements] = await topsOf([panel(page, PANELS.announcements)]);
    const leftTops = await topsOf(left);
    const rightTops = await topsOf(right);
    expect(leftTops).toEqual([...leftTops].sort((a, b) => a - b));
    expect(rightTops).toEqual([...rightTops].sort((a, b) => a - b));
    for (const top of [...leftTops, ...rightTops]) expect(top).toBeGreaterThan(announcements!);
    const leftX = (await left[0]!.boundingBox())!.x;
    const rightX = (await right[0]!.boundingBox())!.x;
    expect(rightX).toBeGreaterThan(leftX);
  });

  test('small screen (375 px): one column in the spec order', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openDashboard(page, ACCOUNTS.learner);
    const order = [
      PANELS.announcements,
      PANELS.onlineTools,
      PANELS.courses,
      PANELS.calendar,
      PANELS.studySession,
      PANELS.support,
    ].map((name) => panel(page, name));
    const tops = await topsOf(order);
    for (let i = 1; i < tops.length; i++)
      expect(tops[i]!, `panel ${i} below panel ${i - 1}`).toBeGreaterThan(tops[i - 1]!);
    // One column: every panel starts at the same left edge and fits the viewport.
    const boxes = await Promise.all(order.map((locator) => locator.boundingBox()));
    const lefts = new Set(boxes.map((box) => Math.round(box!.x)));
    expect(lefts.size).toBe(1);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
  });

  test('axe: no serious or critical violation on the dashboard', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    await expectNoSeriousViolations(page);
  });

  test('axe: no serious or critical violation in the Request Support drawer', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.learner);
    await panel(page, PANELS.support).getByRole('button', { name: 'Request Support' }).click();
    await expect(page.getByRole('dialog').getByText('What do you need help with?')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
