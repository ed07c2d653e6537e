import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { GUEST, LEARNER, STAFF, TOPICS, VIEWER, studySession } from '../../../../test-support/fixtures';
import { sessionPeople } from '../../lib/session-people';
import { StudySessionModal } from './StudySessionModal';

const done = () => Promise.resolve(true);
const people = sessionPeople(studySession([STAFF, LEARNER, GUEST]));

const meta = {
  title: 'Connect/StudySessionModal',
  component: StudySessionModal,
  args: { open: true, mode: 'start', onStart: done, onJoin: done, onAddTopic: done, onClose: () => {} },
} satisfies Meta<typeof StudySessionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No session runs: a required topic and Start Session. */
export const Start: Story = {};
/** Starting: the button waits. */
export const Starting: Story = { args: { pending: 'start' } };
/** The start failed. */
export const StartFailed: Story = { args: { failed: 'start' } };
/** A session runs: its topics, staff and classmates, and Join Now. */
export const Join: Story = { args: { mode: 'join', topics: TOPICS, people } };
/** Joining failed. */
export const JoinFailed: Story = { args: { mode: 'join', topics: TOPICS, people, failed: 'join' } };
/** The learner is in the session: they can add what they work on. */
export const Joined: Story = {
  args: { mode: 'joined', topics: TOPICS, people: sessionPeople(studySession([STAFF, LEARNER, VIEWER])) },
};
