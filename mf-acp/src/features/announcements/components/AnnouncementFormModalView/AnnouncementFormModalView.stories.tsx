import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { blankForm } from '../../lib/announcement-form';
import { audienceOptions } from '../../lib/audience';
import { NOW } from '../../test-support/fixtures';
import { AnnouncementFormModalView } from './AnnouncementFormModalView';

const ZONE = 'America/New_York';
const blank = blankForm(NOW, ZONE);
const filled = {
  ...blank,
  body: '<h1>Workshop</h1><p>Moved to <strong>Thursday</strong>.</p>',
  postAs: 'myself',
  audience: 'cohort-7',
};
const options = audienceOptions({ cohort_id: 7, cohort_name: 'SEBD September 2026', program_id: 1 }, true);

const meta = {
  title: 'Admin console/Announcements/Create and update',
  component: AnnouncementFormModalView,
  args: {
    open: true,
    mode: 'create',
    step: 'entry',
    form: blank,
    audienceOptions: options,
    minSchedule: blank.schedule,
    zone: ZONE,
    problem: null,
    reach: null,
    submitting: false,
    failed: false,
    byline: 'Lee Park',
    audienceText: 'SEBD September 2026',
    onChange: () => {},
    onPreview: () => {},
    onEditPost: () => {},
    onSchedule: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof AnnouncementFormModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new announcement: Preview waits for body, post_as and audience. */
export const Entry: Story = {};
/** Filled in: Preview is enabled. */
export const EntryFilled: Story = { args: { form: filled } };
/** Without the send-to-everyone flag the 'All cohorts' options are disabled. */
export const WithoutSendToEveryone: Story = {
  args: {
    audienceOptions: audienceOptions({ cohort_id: 7, cohort_name: 'SEBD September 2026', program_id: 1 }, false),
  },
};
/** Later: the schedule picker, and an expiry before it. */
export const LaterWithBadExpiry: Story = {
  args: { form: { ...filled, when: 'later', expiry: blank.schedule }, problem: 'expiryBeforeSchedule' },
};
/** The preview with Edit Post and Schedule, and the audience's reach. */
export const Preview: Story = { args: { form: filled, step: 'preview', reach: { learners: 24, cohorts: 1 } } };
/** Scheduling. */
export const Submitting: Story = { args: { form: filled, step: 'preview', submitting: true } };
/** The post failed. */
export const Failed: Story = { args: { form: filled, step: 'preview', failed: true } };
/** Updating an announcement. */
export const Update: Story = { args: { form: { ...filled, when: 'later' }, mode: 'update' } };
