import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_ANNOUNCEMENT_FILTERS } from '../../lib/filters';
import { HISTORY, NOW } from '../../test-support/fixtures';
import { AnnouncementHistoryView } from './AnnouncementHistoryView';

const meta = {
  title: 'Admin console/Announcements/History',
  component: AnnouncementHistoryView,
  args: {
    state: 'ready',
    announcements: HISTORY,
    counts: { product: 1, myself: 3 },
    filters: DEFAULT_ANNOUNCEMENT_FILTERS,
    now: NOW,
    zone: 'America/New_York',
    canEdit: true,
    canDelete: true,
    onFiltersChange: () => {},
    onClear: () => {},
    onRetry: () => {},
    onEdit: () => {},
    onDelete: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Queued, Active and Expired blocks; edit and delete are gone from the Expired one. */
export const EachStatus: Story = {};
/** Only the queued announcement. */
export const Queued: Story = { args: { announcements: [HISTORY[1]!] } };
/** Only the active announcement. */
export const Active: Story = { args: { announcements: [HISTORY[0]!] } };
/** Only the expired announcement: no edit, no delete. */
export const Expired: Story = { args: { announcements: [HISTORY[2]!] } };
/** A coach: the history without edit or delete. */
export const HistoryOnly: Story = { args: { canEdit: false, canDelete: false } };
/** The End Date is before the Start Date: '* Invalid Date Range'. */
export const InvalidRange: Story = {
  args: { filters: { ...DEFAULT_ANNOUNCEMENT_FILTERS, startDate: '2026-09-20', endDate: '2026-09-01' } },
};
/** No author has announcements: both author filters disabled at 0. */
export const Empty: Story = { args: { announcements: [], counts: { product: 0, myself: 0 } } };
/** Loading. */
export const Loading: Story = { args: { state: 'loading', announcements: [] } };
/** The history could not load. */
export const LoadFailed: Story = { args: { state: 'error', announcements: [] } };
/** "Seen by": nobody yet, some of the audience, and all of it (counted once per learner). */
export const SeenBy: Story = {
  args: {
    announcements: [
      { ...HISTORY[0]!, id: 11, seen_learners: 0 },
      { ...HISTORY[0]!, id: 12, seen_learners: 9 },
      { ...HISTORY[0]!, id: 13, seen_learners: 24 },
    ],
  },
};
