import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { groupProps } from '../../test-support/groups';
import { StaffSection } from './StaffSection';

const meta = {
  title: 'Admin Console/Cohort Settings/Support Team',
  component: StaffSection,
  args: { ...groupProps().staff, editing: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaffSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: each staff member and their role. */
export const View: Story = {};
/** Edit mode: the roles visible in the console by name, Delete, and the staff search. */
export const Edit: Story = { args: { editing: true } };
/** A member picked from the search without a role yet: 'Please select all roles'. */
export const RoleMissing: Story = {
  args: {
    editing: true,
    rows: [
      ...groupProps().staff.rows,
      { key: 'n', user_email: 'nora.nash@cedar.test', name: 'Nora Nash', user_role_id: 0 },
    ],
  },
};
/** A search that finds nobody. */
export const NoResults: Story = { args: { editing: true, search: async () => [] } };
/** No staff yet. */
export const Empty: Story = { args: { rows: [] } };
