import { findDialog } from '@cedar/shared/testing';
import { File as NodeFile } from 'node:buffer';
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { adminMessages as t } from '../features/admin-settings/messages';
import { adminMembership as membership } from './admin-settings-fixtures';
import AdminSettingsPage from './AdminSettingsPage';

jest.setTimeout(20_000);

interface Calls {
  uploads: { fields: Record<string, string>; fileName: string; text: string }[];
  syncs: number;
}

function render(roleId: number, calls: Calls, answers: { upload?: () => Response; sync?: () => Response } = {}) {
  return renderWithPortal(<AdminSettingsPage />, {
    session: { email: 'admin@cedar.test', role: roleId, memberships: [membership(roleId)], selectedCohortId: 3 },
    handlers: [
      apiHandler('get', '/v1/programs', () => HttpResponse.json({ message: { programs: [] } })),
      apiHandler('post', '/file', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        const fields = Object.fromEntries(
          [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
        );
        calls.uploads.push({ fields, fileName: file.name, text: await file.text() });
        return (
          answers.upload?.() ??
          HttpResponse.json({
            message: { fileKey: 'handshake/x.csv', contacts: 2, created: 2, updated: 0, crm: 'stored' },
          })
        );
      }),
      apiHandler('post', '/syncCanvasCourses', () => {
        calls.syncs++;
        return (
          answers.sync?.() ??
          HttpResponse.json({ message: { synced: true, total: 11, added: 4, updated: 1, lms: 'demo' } })
        );
      }),
    ],
  });
}

const CSV = 'email,first_name,last_name\nada@school.academy,Ada,Lovelace\nbo@school.academy,Bo,Li\n';
// The fetch of the test environment is Node's, whose FormData takes Node's File only (a browser's
// File and FormData are one family).
const csvFile = (name = 'handshake.csv', content = CSV) =>
  new NodeFile([content], name, { type: 'text/csv' }) as unknown as File;

async function choose(tool: string) {
  const panel = await screen.findByRole('region', { name: t.toolsTitle });
  await userEvent.selectOptions(within(panel).getByRole('combobox', { name: t.toolsTitle }), tool);
  return panel;
}

describe('the Additional Tools', () => {
  it('offers the three entries, the default disabled', async () => {
    render(9, { uploads: [], syncs: 0 });
    const panel = await screen.findByRole('region', { name: t.toolsTitle });
    const options = within(panel).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([t.toolsDefault, t.toolHandshake, t.toolSync]);
    expect(options[0]!.disabled).toBe(true);
    expect(t.toolSync).toBe('Sync Canvas courses to MyCedar database');
  });

  it('uploads a chosen .csv file with the form fields, then clears it', async () => {
    const calls: Calls = { uploads: [], syncs: 0 };
    render(9, calls);
    const panel = await choose(t.toolHandshake);
    expect(within(panel).queryByRole('button', { name: t.uploadFile })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('handshake-file'), csvFile());
    expect(within(panel).getByText('handshake.csv')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: t.uploadFile }));
    expect(await within(panel).findByText(t.uploadSuccess)).toBeInTheDocument();
    expect(calls.uploads).toEqual([
      {
        fields: { destination: 's3', srcType: 'csv', fileName: 'handshake.csv', email: 'admin@cedar.test' },
        fileName: 'handshake.csv',
        text: CSV,
      },
    ]);
    expect(within(panel).queryByText('handshake.csv')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: t.selectFile })).toBeInTheDocument();
  });

  it('removes a chosen file with the remove icon', async () => {
    render(9, { uploads: [], syncs: 0 });
    const panel = await choose(t.toolHandshake);
    await userEvent.upload(screen.getByTestId('handshake-file'), csvFile('first.csv'));
    await userEvent.click(within(panel).getByRole('button', { name: t.removeFile }));
    expect(within(panel).queryByText('first.csv')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: t.selectFile })).toBeInTheDocument();
  });

  it('refuses a file that is not .csv, or over 5 MB, without sending it', async () => {
    const calls: Calls = { uploads: [], syncs: 0 };
    render(9, calls);
    const panel = await choose(t.toolHandshake);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('handshake-file'), new NodeFile(['x'], 'export.xlsx') as unknown as File);
    expect(within(panel).getByText(t.notCsv)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: t.uploadFile })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: t.removeFile }));
    const big = csvFile('big.csv');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
    await user.upload(screen.getByTestId('handshake-file'), big);
    expect(within(panel).getByText(t.tooLarge)).toBeInTheDocument();
    expect(calls.uploads).toEqual([]);
  });

  it("shows §8's failure text with the API's reason", async () => {
    const reason = 'The first line must be a header with the columns email, first_name, last_name (phone is optional).';
    render(9, { uploads: [], syncs: 0 }, { upload: () => HttpResponse.json({ message: reason }, { status: 400 }) });
    const panel = await choose(t.toolHandshake);
    await userEvent.upload(screen.getByTestId('handshake-file'), csvFile());
    await userEvent.click(within(panel).getByRole('button', { name: t.uploadFile }));
    expect(await within(panel).findByText(t.uploadFailed)).toBeInTheDocument();
    expect(within(panel).getByText(reason)).toBeInTheDocument();
    expect(within(panel).getByText('handshake.csv')).toBeInTheDocument();
  });

  it('asks before syncing, then says Canvas Sync Done with the counts', async () => {
    const calls: Calls = { uploads: [], syncs: 0 };
    render(9, calls);
    const panel = await choose(t.toolSync);
    await userEvent.click(within(panel).getByRole('button', { name: t.syncCourses }));
    const confirm = await findDialog(t.syncConfirmTitle);
    await userEvent.click(within(confirm).getByRole('button', { name: t.cancel, hidden: true }));
    expect(calls.syncs).toBe(0);
    await userEvent.click(within(panel).getByRole('button', { name: t.syncCourses }));
    await userEvent.click(
      within(await findDialog(t.syncConfirmTitle)).getByRole('button', {
        name: t.syncCourses,
        hidden: true,
      }),
    );
    const done = await findDialog(t.syncDone);
    expect(within(done).getByText(t.syncCounts(4, 1, 11))).toBeInTheDocument();
    expect(calls.syncs).toBe(1);
    await userEvent.click(within(done).getByRole('button', { name: t.close, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('says the sync failed on an error or a falsy result', async () => {
    let answer: () => Response = () =>
      HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 502 });
    render(9, { uploads: [], syncs: 0 }, { sync: () => answer() });
    const panel = await choose(t.toolSync);
    const run = async () => {
      await userEvent.click(within(panel).getByRole('button', { name: t.syncCourses }));
      await userEvent.click(
        within(await findDialog(t.syncConfirmTitle)).getByRole('button', {
          name: t.syncCourses,
          hidden: true,
        }),
      );
      const failed = await findDialog(t.syncFailed);
      await userEvent.click(within(failed).getByRole('button', { name: t.close, hidden: true }));
    };
    await run();
    answer = () => HttpResponse.json({ message: { synced: false, total: 0, added: 0, updated: 0, lms: 'demo' } });
    await run();
  });

  it('is not shown to a limited admin', async () => {
    render(11, { uploads: [], syncs: 0 });
    await screen.findByRole('region', { name: t.activeCohorts });
    expect(screen.queryByRole('region', { name: t.toolsTitle })).not.toBeInTheDocument();
  });
});
