import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SupportRequestFlow } from '../../hooks/use-support-request';
import { RequestSupportDrawer } from './RequestSupportDrawer';

const noop = () => {};
const flow = (partial: Partial<SupportRequestFlow>): SupportRequestFlow => ({
  step: 'type',
  typeId: null,
  answers: {},
  canSubmit: false,
  chooseType: noop,
  answer: noop,
  back: noop,
  submit: noop,
  goBack: noop,
  reset: noop,
  ...partial,
});

const filled = { challenge: '<p>My tests fail on <code>null</code> ids.</p>', solution: '<p>Read the docs.</p>' };

const meta = {
  title: 'Dashboard/Support/Request Support drawer',
  component: RequestSupportDrawer,
  args: { open: true, onClose: noop, hasEmail: true, flow: flow({}) },
} satisfies Meta<typeof RequestSupportDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: choose a request type. */
export const ChooseType: Story = {};
/** Step 2: the assessment form, empty: Submit is disabled. */
export const FormEmpty: Story = { args: { flow: flow({ step: 'form', typeId: 1 }) } };
/** Step 2: the required answers filled: Submit is enabled. */
export const FormFilled: Story = {
  args: { flow: flow({ step: 'form', typeId: 1, answers: filled, canSubmit: true }) },
};
/** The lesson form: struggling is required, additional is optional. */
export const LessonForm: Story = { args: { flow: flow({ step: 'form', typeId: 3 }) } };
/** Step 3: 'Sending your request...'. */
export const Sending: Story = { args: { flow: flow({ step: 'sending', typeId: 1 }) } };
/** Success: the request arrived, Done. */
export const Success: Story = { args: { flow: flow({ step: 'success', typeId: 1 }) } };
/** Failure: Go Back and Retry. */
export const Failure: Story = {
  args: { flow: flow({ step: 'failure', typeId: 1, answers: filled, canSubmit: true }) },
};
/** A session without an e-mail cannot request support. */
export const NoEmail: Story = { args: { hasEmail: false } };
