import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { MemberLookup } from './AddMemberRow';
import { AddMembersDialog, blankMember } from './AddMembersDialog';

const noUser: MemberLookup = async () => ({ user: null, inCohort: false });

const meta = {
  title: 'Admin Console/People/Add Member(s)',
  component: AddMembersDialog,
  args: {
    open: true,
    onClose: () => {},
    onSubmit: async (members) => ({ didAdd: members.map((m) => ({ email: m.email, messages: [] })), didNotAdd: [] }),
    onAllAdded: () => {},
    lookup: noUser,
  },
} satisfies Meta<typeof AddMembersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One empty learner row, with the LMS ID notice. */
export const Empty: Story = {};
/** Several rows at once: a learner and a facilitator. */
export const SeveralRows: Story = {
  args: {
    initialRows: [
      {
        ...blankMember(),
        email: 'first.last@school.academy',
        first_name: 'First',
        last_name: 'Last',
        user_lms_id: 'L-1',
      },
      {
        ...blankMember(),
        email: 'fay@cedar.test',
        first_name: 'Fay',
        last_name: 'Fac',
        user_lms_id: '',
        user_role_id: 2,
      },
    ],
  },
};
/** The e-mail belongs to an existing user, whose names are filled in. */
export const ExistingUser: Story = {
  args: {
    initialRows: [{ ...blankMember(), email: 'otto@cedar.test' }],
    lookup: async () => ({
      user: { email: 'otto@cedar.test', first_name: 'Otto', last_name: 'Other', user_lms_id: 'L-9' },
      inCohort: false,
    }),
  },
};
/** Rows the API refused stay in the form under the error alert. */
export const SomeRowsRefused: Story = {
  args: {
    initialRows: [
      { ...blankMember(), email: 'learner@cedar.test', first_name: 'Lena', last_name: 'L', user_lms_id: 'L-1' },
    ],
    initialErrors: [
      'User learner@cedar.test already exists in this cohort.',
      'An error occurred for user dup@cedar.test. LMS ID L-1 is already in use.',
    ],
  },
};
