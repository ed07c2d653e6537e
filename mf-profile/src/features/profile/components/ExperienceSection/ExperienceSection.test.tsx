import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { learnerProfile } from '../../fixtures';
import { ExperienceSection } from './ExperienceSection';

describe('ExperienceSection', () => {
  it('shows level, dream job and languages as pills', () => {
    renderWithPortal(<ExperienceSection profile={learnerProfile} />);
    expect(screen.getByText('Some Knowledge')).toBeInTheDocument();
    expect(screen.getByText('Backend engineer at a climate start-up')).toBeInTheDocument();
    const pills = screen.getByRole('list', { name: t.programmingLanguages });
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((pill) => pill.textContent),
    ).toEqual(['JavaScript', 'TypeScript', 'SQL']);
  });

  it("hides the level 'Do not prefer'", () => {
    renderWithPortal(
      <ExperienceSection profile={{ ...learnerProfile, user_programming_experience_level: 'Do not prefer' }} />,
    );
    expect(screen.queryByText('Do not prefer')).not.toBeInTheDocument();
    expect(screen.queryByText(t.experienceLevel)).not.toBeInTheDocument();
  });
});
