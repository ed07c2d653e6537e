import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NO_FILTER } from '../../lib/member-filters';
import { COHORT_MEMBERS } from '../../test-support/members';
import { PeopleView } from './PeopleView';

const meta = {
  title: 'Admin Console/People',
  component: PeopleView,
  args: {
    state: { kind: 'ready', cohortName: 'SEBD September 2026', members: COHORT_MEMBERS },
    canManage: true,
    searchText: '',
    onSearchText: () => {},
    filter: NO_FILTER,
    onFilter: () => {},
    alert: null,
    onDismissAlert: () => {},
    onAddMembers: () => {},
    onExport: () => {},
    onImport: () => {},
    onSave: async () => true,
    confirm: async () => true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PeopleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cohort's admin: every member, Actions and Add Members. */
export const CohortAdmin: Story = {};
/** Staff who are not the cohort's admin: the list without Actions or Add Members. */
export const ReadOnly: Story = { args: { canManage: false } };
/** The role filter preselected from /acp/people/5. */
export const RoleFiltered: Story = { args: { filter: { ...NO_FILTER, roleId: 5 } } };
/** Only the online learners. */
export const OnlineLearners: Story = { args: { filter: { ...NO_FILTER, group: 'learners', state: 'online' } } };
/** Nothing matches the search. */
export const NoMembersFound: Story = { args: { filter: { ...NO_FILTER, search: 'nobody' }, searchText: 'nobody' } };
/** After a saved edit (the alert hides after 10 s). */
export const SuccessAlert: Story = {
  args: { alert: { intent: 'success', text: 'Successfully Updated 2 properties' } },
};
/** A failed edit. */
export const ErrorAlert: Story = {
  args: {
    alert: {
      intent: 'error',
      text: 'An Error occurred while updating the cohort member. If this problem persists, please contact the support team.',
    },
  },
};
/** The members are loading. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The members could not be loaded. */
export const LoadFailed: Story = { args: { state: { kind: 'error', onRetry: () => {} } } };
