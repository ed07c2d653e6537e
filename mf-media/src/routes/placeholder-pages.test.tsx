import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../messages';
import WatchPage from './WatchPage';
import VideoPage from './VideoPage';

describe('placeholder pages of the media remote', () => {
  it.each<[ComponentType, string]>([
    [WatchPage, messages.watchPage.title],
    [VideoPage, messages.videoPage.title],
  ])('%p shows its title and a skeleton', (Page, title) => {
    renderWithPortal(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
