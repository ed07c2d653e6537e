import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { sessionStore } from '@cedar/shared/auth';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { learnerSession, learnerUser } from '../../../../test-support/session';
import { TravelZoneNotice } from './TravelZoneNotice';

jest.setTimeout(20_000);
const NOW = new Date('2026-11-25T17:00:00Z');
const USE_DENVER = { name: 'Use America/Denver' };

function saveHandler(bodies: unknown[], status = 200) {
  return apiHandler('put', '/user/learner%40cedar.test', async ({ request }) => {
    const body = (await request.json()) as { user_timezone: unknown };
    bodies.push(body);
    if (status !== 200) return HttpResponse.json({ statusCode: status, message: 'failed' }, { status });
    return HttpResponse.json({ message: { users: [{ ...learnerUser(), user_timezone: body.user_timezone }] } });
  });
}

describe('TravelZoneNotice', () => {
  beforeEach(() => localStorage.clear());

  it('offers the browser zone when its clock differs, and saves it in one click', async () => {
    const bodies: unknown[] = [];
    renderWithPortal(<TravelZoneNotice browserZone="America/Denver" now={NOW} />, {
      session: learnerSession(),
      handlers: [saveHandler(bodies)],
    });
    expect(
      screen.getByText(/set to Mountain Standard Time \(America\/Denver\), but your profile says/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', USE_DENVER));
    await waitFor(() => expect(screen.queryByRole('button', USE_DENVER)).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        user_timezone: {
          time_zone_id: 'America/Denver',
          time_zone_name: 'Mountain Standard Time',
          utc_offset_minutes: -420,
        },
      },
    ]);
    expect(sessionStore.getState().user?.user_timezone?.time_zone_id).toBe('America/Denver');
    expect(await screen.findByText('Your time zone is now Mountain Standard Time')).toBeInTheDocument();
  });

  it('says nothing when the browser keeps the profile zone’s clock', () => {
    renderWithPortal(<TravelZoneNotice browserZone="America/Menominee" now={NOW} />, { session: learnerSession() });
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });

  it('keeps the offer and says so when the save fails', async () => {
    renderWithPortal(<TravelZoneNotice browserZone="America/Denver" now={NOW} />, {
      session: learnerSession(),
      handlers: [saveHandler([], 500)],
    });
    await userEvent.click(screen.getByRole('button', USE_DENVER));
    expect(await screen.findByText('Your time zone could not be saved. Try again!')).toBeInTheDocument();
    expect(screen.getByRole('button', USE_DENVER)).toBeEnabled();
    expect(sessionStore.getState().user?.user_timezone?.time_zone_id).toBe('America/Chicago');
  });

  it('stops asking for that zone after Not now', async () => {
    const { unmount } = renderWithPortal(<TravelZoneNotice browserZone="America/Denver" now={NOW} />, {
      session: learnerSession(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', USE_DENVER)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.travelZoneDeclined)).toBe('America/Denver');
    unmount();
    renderWithPortal(<TravelZoneNotice browserZone="America/Denver" now={NOW} />, { session: learnerSession() });
    expect(screen.queryByRole('button', USE_DENVER)).not.toBeInTheDocument();
  });
});
