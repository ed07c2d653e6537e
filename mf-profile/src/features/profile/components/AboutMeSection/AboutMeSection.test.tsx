import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { learnerProfile, minimalProfile } from '../../fixtures';
import { AboutMeSection } from './AboutMeSection';

describe('AboutMeSection', () => {
  it('shows languages, free time, fun fact, intro and goals', () => {
    renderWithPortal(<AboutMeSection profile={learnerProfile} />);
    expect(screen.getByRole('region', { name: t.aboutMe })).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText(t.primaryLanguage)).toBeInTheDocument();
    expect(screen.getByText('Also speaks Spanish and Portuguese')).toBeInTheDocument();
    expect(screen.getByText('In my free time, I enjoy rock climbing and baking bread.')).toBeInTheDocument();
    expect(screen.getByText('A fun fact about me is I once biked across Texas.')).toBeInTheDocument();
    expect(screen.getByText(learnerProfile.user_intro_interest!)).toBeInTheDocument();
    expect(screen.getByText(learnerProfile.user_goals!)).toBeInTheDocument();
  });

  it('leaves blank answers out', () => {
    renderWithPortal(<AboutMeSection profile={{ ...minimalProfile, user_fun_fact: 'I juggle.' }} />);
    expect(screen.getByText('A fun fact about me is I juggle.')).toBeInTheDocument();
    expect(screen.queryByText(/In my free time/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.languages })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.goals })).not.toBeInTheDocument();
  });
});
