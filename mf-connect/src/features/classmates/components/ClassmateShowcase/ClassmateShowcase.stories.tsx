import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MEMBERS } from '../../../../test-support/fixtures';
import { ClassmateShowcase } from './ClassmateShowcase';

const meta = {
  title: 'Connect/ClassmateShowcase',
  component: ClassmateShowcase,
  args: { classmate: MEMBERS[1]! },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClassmateShowcase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, time zone and initials, linked to the profile. */
export const WithTimeZone: Story = {};
/** The classmate hides their time zone. */
export const WithoutTimeZone: Story = { args: { classmate: MEMBERS[2]! } };
