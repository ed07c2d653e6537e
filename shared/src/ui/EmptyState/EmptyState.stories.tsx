import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Shared/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchRegular />,
    title: 'No results were found...',
    message: 'Not what you expected? Try changing your filters or search criteria',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};
export const WithAction: Story = { args: { action: <Button appearance="primary">Clear Results</Button> } };
export const TitleOnly: Story = { args: { icon: undefined, message: undefined, title: 'Nothing here yet' } };
