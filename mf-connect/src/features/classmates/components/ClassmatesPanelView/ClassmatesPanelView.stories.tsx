import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MEMBERS } from '../../../../test-support/fixtures';
import { ClassmatesPanelView } from './ClassmatesPanelView';

const meta = {
  title: 'Connect/ClassmatesPanel',
  component: ClassmatesPanelView,
  args: {
    state: {
      kind: 'ready',
      cohortName: 'Front End January 2027',
      onlineCount: 12,
      recentlyUpdatedCount: 5,
      showcase: MEMBERS[1]!,
    },
    onRetry: () => {},
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClassmatesPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The connection data is loading. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The cohort data could not be loaded. */
export const LoadError: Story = { args: { state: { kind: 'error' } } };
/** Counts and a classmate to meet. */
export const Populated: Story = {};
/** A classmate who hides their time zone. */
export const ClassmateWithoutTimeZone: Story = {
  args: {
    state: {
      kind: 'ready',
      cohortName: 'Front End January 2027',
      onlineCount: 3,
      recentlyUpdatedCount: 0,
      showcase: MEMBERS[2]!,
    },
  },
};
/** Nobody else in the cohort yet. */
export const Alone: Story = {
  args: {
    state: {
      kind: 'ready',
      cohortName: 'Front End January 2027',
      onlineCount: 1,
      recentlyUpdatedCount: 0,
      showcase: null,
    },
  },
};
