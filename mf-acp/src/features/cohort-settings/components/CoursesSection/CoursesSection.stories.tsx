import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CATALOGUE, groupProps } from '../../test-support/groups';
import { CoursesSection } from './CoursesSection';

const meta = {
  title: 'Admin Console/Cohort Settings/Associated Courses',
  component: CoursesSection,
  args: { ...groupProps().courses, editing: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CoursesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: each course with its active users; a failed count reads 'Invalid (Error Occured)'. */
export const View: Story = {};
/** Edit mode: the LMS search (type to search), Remove on each course. */
export const Edit: Story = { args: { editing: true } };
/** Changes held until Save Changes: an addition and a removal. */
export const HeldChanges: Story = { args: { editing: true, pending: [CATALOGUE[1]!], removing: new Set([1]) } };
/** Counts still loading. */
export const CountsLoading: Story = { args: { counts: undefined } };
/** No course associated. */
export const Empty: Story = { args: { courses: [], counts: {} } };
/** A search that finds nothing. */
export const NoResults: Story = { args: { editing: true, search: async () => [] } };
