import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import ConnectPage from './ConnectPage';
import StudySessionCard from './StudySessionCard';
import ClassmatesPanel from './ClassmatesPanel';

describe('placeholder pages of the connect remote', () => {
  it.each<[ComponentType, string]>([
    [ConnectPage, messages.connectPage.title],
    [StudySessionCard, messages.studySessionCard.title],
    [ClassmatesPanel, messages.classmatesPanel.title],
  ])('%p shows its title and a skeleton', (Page, title) => {
    renderWithPortal(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
