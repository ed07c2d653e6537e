import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { formOf } from '../../lib/settings-diff';
import { CANDIDATES, CATALOGUE, groupProps, STAFF } from '../../test-support/groups';
import { COHORT_FIELDS } from '../../test-support/settings';
import { staffRowOf } from '../StaffSection/StaffSection';
import { CohortSettingsView } from './CohortSettingsView';

const ready = {
  kind: 'ready' as const,
  cohort: COHORT_FIELDS,
  form: formOf(COHORT_FIELDS),
  checked: new Set([1, 3, 5]),
};

const meta = {
  title: 'Admin Console/Cohort Settings',
  component: CohortSettingsView,
  args: {
    state: ready,
    canEdit: true,
    editing: false,
    saving: false,
    onEdit: () => {},
    onCancel: () => {},
    onSave: () => {},
    onField: () => {},
    onToggleTool: () => {},
    groups: groupProps(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CohortSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode for the cohort's admin. */
export const ViewMode: Story = {};
/** Edit mode: fields and tools editable. */
export const EditMode: Story = { args: { editing: true } };
/** An Inscribe id with letters: '*Numbers Only', Save disabled. */
export const NumbersOnly: Story = {
  args: { editing: true, state: { ...ready, form: { ...ready.form, inscribe_community_id: '47a' } } },
};
/** Saving. */
export const Saving: Story = { args: { editing: true, saving: true } };
/** Staff who are not the cohort's admin: view only. */
export const ReadOnly: Story = { args: { canEdit: false } };
/** Loading. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The settings could not be loaded. */
export const LoadFailed: Story = { args: { state: { kind: 'error', onRetry: () => {} } } };
/** Edit mode with a course to add and one to remove, a new calendar and a new staff member. */
export const EditWithChanges: Story = {
  args: {
    editing: true,
    groups: groupProps({
      courses: { ...groupProps().courses, pending: [CATALOGUE[0]!], removing: new Set([4]) },
      calendars: {
        ...groupProps().calendars,
        rows: [
          ...groupProps().calendars.rows,
          {
            key: 'new',
            calendar_name: 'Speakers',
            calendar_url: 'https://calendar.google.com/calendar/embed?src=events%40cedar.test',
          },
        ],
      },
      staff: {
        ...groupProps().staff,
        rows: [
          ...STAFF.map(staffRowOf),
          { key: 'n', user_email: CANDIDATES[0]!.email, name: 'Nora Nash', user_role_id: 14 },
        ],
      },
    }),
  },
};
/** The Notice before a change of course associations: Double Check, then Save again. */
export const CourseNotice: Story = {
  args: {
    editing: true,
    groups: groupProps({
      courses: { ...groupProps().courses, pending: [CATALOGUE[0]!] },
      notice: { open: true, onDoubleCheck: () => {} },
    }),
  },
};
/** Errors: a calendar URL without src or cid, a staff member without a role; Save waits. */
export const GroupErrors: Story = {
  args: {
    editing: true,
    groups: groupProps({
      calendars: {
        ...groupProps().calendars,
        rows: [{ key: 'bad', calendar_name: 'Classes', calendar_url: 'https://calendar.google.com/calendar/embed' }],
      },
      staff: {
        ...groupProps().staff,
        rows: [{ key: 'n', user_email: CANDIDATES[0]!.email, name: 'Nora Nash', user_role_id: 0 }],
      },
      invalid: true,
    }),
  },
};
/** Nothing associated yet: the empty texts of each group. */
export const EmptyGroups: Story = {
  args: {
    groups: groupProps({
      courses: { ...groupProps().courses, courses: [], counts: {} },
      calendars: { ...groupProps().calendars, saved: [], rows: [] },
      staff: { ...groupProps().staff, rows: [] },
    }),
  },
};
