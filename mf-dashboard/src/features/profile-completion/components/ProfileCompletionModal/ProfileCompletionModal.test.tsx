import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { ProfileCompletionPrompt } from './ProfileCompletionModal';

const t = messages.profileCompletion;
const hidden = { hidden: true } as const;
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPrompt(ready: boolean, updated: string | null) {
  return renderWithPortal(
    <>
      <ProfileCompletionPrompt ready={ready} profileUpdatedDate={updated} />
      <Where />
    </>,
  );
}

describe('ProfileCompletionPrompt', () => {
  it('waits until the dashboard has loaded', () => {
    renderPrompt(false, null);
    expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument();
  });

  it('asks a user who never updated their profile, and Create Profile goes to the edit page', async () => {
    renderPrompt(true, null);
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    expect(within(dialog).getByText(t.title)).toBeInTheDocument();
    expect(within(dialog).getByText('Create a MyCedar Profile')).toBeInTheDocument();
    expect(within(dialog).getByText(t.text)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Fill out your profile and get the most out of the new Cedar Connect'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: t.createProfile }));
    expect(screen.getByRole('status', { ...hidden, name: 'location' })).toHaveTextContent(
      '/profile/learner/editprofile',
    );
    expect(localStorage.getItem(STORAGE_KEYS.learnerProfileCompletionDismissed)).toBe('true');
  });

  it('is dismissed by closing, and stays dismissed', async () => {
    const { unmount } = renderPrompt(true, null);
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument(), SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.learnerProfileCompletionDismissed)).toBe('true');
    unmount();
    renderPrompt(true, null);
    expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument();
  });

  it('does not ask a user who has updated their profile', () => {
    renderPrompt(true, '2026-09-01T12:00:00Z');
    expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument();
  });
});
