import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import {
  NOW,
  calendars,
  futureEvent,
  joinEarlyEvent,
  liveEvent,
  noTodayCalendars,
  passedWithRecording,
  passedWithoutRecording,
  recordings,
  todayOnlyCalendars,
} from '../../fixtures';
import { ClassesEventsView, type ClassesEventsViewProps } from './ClassesEventsView';

const t = messages.calendar;
const TZ = 'America/Chicago';

function renderPanel(props: Partial<ClassesEventsViewProps> = {}) {
  return renderWithPortal(
    <ClassesEventsView
      calendars={calendars}
      isLoading={false}
      recordings={recordings}
      now={NOW}
      timeZone={TZ}
      {...props}
    />,
  );
}

const row = (summary: string) => screen.getByText(summary).closest('li')!;

describe('ClassesEventsView', () => {
  it('shows 3 placeholder rows while loading', () => {
    renderPanel({ calendars: undefined, isLoading: true });
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading').children).toHaveLength(3);
  });

  it('opens on Today, with each event in its state', () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: t.tabs.today })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Monday, September 14' })).toBeInTheDocument();

    expect(within(row(liveEvent.summary)).getByText(t.happeningNow)).toBeInTheDocument();
    const join = within(row(liveEvent.summary)).getByRole('link', { name: t.joinNow });
    expect(join).toHaveAttribute('href', liveEvent.meeting_url);
    expect(join).toHaveAttribute('target', '_blank');

    expect(within(row(joinEarlyEvent.summary)).getByText('Starts in 5 minutes')).toBeInTheDocument();
    expect(within(row(joinEarlyEvent.summary)).getByRole('link', { name: t.joinEarly })).toHaveAttribute(
      'href',
      joinEarlyEvent.meeting_url,
    );

    expect(within(row(futureEvent.summary)).getByText('Starts in 3 hours')).toBeInTheDocument();
    expect(within(row(futureEvent.summary)).queryByRole('link')).not.toBeInTheDocument();

    expect(within(row(passedWithRecording.summary)).getByText(t.sessionEnded)).toBeInTheDocument();
    expect(within(row(passedWithRecording.summary)).getByRole('link', { name: t.recording })).toHaveAttribute(
      'href',
      '/media/3f2a6c1e-standup',
    );
    expect(within(row(passedWithoutRecording.summary)).getByText(t.sessionEnded)).toBeInTheDocument();
    expect(within(row(passedWithoutRecording.summary)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Join Now without a link when the event has no meeting URL', () => {
    renderPanel({ calendars: [{ ...calendars[0]!, calendar_events: [{ ...liveEvent, meeting_url: null }] }] });
    expect(within(row(liveEvent.summary)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row(liveEvent.summary)).getByRole('button', { name: t.joinNow })).toBeDisabled();
  });

  it('moves each event to its next state as the clock moves', async () => {
    function Clock() {
      const [now, setNow] = useState(NOW);
      return (
        <>
          <button onClick={() => setNow(new Date(Date.parse(joinEarlyEvent.start_date_time)))}>tick</button>
          <ClassesEventsView calendars={calendars} isLoading={false} recordings={recordings} now={now} timeZone={TZ} />
        </>
      );
    }
    renderWithPortal(<Clock />);
    expect(within(row(joinEarlyEvent.summary)).getByText('Starts in 5 minutes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'tick' }));
    expect(within(row(joinEarlyEvent.summary)).getByText(t.happeningNow)).toBeInTheDocument();
    expect(within(row(liveEvent.summary)).getByText(t.happeningNow)).toBeInTheDocument();
  });

  it('says there is nothing today, with the illustration texts', () => {
    renderPanel({ calendars: noTodayCalendars });
    expect(screen.getByText(t.todayEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(t.todayEmptyText)).toBeInTheDocument();
  });

  it('disables Recent and Upcoming without events in their range', () => {
    renderPanel({ calendars: todayOnlyCalendars });
    expect(screen.getByRole('tab', { name: t.tabs.recent })).toBeDisabled();
    expect(screen.getByRole('tab', { name: t.tabs.upcoming })).toBeDisabled();
  });

  it('groups Recent by day: first expanded, headers toggle, Expand All follows the groups', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: t.tabs.recent }));
    const first = screen.getByRole('button', { name: 'Sunday, September 13' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Intro to SQL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, September 12' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: t.expandAll }));
    expect(screen.getAllByText(t.dayEmpty)).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: t.collapseAll }));
    expect(screen.queryByText('Intro to SQL')).not.toBeInTheDocument();
    await user.click(first);
    expect(screen.getByText('Intro to SQL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.expandAll })).toBeInTheDocument();
  });

  it('shows the speakers-and-events calendar as events in Upcoming', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: t.tabs.upcoming }));
    await user.click(screen.getByRole('button', { name: t.expandAll }));
    expect(within(row('Guest Speaker: Life as an SRE')).getByText(t.kind.event)).toBeInTheDocument();
    expect(within(row('Study Hall')).getByText(t.kind.class)).toBeInTheDocument();
  });

  it('offers Retry when the calendars failed', async () => {
    const onRetry = jest.fn();
    renderPanel({ calendars: undefined, failed: true, onRetry });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: messages.panel.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows only the failure when the calendars failed, not an empty today', () => {
    renderPanel({ calendars: undefined, failed: true, onRetry: jest.fn() });
    expect(within(screen.getByRole('alert')).getByText(t.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(t.todayEmptyTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(t.todayEmptyText)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the placeholder rows, not the failure, while a retry loads', () => {
    renderPanel({ calendars: undefined, failed: true, isLoading: true, onRetry: jest.fn() });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(t.todayEmptyTitle)).not.toBeInTheDocument();
  });
});
