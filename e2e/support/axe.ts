import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation runs: axe blends colours with the current opacity, so a
 * toast or dialog caught fading in reads as pale text (contrast 1.1) that no user is left with.
 * Endless ones (spinners, skeleton shimmer) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await settleAnimations(page);
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

/**
 * Runs axe with every rule it enables by default (WCAG A/AA and best practices) and fails on
 * any violation whatever its impact: for pages with no Fluent UI quirks to allow for.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(' '), why: node.failureSummary })),
  }));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * Rules Lighthouse's Accessibility score weighs that the default runs above do not catch:
 * `aria-hidden-focus` (Tabster's aria-hidden focus sentinels on the body, which
 * expectNoSeriousViolations leaves out, appear as soon as a Fluent dialog, drawer or popover is
 * mounted, even closed) and `target-size` (WCAG 2.2, off in axe by default). Nothing is
 * excluded: the sentinels count, as they do for Lighthouse.
 */
export const LIGHTHOUSE_EXTRA_RULES = ['aria-hidden-focus', 'target-size'];

/** Runs only the given axe rules on the whole page and fails on any violation of them. */
export async function expectNoViolationsOf(page: Page, rules: string[]): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      html: node.html.slice(0, 200),
      why: node.failureSummary,
    })),
  }));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
