import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { NOW, launchpad, startedLaunchpad } from '../../fixtures';
import { LaunchpadSection } from './LaunchpadPanel';

const t = messages.launchpad;
const answer = (value: unknown, wait = 0) =>
  apiHandler('get', '/v1/cohort/4/launchpad', async () => {
    await delay(wait);
    return HttpResponse.json({ message: { launchpad: value } });
  });

function renderLaunchpad(handler = answer(launchpad)) {
  return renderWithPortal(<LaunchpadSection />, { session: learnerSession({ prestart: true }), handlers: [handler] });
}

describe('Launchpad', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('shows a placeholder, then the course, its days remaining and Launch Course', async () => {
    renderLaunchpad(answer(launchpad, 30));
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: launchpad.coursename })).toBeInTheDocument();
    expect(screen.getByText('6 days remaining')).toBeInTheDocument();
    const launch = screen.getByRole('link', { name: t.launchCourse });
    expect(launch).toHaveAttribute('href', launchpad.course_url);
    expect(launch).toHaveAttribute('target', '_blank');
  });

  it('counts the days since a course started', async () => {
    renderLaunchpad(answer(startedLaunchpad));
    expect(await screen.findByText('class started 4 days ago')).toBeInTheDocument();
  });

  it('says when there is no launchpad course', async () => {
    renderLaunchpad(answer(null));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Retry when the launchpad fails', async () => {
    let fail = true;
    renderLaunchpad(
      apiHandler('get', '/v1/cohort/4/launchpad', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ message: { launchpad } }),
      ),
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByRole('heading', { name: launchpad.coursename })).toBeInTheDocument();
  });
});
