import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import {
  FIXED_NOW,
  learnerProfile,
  learnerViewer,
  minimalProfile,
  ownerViewer,
  staffProfile,
  staffViewer,
} from '../../fixtures';
import { seriousA11yViolations } from '../../test-utils';
import { ProfileView } from './ProfileView';

const sectionTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ProfileView', () => {
  it('shows every section of a full profile to a staff viewer', async () => {
    const { container } = renderWithPortal(
      <ProfileView profile={learnerProfile} viewer={staffViewer} now={FIXED_NOW} />,
    );
    expect(sectionTitles()).toEqual([t.aboutMe, t.location, t.experience, t.connect, t.focusTimeAndWorkSchedule]);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('hides Focus Time & Work Schedule from a learner viewer', () => {
    renderWithPortal(<ProfileView profile={staffProfile} viewer={learnerViewer} now={FIXED_NOW} />);
    expect(sectionTitles()).toEqual([t.aboutMe, t.location, t.experience, t.connect]);
  });

  it('shows the owner their own focus time', () => {
    renderWithPortal(<ProfileView profile={learnerProfile} viewer={ownerViewer} now={FIXED_NOW} />);
    expect(sectionTitles()).toContain(t.focusTimeAndWorkSchedule);
  });

  it('hides every empty section', async () => {
    const { container } = renderWithPortal(
      <ProfileView profile={minimalProfile} viewer={staffViewer} now={FIXED_NOW} />,
    );
    expect(sectionTitles()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lee Park');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
