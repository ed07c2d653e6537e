import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RichTextView } from './RichTextView.tsx';

const meta = {
  title: 'Shared/RichTextView',
  component: RichTextView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichTextView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every format the editor produces. */
export const Formatted: Story = {
  args: {
    html:
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u> and <a href="https://cedar.test">a link</a>.</p>' +
      '<p><span style="font-size: 0.75em">Small</span> <span style="font-size: 1.5em">Large</span> ' +
      '<span style="font-size: 2.5em">Huge</span></p><ul><li>A bullet</li><li>Another bullet</li></ul>' +
      '<p style="padding-left: 9em">Indented by 9em</p><pre>const answer = 42;</pre>',
  },
};
/** An announcement of several paragraphs. */
export const Paragraphs: Story = {
  args: {
    html:
      '<p>Welcome back, everyone!</p><p>Office hours move to Thursday this week.</p>' +
      '<p>Bring your questions about the capstone project.</p>',
  },
};
/** Unsafe markup: the script, the handler and the javascript: link are gone, the text stays. */
export const Sanitised: Story = {
  args: {
    html:
      '<p onmouseover="alert(1)">Hover me<script>alert(1)</script> ' +
      '<a href="javascript:alert(1)">no link</a> <img src="x" onerror="alert(1)"></p>',
  },
};
/** No text: nothing renders. */
export const Empty: Story = { args: { html: null } };
