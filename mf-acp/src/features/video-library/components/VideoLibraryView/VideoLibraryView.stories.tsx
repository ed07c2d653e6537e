import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_VIDEO_FILTERS } from '../../lib/video-library-filters';
import { LIBRARY } from '../../test-support/fixtures';
import { VideoLibraryView } from './VideoLibraryView';

const meta = {
  title: 'Admin console/Video Library/Library',
  component: VideoLibraryView,
  args: {
    state: 'ready',
    videos: LIBRARY,
    counts: { uncurated: 1, curated: 1, archived: 1 },
    filters: DEFAULT_VIDEO_FILTERS,
    onFiltersChange: () => {},
    onClear: () => {},
    onRetry: () => {},
    onOpen: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoLibraryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Curated, uncurated and archived cards. */
export const Loaded: Story = {};
/** Nothing matches: 'No Videos Found'. */
export const Empty: Story = { args: { videos: [] } };
/** A spinner while loading. */
export const Loading: Story = { args: { state: 'loading', videos: [] } };
/** The library could not load. */
export const LoadFailed: Story = { args: { state: 'error', videos: [] } };
/** Searching, sorted by most views, an invalid date range. */
export const Filtered: Story = {
  args: {
    filters: {
      ...DEFAULT_VIDEO_FILTERS,
      search: 'sql',
      sort: 'mostViews',
      startDate: '2026-09-20',
      endDate: '2026-09-01',
    },
  },
};

const bulk = (selected: string[], busy = false) => ({
  selected: new Set(selected),
  busy,
  onSelect: () => {},
  onClear: () => {},
  onAction: () => {},
});
/** An editor: every card has a checkbox, the bulk bar waits for a selection. */
export const BulkNoneSelected: Story = { args: { bulk: bulk([]) } };
/** One of two shown videos selected: 'Select all shown' is mixed, the actions are enabled. */
export const BulkSomeSelected: Story = { args: { bulk: bulk(['sql']) } };
/** Every shown video selected. */
export const BulkAllSelected: Story = { args: { bulk: bulk(['sql', 'react']) } };
/** A bulk action on its way: the bar is disabled with a spinner. */
export const BulkBusy: Story = { args: { bulk: bulk(['sql', 'react'], true) } };
