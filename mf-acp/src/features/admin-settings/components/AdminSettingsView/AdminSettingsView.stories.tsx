import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AdminSettingsView } from './AdminSettingsView';

const programs = [
  {
    id: 1,
    title: 'Software Engineering Backend Development',
    cohorts: {
      active: [
        { cohort_id: 1, cohort_name: 'SEBD September 2026', start_date: '2026-09-14', end_date: '2027-03-12' },
        { cohort_id: 2, cohort_name: 'SEBD March 2026', start_date: '2026-03-09', end_date: '2026-12-18' },
      ],
      inactive: [],
    },
  },
  {
    id: 6,
    title: 'Full Stack Web Development',
    cohorts: {
      active: [{ cohort_id: 3, cohort_name: 'Full Stack June 2026', start_date: '2026-06-08', end_date: '2027-01-29' }],
      inactive: [
        { cohort_id: 6, cohort_name: 'Full Stack January 2026', start_date: '2026-01-12', end_date: '2026-07-31' },
      ],
    },
  },
];

const meta = {
  title: 'Admin Console/Admin Settings',
  component: AdminSettingsView,
  args: {
    state: { kind: 'ready', programs },
    canCreate: true,
    canManageMembers: true,
    today: '2026-11-25',
    defaultEmail: 'admin@cedar.test',
    onCreate: async () => true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Program Manager: the program lists and Create New Cohort. */
export const ProgramManager: Story = {};
/** A limited admin: the lists only (no Create New Cohort, no Cohort Member Management). */
export const LimitedAdmin: Story = { args: { canCreate: false, canManageMembers: false } };
/** No cohort in any program. */
export const NoCohorts: Story = {
  args: { state: { kind: 'ready', programs: programs.map((p) => ({ ...p, cohorts: { active: [], inactive: [] } })) } },
};
/** Loading the programs. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The programs could not be loaded. */
export const LoadFailed: Story = { args: { state: { kind: 'error', onRetry: () => {} } } };
