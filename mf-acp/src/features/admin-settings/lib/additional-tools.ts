/** The Additional Tools' choices (admin-console §2.11); '' is the disabled default. */
export type ToolChoice = '' | 'handshake' | 'sync';

/** The largest Handshake export the API takes (5 MB): a larger file is not sent at all. */
export const HANDSHAKE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be uploaded (§5 File upload: only .csv), or null when it can. */
export function handshakeFileError(file: Pick<File, 'name' | 'size'>): 'notCsv' | 'tooLarge' | null {
  if (!/\.csv$/i.test(file.name)) return 'notCsv';
  if (file.size > HANDSHAKE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Upload and sync (§4): idle, then busy, then success or failure. */
export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'success'; contacts: number }
  | { kind: 'error'; detail: string | null };

export type SyncState =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'running' }
  | { kind: 'done'; added: number; updated: number; total: number }
  | { kind: 'failed'; detail: string | null };
