import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth.ts';

/** The learner dashboard's panels and widgets, by their region names (learner-dashboard §2). */
export const PANELS = {
  announcements: 'Announcements',
  onlineTools: 'Online Tools',
  courses: 'My Courses',
  launchpad: 'Launchpad',
  calendar: 'Classes & Events',
  studySession: 'Study Session',
  /** The Study Session card of a prestart course (DECISIONS.md). */
  classmates: 'Classmates',
  /** The Classmates panel of a prestart course, titled apart from the card (ADR 0012). */
  cohort: 'Your Cohort',
  support: 'Support',
} as const;

/** A titled panel of the dashboard (a region labelled by its h2). */
export function panel(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Waits until the dashboard reports every panel and federated widget answered (§4). */
export async function expectDashboardLoaded(page: Page): Promise<void> {
  await expect(page.locator('[data-dashboard-loaded="true"]')).toBeAttached({ timeout: 30_000 });
}

/** Signs in through the real login page and waits for the whole dashboard. */
export async function openDashboard(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expectDashboardLoaded(page);
}

/** The top edge of each locator, in page order of the given names. */
export async function topsOf(locators: Locator[]): Promise<number[]> {
  const tops: number[] = [];
  for (const locator of locators) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} has no box`);
    tops.push(box.y);
  }
  return tops;
}

/** The seeded learner's profile zone (learner@cedar.test lives in Chicago). */
export const LEARNER_ZONE = 'America/Chicago';

/** The learner's date (YYYY-MM-DD) at an instant. */
export function learnerDay(instant: number, zone = LEARNER_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));
}

/**
 * Do the seeded "today" events straddle the learner's midnight? The seed places them around the
 * portal's start: a class that ended 100-40 minutes before, one started 20 minutes before and
 * office hours from 10 to 55 minutes after. From 23:45 to 02:45 in the learner's zone some of
 * them fall on the day before or after, so the Today tab cannot hold them all (02:45 leaves the
 * suite three quarters of an hour between the seed and the journey).
 */
export function todaysSeedStraddlesMidnight(now = new Date(), zone = LEARNER_ZONE): boolean {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' })
    .format(now)
    .split(':')
    .map(Number) as [number, number];
  const minutes = (hour % 24) * 60 + minute;
  return minutes < 2 * 60 + 45 || minutes >= 23 * 60 + 45;
}
