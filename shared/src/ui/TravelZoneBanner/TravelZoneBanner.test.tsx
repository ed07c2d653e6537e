import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TravelZoneBanner } from './TravelZoneBanner.tsx';

const DENVER = { time_zone_id: 'America/Denver', time_zone_name: 'Mountain Standard Time', utc_offset_minutes: -420 };
const NEW_YORK = {
  time_zone_id: 'America/New_York',
  time_zone_name: 'Eastern Standard Time',
  utc_offset_minutes: -300,
};

describe('TravelZoneBanner', () => {
  it('names both zones and hands the offer over in one click', async () => {
    const onUse = jest.fn();
    render(<TravelZoneBanner offer={DENVER} profileZone={NEW_YORK} onUse={onUse} />);
    expect(
      screen.getByText(/set to Mountain Standard Time \(America\/Denver\), but your profile says Eastern/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use America/Denver' }));
    expect(onUse).toHaveBeenCalledWith(DENVER);
  });

  it('says when the profile has no zone, and waits while saving', () => {
    render(<TravelZoneBanner offer={DENVER} profileZone={null} onUse={jest.fn()} busy />);
    expect(screen.getByText(/your profile has no time zone/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use America/Denver' })).toBeDisabled();
  });
});
