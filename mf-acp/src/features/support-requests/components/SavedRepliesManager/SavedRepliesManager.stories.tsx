import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAVED_REPLIES } from '../../fixtures';
import { SavedRepliesManager } from './SavedRepliesManager';

const meta = {
  title: 'Admin Console/Support Requests/Saved replies',
  component: SavedRepliesManager,
  args: {
    open: true,
    replies: SAVED_REPLIES,
    onSave: async () => true,
    onDelete: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof SavedRepliesManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cohort's replies by title, each to edit or delete. */
export const List: Story = {};
/** No reply written yet in this cohort. */
export const Empty: Story = { args: { replies: [] } };
/** While the replies load. */
export const Loading: Story = { args: { replies: undefined } };
/** Editing a reply: its title and rich text. */
export const Editing: Story = { args: { initialEditing: SAVED_REPLIES[0] } };
/** Writing a new reply. */
export const New: Story = { args: { initialEditing: 'new' } };
/** The server refused the change. */
export const Refused: Story = {
  args: { initialEditing: SAVED_REPLIES[1], error: 'A saved reply needs some text.' },
};
