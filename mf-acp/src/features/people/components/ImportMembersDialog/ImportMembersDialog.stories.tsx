import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type ImportResult, ImportMembersDialog } from './ImportMembersDialog';

const file = new File(['email,first_name,last_name,user_lms_id,role,active,is_visible\n'], 'members.csv', {
  type: 'text/csv',
});
const dryRun: ImportResult = {
  applied: false,
  counts: { add: 1, update: 1, unchanged: 1, refused: 2 },
  rows: [
    {
      line: 2,
      email: 'new.person@school.academy',
      action: 'add',
      details: ['New user: a set-password link is e-mailed', 'role: Learner'],
    },
    { line: 3, email: 'coach@cedar.test', action: 'update', details: ['last name: Renamed', 'active: false'] },
    { line: 4, email: 'fay@cedar.test', action: 'unchanged', details: [] },
    { line: 5, email: 'learner@cedar.test', action: 'refused', details: ['Last name is required'] },
    {
      line: 6,
      email: 'other@cedar.test',
      action: 'refused',
      details: ['Unknown role "Teacher": use Learner, Coach, Facilitator, Admin, SME or Support.'],
    },
  ],
};

const meta = {
  title: 'Admin Console/People/Import members',
  component: ImportMembersDialog,
  args: { open: true, onClose: () => {}, onApplied: () => {}, run: async () => dryRun },
} satisfies Meta<typeof ImportMembersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a CSV file; nothing is sent before Check file. */
export const ChooseFile: Story = {};
/** The dry run: what each row would do and why, before anything is written. */
export const DryRunTable: Story = { args: { initialStep: { kind: 'preview', file, result: dryRun } } };
/** Every row unchanged or refused: nothing to apply. */
export const NothingToApply: Story = {
  args: {
    initialStep: {
      kind: 'preview',
      file,
      result: { applied: false, counts: { add: 0, update: 0, unchanged: 1, refused: 0 }, rows: [dryRun.rows[2]!] },
    },
  },
};
/** Checking the file. */
export const Checking: Story = { args: { initialStep: { kind: 'checking', file } } };
/** Applied in one transaction: the result per row. */
export const Applied: Story = { args: { initialStep: { kind: 'applied', result: { ...dryRun, applied: true } } } };
/** The file itself was refused (a wrong header here): nothing changed. */
export const RefusedFile: Story = {
  args: {
    initialStep: {
      kind: 'choose',
      error: 'The first line must be the header email,first_name,last_name,user_lms_id,role,active,is_visible.',
    },
  },
};
