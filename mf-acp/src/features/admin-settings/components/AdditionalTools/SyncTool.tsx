import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import type { SyncState } from '../../lib/additional-tools';
import { adminMessages as t } from '../../messages';

export interface SyncToolProps {
  sync: SyncState;
  /** Sync Courses: asks first. */
  onRequest(): void;
  onConfirm(): void;
  /** Cancels the question or closes the result. */
  onDismiss(): void;
}

/** 'Sync Canvas courses to MyCedar database' (§2.11, §8 Tools): Sync Courses, a confirmation, the result. */
export function SyncTool({ sync, onRequest, onConfirm, onDismiss }: SyncToolProps) {
  const running = sync.kind === 'running';
  const result = sync.kind === 'done' || sync.kind === 'failed';
  return (
    <>
      <Button
        appearance="primary"
        disabled={running}
        icon={running ? <Spinner size="extra-tiny" /> : undefined}
        onClick={onRequest}
      >
        {running ? t.syncing : t.syncCourses}
      </Button>
      <Dialog open={sync.kind === 'confirm'} onOpenChange={(_, data) => !data.open && onDismiss()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t.syncConfirmTitle}</DialogTitle>
            <DialogContent>{t.syncConfirmText}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onConfirm}>
                {t.syncCourses}
              </Button>
              <Button onClick={onDismiss}>{t.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Dialog open={result} modalType="alert" onOpenChange={(_, data) => !data.open && onDismiss()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{sync.kind === 'done' ? t.syncDone : t.syncFailed}</DialogTitle>
            <DialogContent>
              {sync.kind === 'done' && t.syncCounts(sync.added, sync.updated, sync.total)}
              {sync.kind === 'failed' && (
                <>
                  {sync.detail && <p>{sync.detail}</p>}
                  <p>{t.syncFailedHint}</p>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onDismiss}>
                {t.close}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
