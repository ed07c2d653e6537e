import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CedarLogo } from './CedarLogo.tsx';

const meta = {
  title: 'Shared/CedarLogo',
  component: CedarLogo,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CedarLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Large: Story = { args: { size: 'large' } };
export const MarkOnly: Story = { args: { size: 'small', markOnly: true } };
