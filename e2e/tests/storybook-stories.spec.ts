import { expect, test } from '@playwright/test';
import { StoryPreview, type StoryProblems } from '../support/story-preview.ts';

interface StoryEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

/** Preview frames checking stories side by side; measured best on the two-core CI machine. */
const lanes = Number(process.env.E2E_STORY_LANES ?? 2);

/**
 * Designers review every state in Storybook, so a story that fails to render is a broken page
 * for them. Every story of the built Storybook is rendered in the preview frame and must report
 * rendered (its play function included) on the preview's channel, with no uncaught error.
 *
 * A frame stays open and selects one story after another, as Storybook's manager does. A story
 * that fails there, or that began in a frame an earlier story left changed, is judged again in a
 * freshly loaded frame. A failure that only shows after another story still fails the check,
 * naming that story: it raised an error late or left the frame changed.
 */
test('every story renders without an error', async ({ context, request }) => {
  // About a minute on a quiet machine; the bound leaves room for a busy one.
  test.setTimeout(20 * 60_000);
  const index = (await (await request.get('/storybook/index.json')).json()) as {
    entries: Record<string, StoryEntry>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(100);

  const problems = new Map<string, string[]>();
  const file = (checked: StoryProblems[]) => {
    for (const { storyId, problems: found } of checked) {
      if (found.length > 0) problems.set(storyId, [...(problems.get(storyId) ?? []), ...found]);
    }
  };
  const queue = [...stories];
  const checkInLane = async () => {
    const preview = await StoryPreview.on(await context.newPage());
    let previous: StoryEntry | undefined;
    for (let story = queue.shift(); story; story = queue.shift()) {
      const checked = previous ? await preview.select(story.id) : await preview.load(story.id);
      file(checked.slice(1));
      const outcome = checked[0]!;
      if (previous && (outcome.problems.length > 0 || outcome.leftover)) {
        // Judged again in a fresh frame, as it would be on its own.
        const fresh = (await preview.load(story.id))[0]!;
        file([fresh]);
        // Alone it renders: what failed it came from the story before (an error it raised
        // late, or something it left behind), and that fails the check too.
        if (fresh.problems.length === 0 && !outcome.leftover)
          file([{ ...outcome, problems: outcome.problems.map(onlyAfter(previous)) }]);
        previous = fresh.problems.length === 0 ? story : undefined;
      } else {
        file([outcome]);
        previous = outcome.problems.length === 0 ? story : undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, checkInLane));

  const failures = stories
    .filter((story) => problems.has(story.id))
    .map((story) => `${label(story)}: ${problems.get(story.id)!.join('; ')}`);
  expect(failures, `${failures.length} of ${stories.length} stories failed`).toEqual([]);
});

function label(story: StoryEntry): string {
  return `${story.title} / ${story.name}`;
}

function onlyAfter(previous: StoryEntry): (problem: string) => string {
  return (problem) => `${problem} (right after ${label(previous)}; alone it renders)`;
}
