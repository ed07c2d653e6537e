import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DIRECTORY_MEMBERS, DIRECTORY_NOW } from '../../test-support/directory-fixtures';
import { DirectoryPageView } from './DirectoryPageView';

const ready = {
  kind: 'ready' as const,
  cohortName: 'Front End January 2027',
  search: null,
  members: DIRECTORY_MEMBERS,
  overlaps: new Map(),
};

const meta = {
  title: 'Connect/DirectoryPage',
  component: DirectoryPageView,
  args: {
    state: ready,
    filters: { onlineNow: false, starred: false },
    onFiltersChange: () => {},
    history: ['austin', 'javascript', 'coach'],
    onSearch: () => {},
    onClearSearch: () => {},
    isStarred: (member) => member.is_favorite,
    onToggleStar: () => {},
    onRetry: () => {},
    now: DIRECTORY_NOW,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DirectoryPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The directory is loading: a skeleton of cards. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The whole cohort: staff cards with their role bar, learner cards in their colour. */
export const List: Story = {};
/** A search result with Clear Results. */
export const SearchResult: Story = {
  args: { state: { ...ready, search: 'austin', members: DIRECTORY_MEMBERS.slice(2, 3) } },
};
/** Nothing matched. */
export const Empty: Story = { args: { state: { ...ready, search: 'nobody', members: [] } } };
/** The directory could not be loaded. */
export const LoadError: Story = { args: { state: { kind: 'error' } } };
/** The Starred toggle on: only starred members. */
export const Starred: Story = {
  args: {
    filters: { onlineNow: false, starred: true },
    state: { ...ready, members: DIRECTORY_MEMBERS.filter((m) => m.is_favorite) },
  },
};
/** The Online Now toggle on: only members seen in the last 5 minutes. */
export const OnlineNow: Story = {
  args: {
    filters: { onlineNow: true, starred: false },
    state: { ...ready, members: DIRECTORY_MEMBERS.filter((m) => m.is_online) },
  },
};
/** 'Free when I am' on: members whose focus time overlaps the viewer's, most overlap first. */
export const FreeWhenIAm: Story = {
  args: {
    filters: { onlineNow: false, starred: false, freeWhenIAm: true },
    state: {
      ...ready,
      members: DIRECTORY_MEMBERS.slice(0, 2),
      overlaps: new Map([
        ['coach@cedar.test', { hours: 10, line: 'Tue and Thu evenings' }],
        ['fay@cedar.test', { hours: 4, line: 'Sat mornings' }],
      ]),
    },
  },
};
