import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { adminMessages as t } from '../../messages';
import { AdditionalToolsView, type AdditionalToolsViewProps } from './AdditionalToolsView';
import meta, * as stories from './AdditionalToolsView.stories';

type Story = { args?: Partial<AdditionalToolsViewProps> };
const render = (story: Story) =>
  renderWithPortal(<AdditionalToolsView {...(meta.args as AdditionalToolsViewProps)} {...story.args} />);

jest.setTimeout(15_000);
describe('the Additional Tools stories', () => {
  it.each([
    ['Idle', t.toolsDefault],
    ['HandshakeNoFile', t.selectFile],
    ['HandshakeFileChosen', t.uploadFile],
    ['HandshakeNotCsv', t.notCsv],
    ['HandshakeTooLarge', t.tooLarge],
    ['HandshakeUploading', t.uploading],
    ['HandshakeUploaded', t.uploadSuccess],
    ['HandshakeWrongHeader', t.uploadFailed],
    ['HandshakeUploadFailed', t.uploadFailed],
    ['SyncIdle', t.syncCourses],
    ['SyncConfirm', t.syncConfirmTitle],
    ['SyncRunning', t.syncing],
    ['SyncDone', t.syncDone],
    ['SyncFailed', t.syncFailed],
  ] as const)('%s shows %p', async (name, text) => {
    render((stories as Record<string, Story>)[name]!);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('limits the chosen file name to 350 px with its full name as a title', () => {
    render(stories.HandshakeFileChosen);
    const name = screen.getByTitle(/^handshake-export-fall-2026/);
    expect(name.tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: t.removeFile })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.selectFile })).not.toBeInTheDocument();
  });
});
