import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyTranscript } from '../../story-data';
import { Player } from './Player';

const meta = {
  title: 'Media/Video/Player',
  component: Player,
  args: {
    // Storybook serves no recordings (and none are kept in the repository): the controls show over an
    // empty frame. Any mp4 URL works here, e.g. a demo recording of a running portal.
    src: null,
    title: 'Class 1: Arrays and loops',
    captions: storyTranscript,
    startAt: null,
    markers: [0, 10],
  },
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Controls: play, 10 s back and forward, progress with search markers, speeds 0.5-2, captions, volume, PiP, full screen. */
export const WithCaptions: Story = {};
/** No transcript: no captions. */
export const NoCaptions: Story = { args: { captions: null, markers: [] } };
/** Starts at 5 s (the timestamp parameter). */
export const StartAt: Story = { args: { startAt: 5 } };
