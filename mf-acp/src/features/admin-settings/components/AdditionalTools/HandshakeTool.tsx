import { useId, useRef } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { UploadState } from '../../lib/additional-tools';
import { adminMessages as t } from '../../messages';
import { useAdditionalToolsStyles } from './AdditionalTools.styles';

export interface HandshakeToolProps {
  file: { name: string } | null;
  /** Why the chosen file cannot be sent (not .csv, too large), shown at once. */
  fileError: string | null;
  upload: UploadState;
  onFileChange(file: File | null): void;
  onUpload(): void;
}

/** 'Upload Handshake .csv to HubSpot' (§2.11): Select File, the name with a remove icon, Upload File. */
export function HandshakeTool({ file, fileError, upload, onFileChange, onUpload }: HandshakeToolProps) {
  const styles = useAdditionalToolsStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = upload.kind === 'uploading';
  return (
    <>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.hidden}
          type="file"
          accept=".csv"
          data-testid="handshake-file"
          onChange={(event) => {
            onFileChange(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        {!file && (
          <Button appearance="primary" onClick={() => input.current?.click()}>
            {t.selectFile}
          </Button>
        )}
        {file && (
          <>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t.removeFile}
              disabled={busy}
              onClick={() => onFileChange(null)}
            />
            {!fileError && (
              <Button
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="extra-tiny" /> : undefined}
                onClick={onUpload}
              >
                {busy ? t.uploading : t.uploadFile}
              </Button>
            )}
          </>
        )}
      </div>
      {fileError && (
        <MessageBar intent="error" className={styles.message}>
          <MessageBarBody>{fileError}</MessageBarBody>
        </MessageBar>
      )}
      {upload.kind === 'success' && (
        <MessageBar intent="success" className={styles.message}>
          <MessageBarBody>
            <MessageBarTitle>{t.uploadSuccess}</MessageBarTitle>
            {t.uploadContacts(upload.contacts)}
          </MessageBarBody>
        </MessageBar>
      )}
      {upload.kind === 'error' && (
        <MessageBar intent="error" className={styles.message}>
          <MessageBarBody>
            <MessageBarTitle>{t.uploadFailed}</MessageBarTitle>
            {upload.detail}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
