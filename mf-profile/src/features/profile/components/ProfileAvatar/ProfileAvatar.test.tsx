import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { seriousA11yViolations } from '../../test-utils';
import { ProfileAvatar } from './ProfileAvatar';

const props = { imageUrl: null, firstName: 'Kim', lastName: 'Nguyen', name: 'Kim Nguyen' };

describe('ProfileAvatar', () => {
  it("opens the note about changing pictures from another person's picture", async () => {
    const { container } = renderWithPortal(<ProfileAvatar {...props} isOwnProfile={false} />);
    const trigger = screen.getByRole('button', { name: t.avatarAlt('Kim Nguyen') });
    const popup = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(popup).toHaveAttribute('popover', 'auto');
    expect(popup).toHaveTextContent(t.avatarPopup);
    expect(t.avatarPopup).toBe('Please contact MyCedar R&D team to update your profile picture.');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('is a plain picture on the own profile', () => {
    renderWithPortal(<ProfileAvatar {...props} isOwnProfile />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.avatarAlt('Kim Nguyen') })).toHaveTextContent('KN');
    expect(screen.queryByText(t.avatarPopup)).not.toBeInTheDocument();
  });
});
