import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { remoteHealthMessages as t } from '../features/remote-health/messages';
import { ERRORS_WITHOUT_VIEWS, HEALTHY, REGRESSED } from '../features/remote-health/test-support/remotes';
import RemoteHealthPage from './RemoteHealthPage';

describe('RemoteHealthPage', () => {
  it('loads the figures and flags the regressed remote', async () => {
    renderWithPortal(<RemoteHealthPage />, {
      handlers: [
        apiHandler('get', '/v1/acp/remote-health', () =>
          HttpResponse.json({ message: { days: 7, remotes: [REGRESSED, HEALTHY] } }),
        ),
      ],
    });
    const card = await screen.findByRole('group', { name: 'mf-dashboard' });
    expect(within(card).getByText(t.regressed, { selector: '.fui-Badge' })).toBeInTheDocument();
    expect(screen.getByText(t.intro(7))).toBeInTheDocument();
  });

  it('shows the errors of a remote that has no page view measured', async () => {
    renderWithPortal(<RemoteHealthPage />, {
      handlers: [
        apiHandler('get', '/v1/acp/remote-health', () =>
          HttpResponse.json({ message: { days: 7, remotes: [ERRORS_WITHOUT_VIEWS] } }),
        ),
      ],
    });
    const card = await screen.findByRole('group', { name: 'mf-connect' });
    expect(within(card).getByText(t.errorsWithoutViews, { selector: '.fui-Badge' })).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAccessibleName(
      expect.stringContaining('3 errors, no page views measured'),
    );
  });

  it('offers Retry when the figures do not load', async () => {
    let calls = 0;
    renderWithPortal(<RemoteHealthPage />, {
      handlers: [
        apiHandler('get', '/v1/acp/remote-health', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 })
            : HttpResponse.json({ message: { days: 7, remotes: [HEALTHY] } });
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('group', { name: 'mf-profile' })).toBeInTheDocument();
  });
});
