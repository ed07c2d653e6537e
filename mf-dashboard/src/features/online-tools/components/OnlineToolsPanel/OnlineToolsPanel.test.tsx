import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { webtools } from '../../fixtures';
import { FALLBACK_LOGO_SRC } from '../../lib/fallback-logo';
import { OnlineTools } from './OnlineToolsPanel';

const t = messages.onlineTools;
const answer = (list: unknown, wait = 0) =>
  apiHandler('get', '/v1/cohort/7/webtools', async ({ request }) => {
    expect(new URL(request.url).searchParams.get('is_active')).toBe('true');
    await delay(wait);
    return HttpResponse.json({ message: { webtools: list } });
  });

const renderTools = (handler = answer(webtools)) =>
  renderWithPortal(<OnlineTools />, { session: learnerSession(), handlers: [handler] });

describe('OnlineTools', () => {
  it('shows placeholders, then a tile per tool opening in a new window', async () => {
    renderTools(answer(webtools, 30));
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    const slack = await screen.findByRole('link', { name: t.opensInNewWindow('Slack') });
    expect(slack).toHaveAttribute('href', 'https://slack.example/cedar-sebd');
    expect(slack).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(webtools.length);
  });

  it('shows the default image for a broken logo', async () => {
    renderTools();
    const figma = await screen.findByRole('link', { name: t.opensInNewWindow('Figma') });
    const image = figma.querySelector('img')!;
    fireEvent.error(image);
    expect(figma.querySelector('img')).toHaveAttribute('src', FALLBACK_LOGO_SRC);
  });

  it('says when no tool is assigned', async () => {
    renderTools(answer([]));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Retry when the tools fail', async () => {
    let fail = true;
    renderTools(
      apiHandler('get', '/v1/cohort/7/webtools', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ message: { webtools } }),
      ),
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByRole('link', { name: t.opensInNewWindow('Github') })).toBeInTheDocument();
  });
});
