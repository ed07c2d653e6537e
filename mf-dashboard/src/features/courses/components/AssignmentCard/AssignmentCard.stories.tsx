import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Assignment } from '@cedar/shared/contract';
import { assignmentStatus } from '@cedar/shared/domain';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { backend, gradedAssignment, pastDueAssignment, submittedAssignment, todoAssignment } from '../../fixtures';
import { AssignmentCard } from './AssignmentCard';

const view = (assignment: Assignment, pastDue = false) => ({
  assignment,
  course: backend,
  colour: 0,
  dueAt: assignment.dueAt,
  status: assignmentStatus(assignment),
  completed: Boolean(assignment.completedOn),
  pastDue,
});

const meta = {
  title: 'Dashboard/My Courses/AssignmentCard',
  component: AssignmentCard,
  args: { view: view(todoAssignment), expanded: true, onToggle: () => {}, timeZone: 'America/Chicago' },
  decorators: [
    (Story) => (
      <StoryFrame list>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof AssignmentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** To-Do: outlined dot, 'N/A' points, Do Assignment. */
export const ToDo: Story = {};
/** Submitted: green dot, completed date, 'Not yet graded', View Submission. */
export const Submitted: Story = { args: { view: view(submittedAssignment) } };
/** Graded: green dot, score/points. */
export const Graded: Story = { args: { view: view(gradedAssignment) } };
/** In the past-due list: red dot and 'Past Due | Not Submitted'. */
export const PastDue: Story = { args: { view: view(pastDueAssignment, true) } };
/** Collapsed: title, due date and status only. */
export const Collapsed: Story = { args: { expanded: false } };
