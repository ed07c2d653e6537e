import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Shell/StatusScreen',
  component: StatusScreen,
  args: {
    icon: <InfoRegular />,
    title: 'A title',
    lines: ['A first line of explanation.', 'A second line.'],
    actions: <Button appearance="primary">Action</Button>,
  },
} satisfies Meta<typeof StatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full window, logo above the card. */
export const Screen: Story = {};
/** Inside a shell's content pane. */
export const Page: Story = { args: { variant: 'page' } };
