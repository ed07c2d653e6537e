import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PagePlaceholder } from './PagePlaceholder.tsx';

const meta = {
  title: 'Shared/PagePlaceholder',
  component: PagePlaceholder,
  args: { title: 'Announcements' },
} satisfies Meta<typeof PagePlaceholder>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page not built yet: its title and a skeleton. */
export const Page: Story = {};

/** A widget not built yet, inside another page. */
export const Widget: Story = { args: { title: 'Classmates', headingLevel: 2 } };
