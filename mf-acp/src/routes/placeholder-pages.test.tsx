import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import OverviewPage from './OverviewPage';
import SupportRequestsPage from './SupportRequestsPage';
import AnnouncementHistoryPage from './AnnouncementHistoryPage';
import VideoLibraryPage from './VideoLibraryPage';
import PeoplePage from './PeoplePage';
import CohortSettingsPage from './CohortSettingsPage';
import AdminSettingsPage from './AdminSettingsPage';

describe('placeholder pages of the acp remote', () => {
  it.each<[ComponentType, string]>([
    [OverviewPage, messages.overviewPage.title],
    [SupportRequestsPage, messages.supportRequestsPage.title],
    [AnnouncementHistoryPage, messages.announcementHistoryPage.title],
    [VideoLibraryPage, messages.videoLibraryPage.title],
    [PeoplePage, messages.peoplePage.title],
    [CohortSettingsPage, messages.cohortSettingsPage.title],
    [AdminSettingsPage, messages.adminSettingsPage.title],
  ])('%p shows its title and a skeleton', (Page, title) => {
    renderWithPortal(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
