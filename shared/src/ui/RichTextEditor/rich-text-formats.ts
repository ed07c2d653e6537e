/** Text sizes of the rich-text toolbar (§2 Request Support drawer), the first is the smallest. */
export const RICH_TEXT_SIZES = ['0.75em', '1em', '1.5em', '2.5em'] as const;

/** A text size of the rich-text toolbar. */
export type RichTextSize = (typeof RICH_TEXT_SIZES)[number];

/** The size text has when none is chosen. */
export const DEFAULT_RICH_TEXT_SIZE: RichTextSize = '1em';

/** One indent step, in em; the toolbar indents up to {@link MAX_RICH_TEXT_INDENT} steps (9em). */
export const RICH_TEXT_INDENT_STEP_EM = 1;

/** Indent steps allowed: 1em each, up to 9em (§2). */
export const MAX_RICH_TEXT_INDENT = 9;

/** The indent of `steps` steps as a CSS length ('3em'). */
export function indentLength(steps: number): string {
  return `${steps * RICH_TEXT_INDENT_STEP_EM}em`;
}
