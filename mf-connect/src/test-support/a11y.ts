import axe from 'axe-core';

/**
 * Runs axe on rendered markup and returns the serious and critical violations. Colour contrast
 * needs layout that jsdom lacks; landmark rules need the host's page around a widget.
 */
export async function seriousA11yViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
