import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { seriousA11yViolations } from '../../test-utils';
import { ProfileSkeleton } from './ProfileSkeleton';

describe('ProfileSkeleton', () => {
  it('announces that the profile is loading', async () => {
    const { container } = renderWithPortal(<ProfileSkeleton />);
    expect(screen.getByRole('status', { name: t.loading })).toHaveAttribute('aria-busy', 'true');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
