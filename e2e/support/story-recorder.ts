/** What Storybook's preview reported about one story while it rendered. */
export interface StoryReport {
  /** The preview announced storyRendered for it (after its play function). */
  rendered: boolean;
  /** Its render ran to the end: storyFinished, or storyMissing when it could not even load. */
  finished: boolean;
  errors: string[];
  /**
   * Set when the frame was not as a freshly loaded one as the story began (an earlier story's
   * modal left the rest of the page aria-hidden or inert): its outcome says nothing then.
   */
  leftover?: string;
  /** The report was handed over; errors filed under the story from now on are late. */
  taken?: boolean;
}

/** An error the preview attributed to a story whose report had already been taken. */
export interface LateStoryError {
  storyId: string;
  error: string;
}

export interface StoryRecorder {
  /**
   * Waits until the story's render finishes and returns its report, or 'timeout'. With
   * `select`, the story is first selected through the preview's channel, as the manager does.
   */
  check(
    storyId: string,
    select: boolean,
    timeoutMs: number,
    settleMs: number,
  ): Promise<{ report: StoryReport | 'timeout'; late: LateStoryError[] }>;
}

declare global {
  interface Window {
    cedarStoryRecorder?: StoryRecorder;
  }
}

/**
 * Runs in the preview frame before its bundle (page.addInitScript, so it must not use anything
 * from outside itself). The preview creates its channel while its bundle runs; the recorder
 * listens on it from that moment and files every outcome under the story it belongs to. Events
 * that carry a story id are filed by it; the error events that carry none are filed by the
 * render-phase change the preview emits next to them, synchronously, with the story's id. So an
 * error a story raises after its check (a late render error) is filed under that story, never
 * under the one being checked at the time.
 */
export function installStoryRecorder(): void {
  interface Channel {
    on(event: string, listener: (...args: never[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  }
  interface SerializedError {
    name?: string;
    message?: string;
    title?: string;
  }
  const reports = new Map<string, StoryReport>();
  const waiters = new Map<string, () => void>();
  let late: LateStoryError[] = [];
  /** Errors whose story is named by the render-phase change that follows them. */
  let unfiled: string[] = [];
  let phaseStory: string | undefined;
  let awaited: string | undefined;

  const reportOf = (storyId: string): StoryReport => {
    let report = reports.get(storyId);
    if (!report) {
      report = { rendered: false, finished: false, errors: [] };
      reports.set(storyId, report);
    }
    return report;
  };
  const fail = (storyId: string | undefined, error: string) => {
    const id = storyId ?? awaited ?? '(no story)';
    const report = reportOf(id);
    report.errors.push(error);
    if (report.taken) late.push({ storyId: id, error });
  };
  const finish = (storyId: string) => {
    reportOf(storyId).finished = true;
    waiters.get(storyId)?.();
  };
  const describe = (error: SerializedError | undefined) => error?.message ?? error?.title ?? String(error);

  const listen = (channel: Channel) => {
    channel.on('storyRenderPhaseChanged', (change: { newPhase: string; storyId: string }) => {
      phaseStory = change.storyId;
      // By the time a story loads, the preview has torn the previous one down.
      if (change.newPhase === 'loading') {
        const hiding = document.querySelectorAll(
          'body > [aria-hidden="true"], body > [inert], [inert] #storybook-root',
        );
        if (hiding.length > 0)
          reportOf(change.storyId).leftover = `${hiding.length} elements left aria-hidden or inert`;
      }
      if (change.newPhase !== 'errored') return;
      for (const error of unfiled) fail(change.storyId, error);
      unfiled = [];
    });
    channel.on('storyThrewException', (error: SerializedError) => unfiled.push(`threw: ${describe(error)}`));
    channel.on('storyErrored', (error: SerializedError) => unfiled.push(`errored: ${describe(error)}`));
    // Emitted inside the 'errored' phase of the story whose play function threw.
    channel.on('playFunctionThrewException', (error: SerializedError) =>
      fail(phaseStory, `play function threw: ${describe(error)}`),
    );
    channel.on('unhandledErrorsWhilePlaying', (errors: SerializedError[]) =>
      fail(phaseStory, `unhandled errors while playing: ${errors.map(describe).join('; ')}`),
    );
    channel.on('storyRendered', (storyId: string) => {
      reportOf(storyId).rendered = true;
    });
    channel.on('storyFinished', (summary: { storyId: string; status: string }) => {
      const report = reportOf(summary.storyId);
      if (summary.status === 'error' && report.errors.length === 0) fail(summary.storyId, 'finished with errors');
      finish(summary.storyId);
    });
    // The story could not be loaded at all; no render follows.
    channel.on('storyMissing', (storyId?: string) => {
      const id = storyId ?? awaited ?? '(no story)';
      fail(id, 'missing or failed to load');
      finish(id);
    });
  };

  let current: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(channel: Channel) {
      if (channel && channel !== current) listen(channel);
      current = channel;
    },
  });

  window.cedarStoryRecorder = {
    check(storyId, select, timeoutMs, settleMs) {
      awaited = storyId;
      if (select) reports.delete(storyId);
      return new Promise((resolve) => {
        const done = (report: StoryReport | 'timeout') => {
          clearTimeout(timer);
          waiters.delete(storyId);
          if (report !== 'timeout') report.taken = true;
          const lateErrors = late;
          late = [];
          resolve({ report: report === 'timeout' ? report : structuredClone(report), late: lateErrors });
        };
        const timer = setTimeout(() => done('timeout'), timeoutMs);
        // What the story scheduled as it mounted (effects, timers) gets a moment to fail in, as
        // it had while the preview waited for animations.
        const settle = () => setTimeout(() => done(reportOf(storyId)), settleMs);
        waiters.set(storyId, settle);
        if (reports.get(storyId)?.finished) settle();
        else if (select) current?.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
    },
  };
}
