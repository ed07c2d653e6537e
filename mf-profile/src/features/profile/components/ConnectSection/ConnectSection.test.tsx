import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { learnerProfile } from '../../fixtures';
import { ConnectSection } from './ConnectSection';

describe('ConnectSection', () => {
  it('links to each network in a new tab, skipping slack and incomplete rows', () => {
    renderWithPortal(<ConnectSection profile={learnerProfile} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Mastodon (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/ana-lopez');
    expect(screen.queryByRole('link', { name: /Slack/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Portfolio/ })).not.toBeInTheDocument();
  });
});
