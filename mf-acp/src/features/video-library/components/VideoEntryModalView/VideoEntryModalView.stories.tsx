import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { entryFormOf } from '../../lib/video-entry';
import { LIBRARY } from '../../test-support/fixtures';
import { VideoEntryModalView } from './VideoEntryModalView';

const video = LIBRARY[0]!;

const meta = {
  title: 'Admin console/Video Library/Entry',
  component: VideoEntryModalView,
  args: {
    video,
    mode: 'view',
    form: entryFormOf(video),
    canEdit: true,
    saving: false,
    failed: false,
    hostQuery: '',
    hosts: [],
    onHostQuery: () => {},
    onChange: () => {},
    onEdit: () => {},
    onCancel: () => {},
    onSave: () => {},
    onToggleArchive: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof VideoEntryModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode with its history; the transcript is the literal 'null': Not Available. */
export const View: Story = {};
/** Without the edit permission: no Edit Entry, no archive. */
export const ViewOnly: Story = { args: { canEdit: false } };
/** An uncurated video with its placeholders. */
export const Uncurated: Story = {
  args: { video: { ...LIBRARY[1]!, title: null, description: null, host: null, tags: [] } },
};
/** An archived video offers Make Public. */
export const Archived: Story = { args: { video: LIBRARY[2]! } };
/** Edit mode: title, host search, topics and tags, description. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    hostQuery: 'Cam',
    hosts: [{ email: 'coach@cedar.test', first_name: 'Camille', last_name: 'Laurent' }],
  },
};
/** Saving, with a spinner. */
export const Saving: Story = { args: { mode: 'edit', saving: true } };
/** The save failed: the modal stays in edit mode. */
export const SaveFailed: Story = { args: { mode: 'edit', failed: true } };
