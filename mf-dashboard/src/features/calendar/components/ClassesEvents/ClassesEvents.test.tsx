import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { NOW, calendars, joinEarlyEvent, passedWithRecording, recordings } from '../../fixtures';
import { ClassesEvents } from './ClassesEvents';

const t = messages.calendar;

const window = (list = calendars) =>
  apiHandler('get', '/v1/cohort/7/calendars', () =>
    HttpResponse.json({ message: { calendars: list, window: { start: NOW, end: NOW, time_zone: 'America/Chicago' } } }),
  );

describe('ClassesEvents', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("asks for the cohort's window in the learner's zone and the recordings of its meetings", async () => {
    const asked: Record<string, string | null> = {};
    renderWithPortal(<ClassesEvents />, {
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/cohort/7/calendars', ({ request }) => {
          asked.timeZone = new URL(request.url).searchParams.get('time_zone');
          return HttpResponse.json({ message: { calendars, window: {} } });
        }),
        apiHandler('get', '/v1/recordings', ({ request }) => {
          asked.meetings = new URL(request.url).searchParams.get('meeting_ids');
          return HttpResponse.json({ message: { recordings } });
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: t.recording })).toHaveAttribute('href', '/media/3f2a6c1e-standup');
    expect(asked.timeZone).toBe('America/Chicago');
    expect(asked.meetings).toContain(passedWithRecording.meeting_url!.split('/').pop());
  });

  it('recomputes the states every 5 seconds', async () => {
    renderWithPortal(<ClassesEvents />, {
      session: learnerSession(),
      handlers: [
        window(),
        apiHandler('get', '/v1/recordings', () => HttpResponse.json({ message: { recordings: [] } })),
      ],
    });
    const row = (await screen.findByText(joinEarlyEvent.summary)).closest('li')!;
    expect(within(row).getByText('Starts in 5 minutes')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(row).getByText('Starts in 4 minutes')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(within(row).getByText(t.happeningNow)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: t.joinNow })).toBeInTheDocument();
  });

  it('shows no Recording button when the recordings call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithPortal(<ClassesEvents />, {
      session: learnerSession(),
      handlers: [window(), apiHandler('get', '/v1/recordings', () => HttpResponse.json({}, { status: 500 }))],
    });
    expect(await screen.findByText(passedWithRecording.summary)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('link', { name: t.recording })).not.toBeInTheDocument();
  });

  it('offers Retry when the calendars fail, and loads them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    renderWithPortal(<ClassesEvents />, {
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/cohort/7/calendars', () =>
          fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ message: { calendars, window: {} } }),
        ),
        apiHandler('get', '/v1/recordings', () => HttpResponse.json({ message: { recordings } })),
      ],
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByText(joinEarlyEvent.summary)).toBeInTheDocument();
  });
});
