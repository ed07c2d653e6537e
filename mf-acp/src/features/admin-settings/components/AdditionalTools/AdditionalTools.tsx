import { useState } from 'react';
import { handshakeFileError, type SyncState, type ToolChoice, type UploadState } from '../../lib/additional-tools';
import { adminMessages as t } from '../../messages';
import { AdditionalToolsView } from './AdditionalToolsView';

export interface AdditionalToolsProps {
  /** Sends the file (POST /file); rejects with the API's message. */
  upload(file: File): Promise<{ contacts: number }>;
  /** Runs the LMS sync (POST /syncCanvasCourses); a falsy `synced` counts as a failure. */
  sync(): Promise<{ synced: boolean; added: number; updated: number; total: number }>;
}

const detailOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/** The Additional Tools with their states: upload and sync are idle, busy, then success or failure (§4). */
export function AdditionalTools({ upload, sync }: AdditionalToolsProps) {
  const [tool, setTool] = useState<ToolChoice>('');
  const [file, setFile] = useState<File | null>(null);
  const [uploadState, setUpload] = useState<UploadState>({ kind: 'idle' });
  const [syncState, setSync] = useState<SyncState>({ kind: 'idle' });
  const fileProblem = file ? handshakeFileError(file) : null;

  const onUpload = async () => {
    if (!file || fileProblem) return;
    setUpload({ kind: 'uploading' });
    try {
      const result = await upload(file);
      // A successful upload clears the chosen file (§4).
      setFile(null);
      setUpload({ kind: 'success', contacts: result.contacts });
    } catch (error) {
      setUpload({ kind: 'error', detail: detailOf(error) });
    }
  };

  const onConfirm = async () => {
    setSync({ kind: 'running' });
    try {
      const result = await sync();
      setSync(result.synced ? { kind: 'done', ...result } : { kind: 'failed', detail: null });
    } catch (error) {
      setSync({ kind: 'failed', detail: detailOf(error) });
    }
  };

  return (
    <AdditionalToolsView
      tool={tool}
      onToolChange={setTool}
      handshake={{
        file,
        fileError: fileProblem ? t[fileProblem] : null,
        upload: uploadState,
        onFileChange: (chosen) => {
          setFile(chosen);
          setUpload({ kind: 'idle' });
        },
        onUpload: () => void onUpload(),
      }}
      sync={{
        sync: syncState,
        onRequest: () => setSync({ kind: 'confirm' }),
        onConfirm: () => void onConfirm(),
        onDismiss: () => setSync({ kind: 'idle' }),
      }}
    />
  );
}
