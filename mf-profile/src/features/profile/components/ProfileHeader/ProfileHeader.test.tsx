import { fireEvent, screen, within } from '@testing-library/react';
import { FALLBACK_AVATAR_SRC } from '@cedar/shared/ui';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { brokenImageProfile, learnerProfile, minimalProfile, staffProfile } from '../../fixtures';
import { ProfileHeader } from './ProfileHeader';

describe('ProfileHeader', () => {
  it('shows names, pronunciation, pronouns, courses with role and the e-mail', () => {
    renderWithPortal(<ProfileHeader profile={staffProfile} isOwnProfile={false} editPath="/x" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sam (SAM oh-KAH-for) Okafor');
    expect(screen.getByText('he/him')).toBeInTheDocument();
    const courses = screen.getByRole('list', { name: t.courses });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Full Stack Web Development · Senior Software Engineer', 'Java Foundations · Senior Software Engineer']);
    expect(screen.getByRole('link', { name: 'sam.okafor@cedar.test' })).toHaveAttribute(
      'href',
      'mailto:sam.okafor@cedar.test',
    );
  });

  it('uses the first name when there is no preferred name', () => {
    renderWithPortal(<ProfileHeader profile={minimalProfile} isOwnProfile={false} editPath="/x" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lee Park');
  });

  it("explains who can change another person's picture", () => {
    renderWithPortal(<ProfileHeader profile={staffProfile} isOwnProfile={false} editPath="/x" />);
    const trigger = screen.getByRole('button', { name: t.avatarAlt('Sam Okafor') });
    const popup = document.getElementById(trigger.getAttribute('popovertarget')!);
    expect(popup).toHaveTextContent('Please contact MyCedar R&D team to update your profile picture.');
  });

  it('shows no popup on the own picture', () => {
    renderWithPortal(<ProfileHeader profile={learnerProfile} isOwnProfile editPath="/x" />);
    expect(screen.getByRole('img', { name: t.avatarAlt('Ana Lopez') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.avatarAlt('Ana Lopez') })).not.toBeInTheDocument();
  });

  it('shows initials without a picture', () => {
    renderWithPortal(<ProfileHeader profile={minimalProfile} isOwnProfile editPath="/x" />);
    expect(screen.getByRole('img', { name: t.avatarAlt('Lee Park') })).toHaveTextContent('LP');
  });

  it('falls back to the default image when the picture fails', () => {
    const { container } = renderWithPortal(
      <ProfileHeader profile={brokenImageProfile} isOwnProfile={false} editPath="/x" />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', brokenImageProfile.user_image_url);
    fireEvent.error(image);
    expect(container.querySelector('img')).toHaveAttribute('src', FALLBACK_AVATAR_SRC);
  });
});
