import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import { seriousA11yViolations } from '../test-support/a11y';
import {
  GUEST,
  LEARNER,
  MANY_LEARNERS,
  STAFF,
  VIEWER,
  ZOOM_URL,
  membership,
  studySession,
} from '../test-support/fixtures';
import { type FakeStudyRoom, fakeStudyRoom, pendingConnection, studyRoomApi } from '../test-support/study-room-api';
import type { StudySessionCardProps } from '@cedar/shared/contract';
import StudySessionCard from './StudySessionCard';

const t = messages.studySessionCard;
const m = messages.studySessionModal;
const hidden = { hidden: true } as const;

function renderCard(room: FakeStudyRoom, props: StudySessionCardProps = {}, status = 'active') {
  return renderWithPortal(<StudySessionCard {...props} />, {
    session: { memberships: [membership(status)] },
    handlers: studyRoomApi(room),
  });
}

// Found by role, then its title: in jsdom the focus manager can leave a dialog marked
// aria-hidden, and a query by name then misses it.
async function modal() {
  const dialog = await screen.findByRole('dialog', hidden, { timeout: 10_000 });
  expect(within(dialog).getByRole('heading', { name: m.title, ...hidden })).toBeInTheDocument();
  return dialog;
}

describe('StudySessionCard', () => {
  jest.setTimeout(30_000);
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
  });

  it('shows a skeleton while the connection data loads', () => {
    renderWithPortal(<StudySessionCard />, { session: { memberships: [membership()] }, handlers: [pendingConnection] });
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('invites to start a session, counting the visible online learners', async () => {
    const onSettled = jest.fn();
    const { container } = renderCard(fakeStudyRoom(), { onSettled });
    expect(await screen.findByText(t.kickOff)).toBeInTheDocument();
    expect(screen.getByText(t.classmatesOnline(2))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  // A disabled button under an invitation to start reads as broken: say why instead.
  it('says why no session can start in a cohort without a meeting link', async () => {
    const room = fakeStudyRoom();
    room.connection = { zoom_host_id: null };
    renderCard(room);
    const start = await screen.findByRole('button', { name: t.startSession });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(t.noMeetingLink);
    expect(screen.getByText(t.noMeetingLink)).toBeInTheDocument();
    expect(screen.queryByText(t.kickOff)).not.toBeInTheDocument();
    expect(screen.queryByText(t.classmatesOnline(2))).not.toBeInTheDocument();
  });

  it('is titled Classmates for a prestart course', async () => {
    renderCard(fakeStudyRoom(), {}, 'prestart');
    expect(await screen.findByRole('heading', { level: 2, name: t.prestartTitle })).toBeInTheDocument();
  });

  it('says the Connect info could not be loaded, and Retry loads it', async () => {
    const room = fakeStudyRoom();
    room.failing[`/v1/cohort/7/connection`] = 500;
    renderCard(room);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cedar Connect info could not be loaded');
    delete room.failing[`/v1/cohort/7/connection`];
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.kickOff)).toBeInTheDocument();
  });

  it('starts a session with a topic and opens the meeting in a new tab', async () => {
    const room = fakeStudyRoom();
    renderCard(room);
    await userEvent.click(await screen.findByRole('button', { name: t.startSession }));
    const dialog = await modal();
    const topic = within(dialog).getByPlaceholderText(m.idlePlaceholder);
    expect(within(dialog).getByText(m.required)).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: m.startSession, ...hidden });
    expect(start).toBeDisabled();
    await userEvent.type(topic, '  Flexbox practice ');
    await userEvent.click(start);

    await waitFor(() => expect(open).toHaveBeenCalledWith(ZOOM_URL, '_blank', 'noopener,noreferrer'));
    const join = room.requests.find((r) => r.method === 'POST');
    expect(join?.body).toEqual({ userEmail: 'learner@cedar.test', topic: 'Flexbox practice' });
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument());
    expect(await screen.findByText(t.youAreIn)).toBeInTheDocument();
    // The closing dialog keeps the page aria-hidden for a moment.
    expect(await screen.findByRole('link', { name: t.openMeeting })).toHaveAttribute('href', ZOOM_URL);
  });

  it('keeps the modal open with a message when the start fails', async () => {
    const room = fakeStudyRoom();
    room.failing['POST /v1/studysession/cohort-7-room'] = 500;
    renderCard(room);
    await userEvent.click(await screen.findByRole('button', { name: t.startSession }));
    const dialog = await modal();
    await userEvent.type(within(dialog).getByRole('textbox', hidden), 'Arrays');
    await userEvent.click(within(dialog).getByRole('button', { name: m.startSession, ...hidden }));
    expect(await within(dialog).findByText(m.startFailed)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows who is in a running session: staff and classmates, guests not linked', async () => {
    renderCard(fakeStudyRoom(studySession([STAFF, LEARNER, GUEST])));
    const staff = await screen.findByRole('list', { name: t.staffInSession });
    expect(within(staff).getByRole('link', { name: 'Sam Okafor' })).toHaveAttribute(
      'href',
      '/profile/sam.okafor@cedar.test',
    );
    const classmates = screen.getByRole('list', { name: t.classmatesInSession });
    expect(within(classmates).getByRole('img', { name: 'Zoom Guest' })).toBeInTheDocument();
    expect(within(classmates).queryByRole('link', { name: 'Zoom Guest' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.joinNow })).toBeInTheDocument();
  });

  it('shows at most six avatars a group and counts the rest', async () => {
    renderCard(fakeStudyRoom(studySession(MANY_LEARNERS)));
    const classmates = await screen.findByRole('list', { name: t.classmatesInSession });
    expect(within(classmates).getAllByRole('link')).toHaveLength(6);
    expect(within(classmates).getByRole('img', { name: t.moreParticipants(2) })).toHaveTextContent('+2');
  });

  it('joins without a topic, then adds the one typed', async () => {
    const room = fakeStudyRoom(studySession([STAFF, LEARNER]));
    renderCard(room, { onConnectPage: true });
    expect(await screen.findByText(t.connectInvite)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.joinNow }));
    const dialog = await modal();
    expect(within(dialog).getByRole('list', { name: m.topics, ...hidden })).toHaveTextContent(/Flexbox.*Array methods/);
    expect(within(dialog).getByText(m.staffCount(1))).toBeInTheDocument();
    expect(within(dialog).getByText(m.classmatesCount(1))).toBeInTheDocument();
    expect(within(dialog).queryByText(m.required)).not.toBeInTheDocument();
    expect(await seriousA11yViolations(document.body)).toEqual([]);
    await userEvent.type(within(dialog).getByPlaceholderText(m.activePlaceholder), 'Code review');
    await userEvent.click(within(dialog).getByRole('button', { name: m.joinNow, ...hidden }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(ZOOM_URL, '_blank', 'noopener,noreferrer'));
    const posts = room.requests.filter((r) => r.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([
      { userEmail: 'learner@cedar.test' },
      { host_id: 'cohort-7-room', topicObj: { topic: 'Code review' } },
    ]);
    expect(await screen.findByText(t.youAreIn)).toBeInTheDocument();
  });

  it('leaves the session; once it ended the card invites to start one again', async () => {
    const room = fakeStudyRoom(studySession([VIEWER]));
    renderCard(room);
    await userEvent.click(await screen.findByRole('button', { name: t.leaveSession }));
    expect(await screen.findByText(t.kickOff)).toBeInTheDocument();
    expect(room.requests.some((r) => r.path.endsWith('/leave'))).toBe(true);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    const gets = (room: FakeStudyRoom, path: string) =>
      room.requests.filter((r) => r.method === 'GET' && r.path.endsWith(path)).length;
    const advance = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };

    it('polls the live session every 15 s while it runs and stops once it ends', async () => {
      const room = fakeStudyRoom(studySession([STAFF, LEARNER]));
      renderCard(room);
      await screen.findByRole('button', { name: t.joinNow });
      expect(gets(room, '/studysession/cohort-7-room')).toBe(1);
      expect(gets(room, '/connection')).toBe(1);

      await advance(15_000);
      expect(gets(room, '/studysession/cohort-7-room')).toBe(2);

      // Everyone left: the next poll finds no session, the card asks the cohort again and stops.
      room.session = null;
      await advance(15_000);
      expect(await screen.findByText(t.kickOff)).toBeInTheDocument();
      const polls = gets(room, '/studysession/cohort-7-room');
      await advance(60_000);
      expect(gets(room, '/studysession/cohort-7-room')).toBe(polls);
      // The connection data keeps its own 30 s poll.
      expect(gets(room, '/connection')).toBeGreaterThanOrEqual(4);
    });

    it('polls only the connection data, every 30 s, while no session runs', async () => {
      const room = fakeStudyRoom();
      renderCard(room);
      await screen.findByText(t.kickOff);
      await advance(30_000);
      await advance(30_000);
      expect(gets(room, '/connection')).toBe(3);
      expect(gets(room, '/studysession/cohort-7-room')).toBe(0);
    });
  });
});
