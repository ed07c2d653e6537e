import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { avatarMessages as m } from '../../messages';
import { AvatarUploadDialogView } from './AvatarUploadDialogView';

/** A generated square picture, so the story needs no file. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#2f6f5e"/><circle cx="300" cy="170" r="90" fill="#f3e9dc"/><path d="M140 400c20-110 90-150 160-150s140 40 160 150z" fill="#f3e9dc"/></svg>',
  );

const meta = {
  title: 'Profile/Avatar/Upload a new avatar',
  component: AvatarUploadDialogView,
  args: {
    open: true,
    chosenSrc: null,
    crop: { x: 0, y: 0 },
    zoom: 1,
    canRemove: false,
    onChooseFile: fn(),
    onCropChange: fn(),
    onZoomChange: fn(),
    onCropComplete: fn(),
    onRemove: fn(),
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AvatarUploadDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: drag or click; Save waits for a picture. */
export const Empty: Story = {};
/** A picture chosen: the square crop with grid lines, zoom, Remove and Save. */
export const Chosen: Story = { args: { chosenSrc: PICTURE, canRemove: true } };
/** Saving: every button waits. */
export const Saving: Story = { args: { chosenSrc: PICTURE, canRemove: true, saving: true } };
/** The upload failed. */
export const UploadError: Story = { args: { chosenSrc: PICTURE, canRemove: true, error: m.uploadError } };
