import { render, screen } from '@testing-library/react';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { PagePlaceholder } from './PagePlaceholder.tsx';

describe('PagePlaceholder', () => {
  it('shows the page title as a heading and a loading skeleton, nothing else', () => {
    render(
      <PortalProviders>
        <PagePlaceholder title="Announcements" />
      </PortalProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses a second-level heading for a widget inside a page', () => {
    render(
      <PortalProviders>
        <PagePlaceholder title="Classmates" headingLevel={2} />
      </PortalProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Classmates' })).toBeInTheDocument();
  });
});
