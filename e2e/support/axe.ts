import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
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
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(' '), why: node.failureSummary })),
  }));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
