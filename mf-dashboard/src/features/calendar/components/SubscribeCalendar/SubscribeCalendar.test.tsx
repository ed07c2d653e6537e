import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { SubscribeCalendar } from './SubscribeCalendar';

const t = messages.subscription;
const URL_ = 'http://localhost/calendar/tok123.ics';
const made = {
  active: true,
  created_at: '2026-09-10T12:00:00Z',
  url: URL_,
  webcal_url: 'webcal://localhost/calendar/tok123.ics',
};
const envelope = (subscription: unknown) => HttpResponse.json({ message: { subscription } });

function renderDialog(current: unknown, extra: RequestHandler[] = []) {
  renderWithPortal(<SubscribeCalendar />, {
    session: learnerSession(),
    handlers: [apiHandler('get', '/v1/calendar/subscription', () => envelope(current)), ...extra],
  });
}

// Dialogs animate in and their focus trap may mark them aria-hidden on a busy machine.
const hidden = { hidden: true } as const;
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

describe('SubscribeCalendar', () => {
  it('makes a calendar link, shows it once and copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderDialog(null, [apiHandler('post', '/v1/calendar/subscription', () => envelope(made))]);
    await user.click(screen.getByRole('button', { ...hidden, name: t.open }));
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    expect(within(dialog).getByText(t.intro)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { ...hidden, name: t.create }));
    expect(await within(dialog).findByRole('textbox', { ...hidden, name: t.linkLabel })).toHaveValue(URL_);
    expect(within(dialog).getByRole('link', { ...hidden, name: t.openInApp })).toHaveAttribute('href', made.webcal_url);
    await user.click(within(dialog).getByRole('button', { ...hidden, name: t.copy }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(within(dialog).getByRole('button', { ...hidden, name: t.copied })).toBeInTheDocument();
  });

  it('offers a new link or revoking an existing one, whose URL is not shown again', async () => {
    const user = userEvent.setup();
    let revoked = false;
    renderDialog({ active: true, created_at: '2026-09-10T12:00:00Z' }, [
      apiHandler('delete', '/v1/calendar/subscription', () => {
        revoked = true;
        return envelope(null);
      }),
    ]);
    await user.click(screen.getByRole('button', { ...hidden, name: t.open }));
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    expect(await within(dialog).findByText(t.activeSince('9/10/2026'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { ...hidden, name: t.replace })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { ...hidden, name: t.revoke }));
    expect(await within(dialog).findByText(t.revoked)).toBeInTheDocument();
    expect(revoked).toBe(true);
  });

  it('says when the link could not be changed', async () => {
    const user = userEvent.setup();
    renderDialog(null, [apiHandler('post', '/v1/calendar/subscription', () => HttpResponse.json({}, { status: 500 }))]);
    await user.click(screen.getByRole('button', { ...hidden, name: t.open }));
    await user.click(await screen.findByRole('button', { ...hidden, name: t.create }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: t.create })).toBeEnabled();
  });

  it('says when the link could not load, with Retry, and nothing else', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    renderWithPortal(<SubscribeCalendar />, {
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/calendar/subscription', () =>
          fail ? HttpResponse.json({}, { status: 500 }) : envelope(null),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { ...hidden, name: t.open }));
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    const alert = await within(dialog).findByRole('alert', hidden, SLOW);
    expect(alert).toHaveTextContent(t.loadFailed);
    expect(within(dialog).queryByText(t.intro)).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { ...hidden, name: messages.panel.retry }));
    expect(await within(dialog).findByText(t.intro, {}, SLOW)).toBeInTheDocument();
  });
});
