import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { courses, coursesData, emptyCoursesData, noLinkCoursesData } from '../../fixtures';
import { MyCoursesView } from './MyCoursesView';

const meta = {
  title: 'Dashboard/My Courses',
  component: MyCoursesView,
  args: {
    courses,
    data: coursesData,
    isLoading: false,
    dueDateContext: { userLmsId: '5001', sectionLabel: 'SEBD September 2026' },
    timeZone: 'America/Chicago',
  },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof MyCoursesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This Week: To-Do, Submitted and Graded cards by due date, the first expanded. */
export const ThisWeek: Story = {};
/** Past Due (2): red 'Past Due | Not Submitted'. */
export const PastDue: Story = { args: { initialTab: 'pastDue' } };
/** Placeholders while the course data loads. */
export const Loading: Story = { args: { data: undefined, isLoading: true } };
/** Nothing this week, Past Due (0) disabled, both courses dimmed in the key. */
export const Empty: Story = { args: { data: emptyCoursesData } };
/** No course link: View Courses disabled; the second course dimmed. */
export const NoCourseLink: Story = { args: { data: noLinkCoursesData } };
/** The course data could not load: only the failure and Retry (no key, tabs or empty text). */
export const Error: Story = { args: { data: undefined, failed: true, onRetry: () => {} } };
