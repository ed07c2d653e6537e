import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { messages } from '../../../../messages';
import {
  GUEST,
  LEARNER,
  MANY_LEARNERS,
  STAFF,
  VIEWER,
  ZOOM_URL,
  studySession,
} from '../../../../test-support/fixtures';
import { sessionPeople } from '../../lib/session-people';
import { StudySessionCardView } from './StudySessionCardView';

const running = (participants = [STAFF, LEARNER, GUEST], joined = false) => {
  const session = studySession(participants);
  return { kind: 'running' as const, session, people: sessionPeople(session), joined };
};

const meta = {
  title: 'Connect/StudySessionCard',
  component: StudySessionCardView,
  args: {
    title: messages.studySessionCard.title,
    state: { kind: 'idle', onlineCount: 4 },
    zoomUrl: ZOOM_URL,
    onOpenModal: () => {},
    onLeave: () => {},
    onRetry: () => {},
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StudySessionCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The connection data is loading. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** The cohort data could not be loaded. */
export const LoadError: Story = { args: { state: { kind: 'error' } } };
/** No session runs: an invitation to start one, with the classmates online. */
export const NoSession: Story = {};
/** The cohort has no meeting link: the card says why Start Session is disabled, and invites to nothing. */
export const NoRoom: Story = { args: { hasRoom: false } };
/** A prestart course without a meeting link, as the seeded prestart cohort: titled Classmates, with the reason. */
export const PrestartNoRoom: Story = { args: { title: messages.studySessionCard.prestartTitle, hasRoom: false } };
/** A session runs: staff and classmates in it, and Join Now. */
export const Running: Story = { args: { state: running() } };
/** Eight classmates in the session: six avatars and '+2'. */
export const RunningManyClassmates: Story = { args: { state: running([STAFF, ...MANY_LEARNERS]) } };
/** The learner is in the session: Open Meeting, Session Details and Leave Session. */
export const Joined: Story = { args: { state: running([STAFF, LEARNER, VIEWER], true) } };
/** Leaving failed. */
export const LeaveFailed: Story = { args: { state: running([VIEWER], true), leaveFailed: true } };
/** On /connect a running session adds an invitation. */
export const OnConnectPage: Story = { args: { state: running(), onConnectPage: true } };
/** A prestart course titles the card Classmates. */
export const PrestartTitle: Story = { args: { title: messages.studySessionCard.prestartTitle } };
