import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { remoteHealthMessages as t } from '../../messages';
import { ERRORS_WITHOUT_VIEWS, HEALTHY, REGRESSED, SILENT } from '../../test-support/remotes';
import { RemoteHealthView } from './RemoteHealthView';

describe('RemoteHealthView', () => {
  it('shows a card per remote with its version, manifest and a chart of current against previous', () => {
    renderWithPortal(<RemoteHealthView state={{ kind: 'ready', days: 7, remotes: [REGRESSED, HEALTHY, SILENT] }} />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const dashboard = screen.getByRole('group', { name: 'mf-dashboard' });
    expect(within(dashboard).getByText('2.3.0')).toBeInTheDocument();
    expect(within(dashboard).getByText(REGRESSED.url!)).toBeInTheDocument();
    expect(within(dashboard).getByText(t.previousVersion('2.2.4'), { exact: false })).toBeInTheDocument();
    expect(within(dashboard).getByText(t.regressed, { selector: '.fui-Badge' })).toBeInTheDocument();
    // The chart is one image with a text alternative naming every figure.
    const chart = within(dashboard).getByRole('img');
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('Error rate (per 1,000 page views): 80 against 20 (regressed)'),
    );
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('p75 remote load time: 900 ms against 300 ms (regressed)'),
    );
    // Its numbers are in a table for screen readers too.
    const table = within(dashboard).getByRole('table', { name: t.tableCaption('mf-dashboard') });
    const lcp = within(table).getByRole('row', { name: /Largest Contentful Paint/ });
    expect(
      within(lcp)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2.74 s', '1.74 s', '+57% (Regressed)']);

    const profile = screen.getByRole('group', { name: 'mf-profile' });
    expect(within(profile).getByText(t.healthy)).toBeInTheDocument();
    expect(within(profile).queryByText(t.regressed, { selector: '.fui-Badge' })).not.toBeInTheDocument();

    const media = screen.getByRole('group', { name: 'mf-media' });
    expect(within(media).getByText(t.noData)).toBeInTheDocument();
    expect(within(media).getByText(t.noPrevious, { exact: false })).toBeInTheDocument();
    expect(within(media).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the error count of a remote with errors but no page views, never hiding them', () => {
    renderWithPortal(<RemoteHealthView state={{ kind: 'ready', days: 7, remotes: [ERRORS_WITHOUT_VIEWS, HEALTHY] }} />);
    const connect = screen.getByRole('group', { name: 'mf-connect' });
    expect(within(connect).getByText(t.errorsWithoutViews, { selector: '.fui-Badge' })).toBeInTheDocument();
    expect(within(connect).queryByText(t.healthy)).not.toBeInTheDocument();
    expect(within(connect).getByText(/^Previous: 0\.1\.0 · 3 errors, no page views measured$/)).toBeInTheDocument();
    expect(within(connect).getByRole('img')).toHaveAccessibleName(
      expect.stringContaining('Error rate (per 1,000 page views): 3 errors, no page views measured against 2.5'),
    );
    const table = within(connect).getByRole('table', { name: t.tableCaption('mf-connect') });
    const errors = within(table).getByRole('row', { name: /Error rate/ });
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3 errors, no page views measured', '2.5', '–']);
    // With page views, the count is still shown beside them.
    const profile = screen.getByRole('group', { name: 'mf-profile' });
    expect(within(profile).getByText(/· 1,200 page views · 6 errors$/)).toBeInTheDocument();
  });

  it('draws the regressed bar in its own colour', () => {
    const { container } = renderWithPortal(
      <RemoteHealthView state={{ kind: 'ready', days: 7, remotes: [REGRESSED] }} />,
    );
    const errorBars = container.querySelectorAll('[data-figure="errorRate"] rect');
    const inpBars = container.querySelectorAll('[data-figure="INP"] rect');
    expect(errorBars[1]!.getAttribute('class')).not.toEqual(inpBars[1]!.getAttribute('class'));
    // Each pair is scaled to its larger value: the worse current error rate fills the row.
    expect(Number(errorBars[1]!.getAttribute('width'))).toBeGreaterThan(Number(errorBars[0]!.getAttribute('width')));
  });

  it('says when there is nothing to show yet', () => {
    renderWithPortal(<RemoteHealthView state={{ kind: 'ready', days: 7, remotes: [] }} />);
    expect(screen.getByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
  });

  it('shows loading, and a failed load with Retry', async () => {
    const { unmount } = renderWithPortal(<RemoteHealthView state={{ kind: 'loading' }} />);
    expect(screen.getByLabelText(t.loading)).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = jest.fn();
    renderWithPortal(<RemoteHealthView state={{ kind: 'error', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
