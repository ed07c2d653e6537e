import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminMessages as t } from '../../messages';
import { AdditionalToolsView } from './AdditionalToolsView';

const noop = () => {};
const handshake = {
  file: null,
  fileError: null,
  upload: { kind: 'idle' as const },
  onFileChange: noop,
  onUpload: noop,
};
const sync = { sync: { kind: 'idle' as const }, onRequest: noop, onConfirm: noop, onDismiss: noop };
const chosen = { name: 'handshake-export-fall-2026-career-fair-registrations-all-schools.csv' };

const meta = {
  title: 'Admin Console/Admin Settings/Additional Tools',
  component: AdditionalToolsView,
  args: { tool: '', onToolChange: noop, handshake, sync },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdditionalToolsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dropdown with its disabled default. */
export const Idle: Story = {};
/** Upload Handshake .csv to HubSpot: Select File. */
export const HandshakeNoFile: Story = { args: { tool: 'handshake' } };
/** A file is chosen: its name (350 px at most) with a remove icon, and Upload File. */
export const HandshakeFileChosen: Story = { args: { tool: 'handshake', handshake: { ...handshake, file: chosen } } };
/** A file that is not .csv: no Upload File. */
export const HandshakeNotCsv: Story = {
  args: { tool: 'handshake', handshake: { ...handshake, file: { name: 'export.xlsx' }, fileError: t.notCsv } },
};
/** A file over 5 MB. */
export const HandshakeTooLarge: Story = {
  args: { tool: 'handshake', handshake: { ...handshake, file: { name: 'everyone.csv' }, fileError: t.tooLarge } },
};
/** Uploading: the spinner. */
export const HandshakeUploading: Story = {
  args: { tool: 'handshake', handshake: { ...handshake, file: chosen, upload: { kind: 'uploading' } } },
};
/** Uploaded: the file is cleared. */
export const HandshakeUploaded: Story = {
  args: { tool: 'handshake', handshake: { ...handshake, upload: { kind: 'success', contacts: 42 } } },
};
/** The API refused the file (a wrong header). */
export const HandshakeWrongHeader: Story = {
  args: {
    tool: 'handshake',
    handshake: {
      ...handshake,
      file: chosen,
      upload: {
        kind: 'error',
        detail: 'The first line must be a header with the columns email, first_name, last_name (phone is optional).',
      },
    },
  },
};
/** The CRM could not be reached. */
export const HandshakeUploadFailed: Story = {
  args: { tool: 'handshake', handshake: { ...handshake, file: chosen, upload: { kind: 'error', detail: null } } },
};
/** Sync Canvas courses: Sync Courses. */
export const SyncIdle: Story = { args: { tool: 'sync' } };
/** Sync Courses asks first. */
export const SyncConfirm: Story = { args: { tool: 'sync', sync: { ...sync, sync: { kind: 'confirm' } } } };
/** The sync runs: the spinner. */
export const SyncRunning: Story = { args: { tool: 'sync', sync: { ...sync, sync: { kind: 'running' } } } };
/** Canvas Sync Done, with the counts. */
export const SyncDone: Story = {
  args: { tool: 'sync', sync: { ...sync, sync: { kind: 'done', added: 4, updated: 1, total: 11 } } },
};
/** The sync failed. */
export const SyncFailed: Story = {
  args: { tool: 'sync', sync: { ...sync, sync: { kind: 'failed', detail: null } } },
};
