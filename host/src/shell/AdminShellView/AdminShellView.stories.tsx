import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { fn } from 'storybook/test';
import { permissionsForRoleId } from '@cedar/shared/domain';
import { PageSkeleton } from '@cedar/shared/ui';
import { adminCohorts } from '../test-support/admin-fixtures';
import { coachUser, learnerUser } from '../test-support/shell-fixtures';
import { AdminShellView } from './AdminShellView';

const meta = {
  title: 'Shell/AdminShell',
  component: AdminShellView,
  args: {
    user: { ...learnerUser, firstName: 'Paula', lastName: 'Manager', email: 'paula.manager@cedar.test' },
    currentPath: '/',
    isCoach: false,
    menuAccess: permissionsForRoleId(9).menuAccess,
    hasAdminAccessToCohort: true,
    cohorts: adminCohorts,
    selectedCohortId: 101,
    layout: 'wide',
    onSelectCohort: fn(),
    onNavigate: fn(),
    onSwitchToLearner: fn(),
    onSignOut: fn(),
    children: <PageSkeleton />,
  },
} satisfies Meta<typeof AdminShellView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A program manager on the overview: every entry, with Cohort Settings and Admin. */
export const ProgramManager: Story = {};
/** A coach: no Admin entry; the user menu offers Switch to Learner Dashboard. */
export const Coach: Story = {
  args: {
    user: coachUser,
    isCoach: true,
    menuAccess: permissionsForRoleId(5).menuAccess,
    hasAdminAccessToCohort: false,
    currentPath: '/acp/listRequests/',
  },
};
/** A limited admin: no support requests and no people; Cohort Settings opens at Calendars; Admin (role 11's menus). */
export const LimitedAdmin: Story = {
  args: { menuAccess: permissionsForRoleId(11).menuAccess, currentPath: '/acp/announcementHistory/' },
};
/** A subject matter expert: Cohort Settings, but no admin access to the cohort, so no Admin. */
export const SubjectMatterExpert: Story = {
  args: {
    menuAccess: permissionsForRoleId(14).menuAccess,
    hasAdminAccessToCohort: false,
    currentPath: '/acp/listRequests/',
  },
};
/** Announcement history for a user who may create: the create button shows. */
export const WithCreateButton: Story = {
  args: {
    currentPath: '/acp/announcementHistory/',
    createButton: (
      <Button appearance="primary" icon={<AddRegular />}>
        Create New Announcement
      </Button>
    ),
  },
};
/** People, deep under the entry: People stays highlighted. */
export const PeopleSubpage: Story = { args: { currentPath: '/acp/people/4' } };
/** Admin settings: the cohort drop-down is Unavailable; the level-2 menu lists both admin sections. */
export const AdminSettings: Story = {
  args: { currentPath: '/acp/admin/settings/', currentHash: '#cohort-management' },
};
/** Admin settings for a limited admin: the level-2 menu offers Cohort Management only. */
export const LimitedAdminSettings: Story = {
  args: {
    menuAccess: permissionsForRoleId(11).menuAccess,
    currentPath: '/acp/admin/settings/',
    currentHash: '#cohort-management',
  },
};
/** Cohort settings: the level-2 menu lists the four sections, the current one marked. */
export const CohortSettings: Story = {
  args: { currentPath: '/acp/settings/', currentHash: '#calendar-settings' },
};
/** Cohort settings for a limited admin: Calendars, Support Team and Online Tools (no cohort settings menu). */
export const LimitedAdminCohortSettings: Story = {
  args: {
    menuAccess: permissionsForRoleId(11).menuAccess,
    currentPath: '/acp/settings/',
    currentHash: '#calendar-settings',
  },
};
/** Cohort settings on a small screen: the level-2 menu scrolls sideways under the top bar. */
export const CohortSettingsSmallScreen: Story = {
  args: { layout: 'compact', currentPath: '/acp/settings/', currentHash: '#associated-courses' },
};
/** Small screen: the left navigation collapses into a drawer. */
export const SmallScreen: Story = { args: { layout: 'compact' } };
/** Small screen, drawer open. */
export const SmallScreenDrawerOpen: Story = {
  args: { layout: 'compact', currentPath: '/acp/people' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
/** A coach's user menu, open: My Profile, Switch to Learner Dashboard, Sign Out. */
export const CoachMenuOpen: Story = {
  args: {
    user: coachUser,
    isCoach: true,
    menuAccess: permissionsForRoleId(5).menuAccess,
    hasAdminAccessToCohort: false,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
  },
};
