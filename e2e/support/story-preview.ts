import type { Page } from '@playwright/test';
import { installStoryRecorder, type StoryReport } from './story-recorder.ts';

/** One story's check: what went wrong (nothing when it passed), by story id. */
export interface StoryProblems {
  storyId: string;
  problems: string[];
  /** The frame was not as a fresh one when the story began; its problems are not its own. */
  leftover?: string;
}

const renderTimeoutMs = 20_000;
/** Storybook's preview waits at least this long for animations before a story counts as rendered. */
const settleMs = 100;
/**
 * Only Storybook's own checks are in scope here, not accessibility (accessibility.spec.ts covers
 * the portal's pages): the a11y addon would run axe after every story, and its results are
 * warnings only ("todo"), so it is switched off for this frame.
 */
const previewGlobals = 'a11y.manual:!true';

/**
 * Storybook's preview frame (iframe.html) kept open on one page, as the manager keeps it:
 * stories after the first are selected through the preview's channel rather than by loading
 * the frame again, which is most of the cost of a check.
 */
export class StoryPreview {
  private pageErrors: string[] = [];
  private readonly page: Page;

  private constructor(page: Page) {
    this.page = page;
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
  }

  static async on(page: Page): Promise<StoryPreview> {
    // Storybook's own test runners are recognised by this mark; its one effect is that after a
    // story's play function the preview pauses animations at their end state rather than
    // waiting up to 5 s for them to finish (the check then waits a fixed 100 ms instead).
    await page.addInitScript(() => {
      const userAgent = `${navigator.userAgent} StorybookTestRunner`;
      Object.defineProperty(Navigator.prototype, 'userAgent', { configurable: true, get: () => userAgent });
    });
    await page.addInitScript(installStoryRecorder);
    return new StoryPreview(page);
  }

  /** Loads the frame afresh at the story: nothing earlier stories did can affect it. */
  async load(storyId: string): Promise<StoryProblems[]> {
    this.pageErrors = [];
    await this.page.goto(
      `/storybook/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${previewGlobals}`,
    );
    return this.check(storyId, false);
  }

  /** Selects the story in the frame that is already open. */
  async select(storyId: string): Promise<StoryProblems[]> {
    this.pageErrors = [];
    return this.check(storyId, true);
  }

  /**
   * The story's problems first, then any error the preview filed meanwhile under a story
   * checked earlier (it surfaced after that story's check).
   */
  private async check(storyId: string, select: boolean): Promise<StoryProblems[]> {
    const { report, late } = await this.page.evaluate(
      ([id, selectIt, timeoutMs, settle]) => {
        const recorder = window.cedarStoryRecorder;
        if (!recorder) throw new Error('the story recorder is not installed in the preview');
        return recorder.check(id, selectIt, timeoutMs, settle);
      },
      [storyId, select, renderTimeoutMs, settleMs] as const,
    );
    // Uncaught errors reach Playwright before the answer of the evaluation that was waiting.
    const problems = [...problemsOf(report), ...this.pageErrors.map((message) => `page error: ${message}`)];
    const leftover = report === 'timeout' ? undefined : report.leftover;
    return [
      { storyId, problems, ...(leftover ? { leftover } : {}) },
      ...late.map((error) => ({ storyId: error.storyId, problems: [`after its check: ${error.error}`] })),
    ];
  }
}

function problemsOf(report: StoryReport | 'timeout'): string[] {
  if (report === 'timeout') return [`did not render within ${renderTimeoutMs / 1000} s`];
  if (report.errors.length > 0) return report.errors;
  return report.rendered ? [] : ['finished without reporting rendered'];
}
