import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { seriousA11yViolations } from '../../test-utils';
import { ProfileLoadError } from './ProfileLoadError';

describe('ProfileLoadError', () => {
  it("shows the spec's texts with the identifier and the product's name", async () => {
    const { container } = renderWithPortal(<ProfileLoadError identifier="kim@cedar.test" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Error while fetching user (kim@cedar.test) information.')).toBeInTheDocument();
    expect(screen.getByText('Please check the email or contact the MyCedar R&D team')).toBeInTheDocument();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
