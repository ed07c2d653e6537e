import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { adminCohorts } from '../test-support/admin-fixtures';
import { CohortPicker } from './CohortPicker';

const meta = {
  title: 'Shell/CohortPicker',
  component: CohortPicker,
  args: { cohorts: adminCohorts, selectedCohortId: 101, onSelectCohort: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CohortPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cohort selected; the list is grouped by program. */
export const Selected: Story = {};
/** No cohort selected yet. */
export const NoneSelected: Story = { args: { selectedCohortId: null } };
/** On the admin settings pages. */
export const Unavailable: Story = { args: { unavailable: true } };
/** The list open, grouped by program. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cohort' }));
  },
};
