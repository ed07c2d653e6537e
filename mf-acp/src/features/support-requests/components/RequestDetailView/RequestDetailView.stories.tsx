import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HISTORY, LEARNER_CONTEXT, REQUESTS, SAVED_REPLIES } from '../../fixtures';
import { RequestDetailView } from './RequestDetailView';

const meta = {
  title: 'Admin Console/Support Requests/Request',
  component: RequestDetailView,
  args: {
    request: REQUESTS[0],
    responses: HISTORY,
    deliveries: [],
    context: LEARNER_CONTEXT,
    now: new Date('2026-11-25T12:00:00Z'),
    onAct: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof RequestDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open assessment request: its answers, the action form and the History newest first. */
export const Open: Story = {};
/** A closed request offers Reopen and a comment only. */
export const Closed: Story = { args: { request: REQUESTS[3] } };
/** With an uploaded image and a delivery that failed and waits for its retry. */
export const DeliveryPending: Story = {
  args: {
    request: { ...REQUESTS[0]!, upload_image_url: 'https://support.cedar.academy/uploads/x.png' },
    deliveries: [
      {
        id: 1,
        channel: 'mail',
        status: 'pending',
        attempts: 1,
        last_error: 'Connection refused',
        created_at: '2026-11-25T11:00:00Z',
      },
    ],
  },
};
/** Someone acted first: the conflict is told, the request refreshed. */
export const Conflict: Story = {
  args: {
    error: 'Someone else has acted on this request since you opened it. It has been refreshed: check it and try again.',
  },
};
/** While the request loads. */
export const Loading: Story = { args: { request: undefined, responses: undefined } };
/** A link to a request the user may not see. */
export const NotVisible: Story = { args: { request: undefined, responses: [], missing: true } };
/** Another staff member has the request open. */
export const OtherStaffViewing: Story = { args: { presence: ['Sue Port is viewing'] } };
/** Another staff member is writing in the action form; a third only looks. */
export const OtherStaffReplying: Story = {
  args: { presence: ['Sue Port is replying', 'Coco Brown is viewing'] },
};
/** The action form offers the cohort's saved replies to insert and edit. */
export const WithSavedReplies: Story = { args: { savedReplies: SAVED_REPLIES, onManageReplies: () => {} } };
