import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { FIXED_NOW, learnerProfile } from '../../fixtures';
import { LocationSection } from './LocationSection';

describe('LocationSection', () => {
  it('shows the place and the time zone relative to the viewer', () => {
    renderWithPortal(<LocationSection profile={learnerProfile} viewerTimeZone="America/Los_Angeles" now={FIXED_NOW} />);
    expect(screen.getByText('I live in Austin, TX, USA')).toBeInTheDocument();
    expect(screen.getByText('Central Standard Time')).toBeInTheDocument();
    expect(screen.getByText('2 hours ahead of you')).toBeInTheDocument();
  });

  it('says when the viewer shares the time zone', () => {
    renderWithPortal(<LocationSection profile={learnerProfile} viewerTimeZone="America/Chicago" now={FIXED_NOW} />);
    expect(screen.getByText('In your timezone')).toBeInTheDocument();
  });

  it('follows the show flags', () => {
    renderWithPortal(
      <LocationSection
        profile={{ ...learnerProfile, user_show_location: false }}
        viewerTimeZone="Europe/London"
        now={FIXED_NOW}
      />,
    );
    expect(screen.queryByText(/I live in/)).not.toBeInTheDocument();
    expect(screen.getByText('6 hours behind you')).toBeInTheDocument();
  });

  it('hides the time zone the owner does not show', () => {
    renderWithPortal(
      <LocationSection
        profile={{ ...learnerProfile, user_show_timezone: false }}
        viewerTimeZone="Europe/London"
        now={FIXED_NOW}
      />,
    );
    expect(screen.queryByText('Central Standard Time')).not.toBeInTheDocument();
    expect(screen.queryByText(/behind you/)).not.toBeInTheDocument();
  });
});
