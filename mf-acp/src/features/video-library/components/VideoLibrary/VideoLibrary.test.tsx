import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Membership } from '@cedar/shared/contract';
import { apiHandler, renderWithPortal, findDialog } from '@cedar/shared/testing';
import { LIBRARY } from '../../test-support/fixtures';
import { VideoLibrary } from './VideoLibrary';

// A page of cards, filters and Fluent dialogs: on a machine loaded several times over, a test
// typing into it has taken just over the preset's 30 s while making steady progress.
jest.setTimeout(60_000);

const membership = (role: number) =>
  ({
    id: 1,
    user_email: 'staff@cedar.test',
    user_role_id: role,
    cohort_id: 7,
    active: true,
    cohort: { cohort_id: 7, cohort_name: 'SEBD September 2026', program_id: 1 },
  }) as Membership;

function renderLibrary(
  role: number,
  put = jest.fn(() => new HttpResponse(null, { status: 500 })),
  bulk: Parameters<typeof apiHandler>[2] = () => new HttpResponse(null, { status: 500 }),
) {
  renderWithPortal(<VideoLibrary />, {
    session: { email: 'staff@cedar.test', memberships: [membership(role)], selectedCohortId: 7 },
    handlers: [
      apiHandler('get', '/v1/videos/library', () => HttpResponse.json({ message: { videos: LIBRARY } })),
      apiHandler('put', '/videos', put),
      apiHandler('post', '/v1/videos/bulk', bulk),
    ],
  });
  return put;
}

describe('VideoLibrary', () => {
  it('shows the public videos with counts, searches and says No Videos Found', async () => {
    const user = userEvent.setup();
    renderLibrary(9);
    expect(await screen.findByRole('button', { name: 'Intro to sql' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Archived (1)' })).toBeInTheDocument();
    expect(screen.getAllByText('3 views · 2:00 PM – 3:30 PM EDT')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hooks');
    expect(screen.queryByRole('button', { name: 'Intro to sql' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(screen.getByText('No Videos Found')).toBeInTheDocument();
  });

  it('saves nothing unchanged, and stays in edit mode with the error when a save fails', async () => {
    const user = userEvent.setup();
    const put = renderLibrary(9);
    await user.click(await screen.findByRole('button', { name: 'Intro to sql' }));
    // The dialog's focus layer marks its content aria-hidden in jsdom (see findDialog).
    const modal = await findDialog('Intro to sql');
    // The video and chat files are missing and the transcript is the literal 'null'.
    expect(within(modal).getAllByText('Not Available')).toHaveLength(3);
    await user.click(within(modal).getByRole('button', { name: 'Edit Entry', hidden: true }));
    await user.click(within(modal).getByRole('button', { name: 'Save Changes', hidden: true }));
    expect(put).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'Edit Entry', hidden: true }));
    const tags = within(modal).getByRole('textbox', { name: /Topics/, hidden: true });
    await user.type(tags, 'Window Functions{Enter}');
    expect(within(modal).getByText('window functions')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Save Changes', hidden: true }));
    expect(await within(modal).findByText('An error occurred updating the video.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(within(modal).getByRole('button', { name: 'Save Changes', hidden: true })).toBeInTheDocument();
  });

  it('clears the error of a failed save once a later save succeeds without a change', async () => {
    const user = userEvent.setup();
    const put = renderLibrary(9);
    await user.click(await screen.findByRole('button', { name: 'Intro to sql' }));
    const modal = await findDialog('Intro to sql');
    await user.click(within(modal).getByRole('button', { name: 'Edit Entry', hidden: true }));
    await user.type(within(modal).getByRole('textbox', { name: /Topics/, hidden: true }), 'window functions{Enter}');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes', hidden: true }));
    expect(await within(modal).findByText('An error occurred updating the video.')).toBeInTheDocument();
    // Back to what is stored: the save is a success with no call (§4).
    await user.click(within(modal).getByRole('button', { name: /window functions/, hidden: true }));
    await user.click(within(modal).getByRole('button', { name: 'Save Changes', hidden: true }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(within(modal).getByRole('button', { name: 'Edit Entry', hidden: true })).toBeInTheDocument();
    expect(within(modal).queryByText('An error occurred updating the video.')).not.toBeInTheDocument();
  });

  it('offers no editing without the edit permission', async () => {
    const user = userEvent.setup();
    renderLibrary(5);
    await user.click(await screen.findByRole('button', { name: 'Intro to sql' }));
    const modal = await findDialog('Intro to sql');
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Close', hidden: true })).toBeEnabled());
    expect(within(modal).queryByRole('button', { name: 'Edit Entry', hidden: true })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Archive Video', hidden: true })).not.toBeInTheDocument();
  });

  it('archives the selected videos in one call after a confirm, from the keyboard too', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderLibrary(9, undefined, async ({ request }) => {
      sent = await request.json();
      const videos = LIBRARY.filter((v) => v.uuid !== 'css').map((v) => ({ ...v, archived: true }));
      return HttpResponse.json({ message: { response: 'success', changed: 2, videos } });
    });
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Archive' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Intro to sql' }));
    // The keyboard: focus the next card's checkbox and press Space.
    screen.getByRole('checkbox', { name: 'Select Intro to react' }).focus();
    await user.keyboard(' ');
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('checkbox', { name: 'Select all shown (2)' })).toBeChecked();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await findDialog('Archive 2 videos?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive', hidden: true }));
    expect(await screen.findByText('Archived 2 videos.')).toBeInTheDocument();
    expect(sent).toEqual({ uuids: ['sql', 'react'], action: 'archive' });
    // Archived videos leave the default view; the selection is empty again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Intro to sql' })).not.toBeInTheDocument());
  });

  it('adds a tag to the selection, and keeps the selection with the error when it fails', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderLibrary(9, undefined, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ message: 'You may not edit the video "Intro to sql".' }, { status: 403 });
    });
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all shown (2)' }));
    await user.click(within(bar).getByRole('button', { name: 'Add a tag' }));
    // The popover's focus layer may mark it aria-hidden in jsdom, as the modal's does.
    await user.type(await screen.findByRole('textbox', { name: 'Tag', hidden: true }), 'Review{Enter}');
    expect(await screen.findByText(/An error occurred updating the videos\./)).toBeInTheDocument();
    expect(sent).toEqual({ uuids: ['react', 'sql'], action: 'add_tag', tag: 'Review' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
  });

  it('shows no selection to users who may not edit videos', async () => {
    renderLibrary(5);
    expect(await screen.findByRole('button', { name: 'Intro to sql' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Intro to sql' })).not.toBeInTheDocument();
  });
});
