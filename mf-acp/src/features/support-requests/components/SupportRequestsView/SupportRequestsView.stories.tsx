import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_SUPPORT_FILTERS, filterSupportRequests, typeCounts } from '@cedar/shared/domain';
import { FIXED_NOW, REQUESTS } from '../../fixtures';
import { SupportRequestsView } from './SupportRequestsView';

const pane = {
  filters: DEFAULT_SUPPORT_FILTERS,
  counts: typeCounts(REQUESTS, DEFAULT_SUPPORT_FILTERS),
  types: [1, 2, 3, 4, 5, 6],
  tags: [],
  history: ['"scope chain"', 'Lopez'],
  input: '',
  onFilters: () => {},
  onInput: () => {},
  onAddTag: () => {},
  onRemoveTag: () => {},
  onClearHistory: () => {},
  onClearAll: () => {},
};

const meta = {
  title: 'Admin Console/Support Requests/List',
  component: SupportRequestsView,
  args: {
    pane,
    requests: filterSupportRequests(REQUESTS, DEFAULT_SUPPORT_FILTERS, [], FIXED_NOW),
    openHidden: false,
    now: FIXED_NOW,
    timeZone: 'America/Chicago',
    onOpen: () => {},
  },
} satisfies Meta<typeof SupportRequestsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open requests awaiting review (the default filters); the oldest is past the 24 h target. */
export const Populated: Story = {};
/** Every request, sorted by waiting time, with a search tag. */
export const AllByWaiting: Story = {
  args: {
    pane: {
      ...pane,
      tags: ['Lopez'],
      filters: { ...DEFAULT_SUPPORT_FILTERS, sort: 'waiting', closed: true, awaiting_review: false },
    },
    requests: filterSupportRequests(
      REQUESTS,
      { ...DEFAULT_SUPPORT_FILTERS, sort: 'waiting', closed: true, awaiting_review: false },
      [],
      FIXED_NOW,
    ),
  },
};
/** While the list loads. */
export const Loading: Story = { args: { requests: undefined } };
/** The list could not load: Retry. */
export const Failed: Story = { args: { requests: undefined, failed: true, onRetry: () => {} } };
/** Open requests exist but the filters hide them. */
export const EmptyFiltered: Story = { args: { requests: [], openHidden: true } };
/** No open request at all. */
export const EmptyAll: Story = { args: { requests: [], openHidden: false } };
/** The keyboard shortcuts (?). */
export const Keys: Story = { args: { keysOpen: true, onKeysClose: () => {} } };
/** The keyboard cursor (j/k) on the second card. */
export const KeyboardCursor: Story = { args: { cursorId: REQUESTS[1]!.id } };
