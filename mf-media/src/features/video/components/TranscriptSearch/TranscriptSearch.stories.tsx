import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TranscriptSearch } from './TranscriptSearch';

const meta = {
  title: 'Media/Video/TranscriptSearch',
  component: TranscriptSearch,
  args: { available: true, searchText: '', total: 0, position: 0, onSearch: () => {}, onStep: () => {} },
} satisfies Meta<typeof TranscriptSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty box. */
export const Idle: Story = {};
/** Matches: position/total with up and down. */
export const Results: Story = { args: { searchText: 'arrays', total: 4, position: 1 } };
/** 'No results found'. */
export const NoResults: Story = { args: { searchText: 'zebra', total: 0 } };
/** No transcript: 'Search Unavailable'. */
export const Unavailable: Story = { args: { available: false } };
