import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

const FORMATTED =
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u> and <a href="https://cedar.test">a link</a>.</p>' +
  '<p><span style="font-size: 0.75em;">Small</span> <span style="font-size: 1.5em;">Large</span> ' +
  '<span style="font-size: 2.5em;">Huge</span></p><ul><li>A bullet</li><li>Another bullet</li></ul>' +
  '<p style="padding-left: 3em;">Indented by 3em</p><pre>\nconst answer = 42;\n</pre>';

// The editor is controlled: the story keeps its value, as a form would.
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return <RichTextEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Shared/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'What is the challenge?',
    value: null,
    placeholder: 'Describe what you are stuck on',
    onChange: () => {},
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: the placeholder shows. */
export const Empty: Story = {};
/** Every format of the toolbar. */
export const Formatted: Story = { args: { value: FORMATTED } };
/** A required answer of the Request Support form. */
export const Required: Story = { args: { required: true } };
/** Read-only while a request is being sent. */
export const Disabled: Story = { args: { value: FORMATTED, disabled: true } };
/** The label is read by assistive technology but not shown. */
export const HiddenLabel: Story = { args: { hideLabel: true } };
