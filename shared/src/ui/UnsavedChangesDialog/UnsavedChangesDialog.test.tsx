import { findDialog } from '../../testing/find-dialog.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { uiMessages } from '../messages.ts';
import { confirmLeave, dirtyGuards, navigationRequests } from './navigation-requests.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';

// Dialog-heavy tests: allow for a busy machine.
jest.setTimeout(20_000);

afterEach(() => {
  // The queues live at module level; one test's leftovers must not reach the next.
  navigationRequests.store.setState({ pending: [] });
  dirtyGuards.setState({ guards: {} });
});

const SLOW = { timeout: 5000 };

/** The modal must be gone before the page underneath takes clicks again. */
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());

function EditPage({ texts }: { texts?: { header: string; message: string } }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty, texts);
  return (
    <>
      <button onClick={() => setDirty(true)}>type</button>
      <Link to="/connect">Connect</Link>
      <Link to="#experience">Experience</Link>
    </>
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/profile/learner/editprofile', element },
      { path: '/connect', element: <h1>Connect page</h1> },
    ],
    { initialEntries: ['/profile/learner/editprofile'] },
  );
  render(
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return router;
}

// Fluent's focus trap sets aria-hidden outside the active modal on a timer; on a busy machine
// it can catch the dialog itself or outlive it, so these flow tests query hidden nodes too.
describe('UnsavedChangesDialog', () => {
  it('shows the default texts with Cancel and Okay', async () => {
    const onCancel = jest.fn();
    const onOkay = jest.fn();
    render(<UnsavedChangesDialog open onCancel={onCancel} onOkay={onOkay} />);
    // The dialog's code is fetched when it first opens.
    expect(
      await screen.findByRole('alertdialog', { hidden: true, name: 'Careful: You have unsaved changes' }),
    ).toHaveTextContent('Press cancel to go back and save these changes, or Okay to lose these changes');
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Okay' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOkay).toHaveBeenCalled();
  });
});

describe('useUnsavedChangesGuard', () => {
  it('lets a clean page go without asking', async () => {
    const router = renderAt(<EditPage />);
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    expect(router.state.location.pathname).toBe('/connect');
  });

  it('asks before leaving a dirty page; Cancel stays, Okay leaves', async () => {
    const router = renderAt(<EditPage />);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    expect(await findDialog(uiMessages.unsavedChangesHeader)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/profile/learner/editprofile');

    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: 'Okay' }, SLOW));
    expect(await screen.findByRole('heading', { hidden: true, name: 'Connect page' })).toBeInTheDocument();
  });

  it('uses the header and message of the navigation request', async () => {
    renderAt(<EditPage texts={{ header: 'Leave the wizard?', message: 'Your answers are not saved yet.' }} />);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    expect(await findDialog('Leave the wizard?')).toHaveTextContent('Your answers are not saved yet.');
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
  });

  it('does not ask for a move to an anchor on the same page', async () => {
    const router = renderAt(<EditPage />);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Experience' }));
    expect(router.state.location.hash).toBe('#experience');
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('asks the browser before unload while dirty', async () => {
    renderAt(<EditPage />);
    const clean = new Event('beforeunload', { cancelable: true });
    fireEvent(window, clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('asks in a plain (non-data) router too', async () => {
    render(
      <PortalProviders>
        <MemoryRouter initialEntries={['/profile/learner/editprofile']}>
          <Routes>
            <Route path="/profile/learner/editprofile" element={<EditPage />} />
            <Route path="/connect" element={<h1>Connect page</h1>} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Experience' }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: 'Cancel' }, SLOW));
    await dialogClosed();
    expect(screen.queryByRole('heading', { hidden: true, name: 'Connect page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { hidden: true, name: 'Connect' }));
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: 'Okay' }, SLOW));
    expect(await screen.findByRole('heading', { hidden: true, name: 'Connect page' })).toBeInTheDocument();
  });

  it('works outside a data router through confirmLeave()', async () => {
    function PlainPage() {
      const [dirty, setDirty] = useState(false);
      useUnsavedChangesGuard(dirty);
      return <button onClick={() => setDirty(true)}>type</button>;
    }
    render(
      <PortalProviders>
        <PlainPage />
      </PortalProviders>,
    );
    await expect(confirmLeave()).resolves.toBe(true);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'type' }));
    let answer: boolean | undefined;
    act(() => void confirmLeave().then((a) => (answer = a)));
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: 'Okay' }, SLOW));
    expect(answer).toBe(true);
  });
});
