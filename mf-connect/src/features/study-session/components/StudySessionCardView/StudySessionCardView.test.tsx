import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { LEARNER, STAFF, VIEWER, ZOOM_URL, studySession } from '../../../../test-support/fixtures';
import { sessionPeople } from '../../lib/session-people';
import { StudySessionCardView, type StudySessionCardViewProps } from './StudySessionCardView';

const t = messages.studySessionCard;

function renderView(props: Partial<StudySessionCardViewProps>) {
  const handlers = { onOpenModal: jest.fn(), onLeave: jest.fn(), onRetry: jest.fn() };
  renderWithPortal(
    <StudySessionCardView title={t.title} state={{ kind: 'loading' }} zoomUrl={ZOOM_URL} {...handlers} {...props} />,
  );
  return handlers;
}

describe('StudySessionCardView', () => {
  it('offers Start Session when no session runs', async () => {
    const { onOpenModal } = renderView({ state: { kind: 'idle', onlineCount: 0 } });
    expect(screen.getByText(t.classmatesOnline(0))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.startSession }));
    expect(onOpenModal).toHaveBeenCalled();
  });

  // DECISIONS.md "Learner screens": counts in sentences take the singular for one.
  it('counts one classmate in the singular', () => {
    renderView({ state: { kind: 'idle', onlineCount: 1 } });
    expect(
      screen.getByText('You have 1 classmate online right now -- start a session and collaborate!'),
    ).toBeInTheDocument();
  });

  it('says why Start Session is disabled when the cohort has no meeting link', () => {
    renderView({ state: { kind: 'idle', onlineCount: 3 }, hasRoom: false });
    expect(screen.getByText('No meeting link is set for your cohort yet, so a study session cannot be started.'));
    expect(screen.getByRole('button', { name: t.startSession })).toBeDisabled();
    expect(screen.queryByText(t.kickOff)).not.toBeInTheDocument();
    expect(screen.queryByText(t.classmatesOnline(3))).not.toBeInTheDocument();
  });

  it('hides an empty staff group', () => {
    const session = studySession([LEARNER]);
    renderView({ state: { kind: 'running', session, people: sessionPeople(session), joined: false } });
    expect(screen.queryByText(t.staffInSession)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.classmatesInSession })).toBeInTheDocument();
  });

  it('once joined, opens the meeting, shows the details and leaves', async () => {
    const session = studySession([STAFF, VIEWER]);
    const { onLeave, onOpenModal } = renderView({
      state: { kind: 'running', session, people: sessionPeople(session), joined: true },
    });
    expect(screen.getByRole('link', { name: t.openMeeting })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: t.joinNow })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.sessionDetails }));
    await userEvent.click(screen.getByRole('button', { name: t.leaveSession }));
    expect(onOpenModal).toHaveBeenCalled();
    expect(onLeave).toHaveBeenCalled();
  });

  it('disables Leave while leaving and says when it failed', () => {
    const session = studySession([VIEWER]);
    renderView({
      state: { kind: 'running', session, people: sessionPeople(session), joined: true },
      pending: 'leave',
      leaveFailed: true,
    });
    expect(screen.getByRole('button', { name: t.leaveSession })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(t.leaveFailed);
  });
});
