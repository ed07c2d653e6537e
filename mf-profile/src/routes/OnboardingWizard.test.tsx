import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { sessionStore } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { newLearner } from '../features/onboarding/fixtures';
import { onboardingMessages as m } from '../features/onboarding/messages';
import { seriousA11yViolations } from '../features/profile/test-utils';
import OnboardingWizard from './OnboardingWizard';

function renderWizard(user: StartupUser, { failSaves = false } = {}) {
  const saved: Record<string, unknown>[] = [];
  let stored = user;
  const handlers = [
    apiHandler('put', '/user/:email', async ({ request }) => {
      if (failSaves) return HttpResponse.json({ statusCode: 500, error: 'Error', message: 'down' }, { status: 500 });
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      stored = { ...stored, ...body } as StartupUser;
      return HttpResponse.json({ message: { users: [stored] } });
    }),
    apiHandler('get', '/v1/users/startup', () => HttpResponse.json({ message: { users: [stored] } })),
  ];
  const view = renderWithPortal(<OnboardingWizard />, {
    session: { status: 'ready', email: user.email, user, memberships: user.mk_user_courses },
    handlers,
  });
  return { ...view, saved };
}

const continueButton = () => screen.getByRole('button', { name: m.continue });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// Whole journeys through Fluent UI in jsdom take seconds on a busy machine.
jest.setTimeout(30_000);

describe('OnboardingWizard', () => {
  it('opens on Welcome for a new user and saves each screen as Continue moves on', async () => {
    const user = userEvent.setup();
    const { saved } = renderWizard(newLearner());
    expect(await heading(m.welcome.title)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.goBack })).not.toBeInTheDocument();

    await user.click(continueButton());
    const identity = await heading(m.identity.title);
    // Keyboard users land on the new screen's title.
    await waitFor(() => expect(identity).toHaveFocus());
    expect(saved).toEqual([{ onboarding_step: 1 }]);
    expect(screen.queryByRole('button', { name: m.goBack })).not.toBeInTheDocument();

    // The preferred name defaults to the first name; emptied, Continue waits.
    const name = screen.getByRole('textbox', { name: /Preferred name/ });
    expect(name).toHaveValue('Nia');
    await user.clear(name);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton());
    expect(saved).toHaveLength(1);
    await user.type(name, 'Nee');
    await user.type(screen.getByRole('textbox', { name: m.identity.pronouns }), 'she/her');
    await user.click(continueButton());
    expect(await heading(m.picture.title)).toBeInTheDocument();
    expect(saved[1]).toEqual({ preferred_name: 'Nee', user_preferred_pronouns: 'she/her', onboarding_step: 2 });
    expect(screen.getByRole('img', { name: /Profile picture of Nee Newman/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.goBack }));
    expect(await heading(m.identity.title)).toBeInTheDocument();
  });

  it('resumes at the first unfinished screen, with imported data pre-filled', async () => {
    renderWizard(newLearner({ onboarding_step: 4, user_primary_spoken_language: 'Spanish' }));
    expect(await heading(m.spokenLanguages.title)).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 11')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Primary spoken language/ })).toHaveValue('Spanish');
    expect(screen.getByRole('button', { name: m.goBack })).toBeInTheDocument();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWizard(newLearner({ onboarding_step: 3 }));
    expect(await heading(m.location.title)).toBeInTheDocument();
    expect(await seriousA11yViolations(container)).toEqual([]);
  }, 30_000);

  it('keeps Continue disabled on Work Schedule until an option is chosen', async () => {
    const user = userEvent.setup();
    const { saved } = renderWizard(
      newLearner({ onboarding_step: 8, preferred_name: 'Nia', user_primary_spoken_language: 'English' }),
    );
    expect(await heading(m.workSchedule.title)).toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Part Time' }));
    await user.click(continueButton());
    expect(await heading(m.socialMedia.title)).toBeInTheDocument();
    expect(saved).toEqual([{ user_work_schedule: ['part_time'], onboarding_step: 9 }]);
  });

  it('refuses an invalid social link with the spec’s message', async () => {
    const user = userEvent.setup();
    renderWizard(
      newLearner({
        onboarding_step: 9,
        preferred_name: 'Nia',
        user_primary_spoken_language: 'English',
        user_work_schedule: ['none'],
      }),
    );
    expect(await heading(m.socialMedia.title)).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: m.socialMedia.link });
    expect(link).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: m.socialMedia.network }));
    await user.click(await screen.findByRole('option', { name: 'GitHub' }));
    await user.type(link, 'github.com/nia');
    expect(screen.getByText(m.socialMedia.invalidLink)).toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the error banner and stays when a save fails', async () => {
    const user = userEvent.setup();
    renderWizard(newLearner(), { failSaves: true });
    await user.click(await screen.findByRole('button', { name: m.continue }));
    expect(await screen.findByText(m.saveError)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.welcome.title })).toBeInTheDocument();
  });

  it('ends first login on Go To MyCedar and refetches the user', async () => {
    const user = userEvent.setup();
    const { saved } = renderWizard(
      newLearner({
        onboarding_step: 10,
        preferred_name: 'Nia',
        user_primary_spoken_language: 'English',
        user_work_schedule: ['none'],
      }),
    );
    expect(await heading(m.wrapUp.title)).toBeInTheDocument();
    expect(screen.getByText(m.wrapUp.body)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.goToMyProduct }));
    await waitFor(() => expect(sessionStore.getState().user?.first_login).toBe(false));
    expect(saved).toEqual([{ onboarding_step: 10, first_login: false }]);
  });
});
