import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { startNewVisit } from '../api/get-connection-data';
import { messages } from '../messages';
import { seriousA11yViolations } from '../test-support/a11y';
import { VIEWER_EMAIL, connectionData, member, membership } from '../test-support/fixtures';
import { type FakeStudyRoom, fakeStudyRoom, pendingConnection, studyRoomApi } from '../test-support/study-room-api';
import ClassmatesPanel from './ClassmatesPanel';

const t = messages.classmatesPanel;

function renderPanel(room: FakeStudyRoom = fakeStudyRoom(), handlers = studyRoomApi(room), onSettled?: () => void) {
  return renderWithPortal(<ClassmatesPanel onSettled={onSettled} />, {
    route: '/',
    session: { memberships: [membership('prestart')] },
    handlers,
  });
}

describe('ClassmatesPanel', () => {
  beforeEach(() => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    startNewVisit();
  });

  it('shows a skeleton while the connection data loads', () => {
    renderPanel(undefined, [pendingConnection]);
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
  });

  it('counts visible online and recently updated learners and links the row to /connect', async () => {
    const { container } = renderPanel();
    const row = await screen.findByRole('link', { name: t.onlineInCohort(2, 'Front End January 2027') });
    expect(row).toHaveAttribute('href', '/connect');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([t.onlineNow, t.recentlyUpdated]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2', '2']);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('shows one classmate to meet, with their time zone, linked to their profile', async () => {
    renderPanel();
    const showcase = await screen.findByRole('region', { name: t.haveYouMet });
    const link = within(showcase).getByRole('link', { name: t.viewProfile('Ana Lopez') });
    expect(link).toHaveAttribute('href', '/profile/ana.lopez@cedar.test');
    expect(within(showcase).getByText('Central Standard Time')).toBeInTheDocument();
  });

  it('never shows the viewer, hidden members, staff or test accounts as the classmate to meet', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    renderPanel();
    const showcase = await screen.findByRole('region', { name: t.haveYouMet });
    expect(within(showcase).getByRole('link')).toHaveAccessibleName(t.viewProfile('Cara Diaz'));
  });

  it('tells a learner alone in the cohort that classmates will show', async () => {
    const alone = apiHandler('get', '/v1/cohort/7/connection', () =>
      HttpResponse.json({
        message: { cohort: connectionData({ mk_user_courses: [member(VIEWER_EMAIL, 'Lena', 'Park')] }) },
      }),
    );
    renderPanel(undefined, [alone]);
    expect(await screen.findByText(t.noClassmates)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.onlineInCohort(1, 'Front End January 2027') })).toBeInTheDocument();
  });

  it('says the Connect info could not be loaded, and Retry loads it', async () => {
    const room = fakeStudyRoom();
    room.failing['/v1/cohort/7/connection'] = 503;
    const onSettled = jest.fn();
    renderPanel(room, studyRoomApi(room), onSettled);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadError);
    // A failure settles the panel too: the page need not wait for it.
    expect(onSettled).toHaveBeenCalledTimes(1);
    delete room.failing['/v1/cohort/7/connection'];
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: /online in/ })).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
