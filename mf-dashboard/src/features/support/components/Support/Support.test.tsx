import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { FALLBACK_AVATAR_SRC } from '@cedar/shared/ui';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { learnerInTeam, myRequests, team } from '../../fixtures';
import { Support } from './Support';

const t = messages.support;

const teamAnswer = (advisors: unknown, wait = 0) =>
  apiHandler('get', '/v1/cohort/7/supportteam', async () => {
    await delay(wait);
    return HttpResponse.json({ message: { advisors } });
  });
const requestsAnswer = (list: unknown) =>
  apiHandler('get', '/v1/supportrequests/mine', () => HttpResponse.json({ message: { support_requests: list } }));

function renderSupport(handlers = [teamAnswer([...team, learnerInTeam]), requestsAnswer(myRequests)]) {
  return renderWithPortal(<Support />, { session: learnerSession(), handlers });
}

describe('Support panel', () => {
  // A learner reads each role by its UI name (DECISIONS.md "Learner screens"), the name the
  // profile page and the no-course screen use ("Learner Success Advisor"), not the label name.
  it('shows placeholders, then the team in display order with role names and profile links', async () => {
    renderSupport([teamAnswer(team, 30), requestsAnswer([])]);
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: /^Sam Okafor/ });
    const cards = within(screen.getByRole('region', { name: t.title })).getAllByRole('link');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Sam Okafor Senior Software Engineer',
      'Lena Fischer Facilitator',
      'Priya Raman Learner Success Advisor',
      'Omar Haddad Career Advisor',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/profile/sam.okafor@cedar.test');
    // Named by what it shows, so the name holds the visible text (WCAG 2.5.3).
    expect(cards[0]).toHaveAccessibleName('Sam Okafor Senior Software Engineer');
    expect(screen.getByRole('button', { name: t.requestSupport })).toBeInTheDocument();
  });

  it('leaves out members whose role is not a support role', async () => {
    renderSupport();
    await screen.findByRole('link', { name: /^Sam Okafor/ });
    expect(screen.queryByRole('link', { name: /^Ana Lopez/ })).not.toBeInTheDocument();
  });

  it('shows the default image for a broken profile picture', async () => {
    renderSupport();
    const omar = await screen.findByRole('link', { name: /^Omar Haddad/ });
    fireEvent.error(omar.querySelector('img')!);
    expect(omar.querySelector('img')).toHaveAttribute('src', FALLBACK_AVATAR_SRC);
  });

  it('says when the cohort has no support team', async () => {
    renderSupport([teamAnswer([]), requestsAnswer([])]);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.requestSupport })).not.toBeInTheDocument();
  });

  it('offers Retry when the team fails', async () => {
    let fail = true;
    renderSupport([
      apiHandler('get', '/v1/cohort/7/supportteam', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ message: { advisors: team } }),
      ),
      requestsAnswer([]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByRole('link', { name: /^Sam Okafor/ })).toBeInTheDocument();
  });

  it("lists the learner's own requests with status and last update", async () => {
    renderSupport();
    const item = (await screen.findByText(t.updated('9/13/2026'))).closest('li')!;
    expect(item).toHaveTextContent('Assessment');
    expect(item).toHaveTextContent(t.requestStatus.responded!);
    expect(screen.getByText(t.requestStatus.awaiting_review!)).toBeInTheDocument();
  });

  it('says when the learner has sent no request yet', async () => {
    renderSupport([teamAnswer(team), requestsAnswer([])]);
    expect(await screen.findByText(t.noRequests)).toBeInTheDocument();
  });
});
