import { findDialog } from '@cedar/shared/testing';
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestCreate } from '@cedar/shared/contract';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { HISTORY, STAFF_EMAIL, staffMembership } from '../../test-support/fixtures';
import { ANNOUNCEMENT_FILTERS_KEY } from '../../lib/filters';
import { AnnouncementHistory } from './AnnouncementHistory';

const historyHandler = (list = HISTORY) =>
  apiHandler('get', '/announcements/history', () => HttpResponse.json({ message: { announcements: list } }));

function renderHistory(role: number, handlers = [historyHandler()]) {
  return renderWithPortal(<AnnouncementHistory />, {
    session: { email: STAFF_EMAIL, memberships: [staffMembership(role)], selectedCohortId: 7 },
    handlers,
  });
}

// The page with its modal and the editor renders slowly on a loaded machine.
jest.setTimeout(30_000);

describe('AnnouncementHistory', () => {
  beforeEach(() => localStorage.clear());

  it('asks before deleting and sends is_deleted', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderHistory(11, [
      historyHandler(),
      apiHandler('put', '/announcement/update/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: { response: 'success', announcement: HISTORY[0] } });
      }),
    ]);
    const items = await screen.findAllByRole('listitem');
    await user.click(within(items[0]!).getByRole('button', { name: 'Delete' }));
    // In jsdom the modal layer's focus manager may mark the shared confirm dialog aria-hidden
    // while it opens; the browser journey (e2e) finds it by role as users do.
    const dialog = await findDialog('Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(sent).toEqual({ is_deleted: true }));
    expect(await screen.findByText('Your changes were saved successfully')).toBeInTheDocument();
  });

  it('shows each announcement with its status; edit and delete hidden once Expired', async () => {
    renderHistory(11);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Queued')).toBeInTheDocument();
    const expired = items.find((item) => within(item).queryByText('Expired'))!;
    expect(within(expired).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('All Cohorts')).toBeInTheDocument();
    // How many of its audience have seen each one.
    expect(within(items[0]!).getByText('Seen by 0 of 24 learners')).toBeInTheDocument();
    expect(screen.getByText('Seen by 1 of 310 learners')).toBeInTheDocument();
  });

  it('gives a coach the history without edit or delete', async () => {
    renderHistory(5);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('filters by author with counts, remembers the filters and clears them', async () => {
    const user = userEvent.setup();
    renderHistory(11);
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('checkbox', { name: 'Myself (3)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(ANNOUNCEMENT_FILTERS_KEY)!).myself).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the invalid range message', async () => {
    renderHistory(11);
    await screen.findAllByRole('listitem');
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    await userEvent.type(start, '2026-09-10');
    await userEvent.type(end, '2026-09-01');
    expect(await screen.findByText('* Invalid Date Range')).toBeInTheDocument();
  });

  it('opens the create modal from the top bar button; Preview waits for body, post_as and audience', async () => {
    renderHistory(11);
    await screen.findAllByRole('listitem');
    requestCreate('announcement');
    // Queried with hidden nodes as the confirm test above does: Fluent's focus trap may mark the
    // modal itself aria-hidden for a moment on a loaded machine.
    const dialog = await findDialog('Create New Announcement');
    expect(within(dialog).getByText('Selections will reflect your current timezone.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Preview', hidden: true })).toBeDisabled();
    const audience = within(dialog).getByRole('combobox', { name: /Audience/, hidden: true });
    expect(within(audience).getByRole('option', { name: 'All Cohorts', hidden: true })).not.toBeDisabled();
  });

  it('shows the load error with Retry', async () => {
    renderHistory(11, [apiHandler('get', '/announcements/history', () => new HttpResponse(null, { status: 500 }))]);
    expect(await screen.findByText('Announcements could not load.', {}, { timeout: 20000 })).toBeInTheDocument();
  });
});
