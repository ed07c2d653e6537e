import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LEARNER_CONTEXT } from '../../fixtures';
import { LearnerContextPanel } from './LearnerContextPanel';

const meta = {
  title: 'Admin Console/Support Requests/Learner context',
  component: LearnerContextPanel,
  args: { context: LEARNER_CONTEXT, now: new Date('2026-11-25T12:00:00Z'), onOpenRequest: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof LearnerContextPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Local time in the learner's zone, last seen, courses and other requests. */
export const Context: Story = {};
/** The learner is online now. */
export const Online: Story = {
  args: { context: { ...LEARNER_CONTEXT, learner: { ...LEARNER_CONTEXT.learner, is_online: true } } },
};
/** A learner who hides their time zone, has never signed in and asked nothing else. */
export const Sparse: Story = {
  args: {
    context: {
      learner: { ...LEARNER_CONTEXT.learner, time_zone: null, last_seen: null },
      requests: [],
      courses: [],
    },
  },
};
/** While it loads. */
export const Loading: Story = { args: { context: undefined } };
/** It could not be loaded. */
export const Failed: Story = { args: { context: undefined, failed: true } };
