import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import LearnerEditProfilePage from './LearnerEditProfilePage';
import StaffEditProfilePage from './StaffEditProfilePage';
import OnboardingWizard from './OnboardingWizard';

describe('placeholder pages of the profile remote', () => {
  it.each<[ComponentType, string]>([
    [LearnerEditProfilePage, messages.learnerEditProfilePage.title],
    [StaffEditProfilePage, messages.staffEditProfilePage.title],
    [OnboardingWizard, messages.onboardingWizard.title],
  ])('%p shows its title and a skeleton', (Page, title) => {
    renderWithPortal(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
