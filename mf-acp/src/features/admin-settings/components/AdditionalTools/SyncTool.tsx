import { Button, Spinner } from '@fluentui/react-components';
import { ConfirmDialog, NoticeDialog } from '@cedar/shared/ui';
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

function SyncResult({ sync }: { sync: SyncState }) {
  if (sync.kind === 'done') return <>{t.syncCounts(sync.added, sync.updated, sync.total)}</>;
  if (sync.kind !== 'failed') return null;
  return (
    <>
      {sync.detail && <p>{sync.detail}</p>}
      <p>{t.syncFailedHint}</p>
    </>
  );
}

/** 'Sync Canvas courses to MyCedar database' (§2.11, §8 Tools): Sync Courses, a confirmation, the result. */
export function SyncTool({ sync, onRequest, onConfirm, onDismiss }: SyncToolProps) {
  const running = sync.kind === 'running';
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
      <ConfirmDialog
        open={sync.kind === 'confirm'}
        title={t.syncConfirmTitle}
        message={t.syncConfirmText}
        confirmLabel={t.syncCourses}
        cancelLabel={t.cancel}
        onConfirm={onConfirm}
        onCancel={onDismiss}
      />
      <NoticeDialog
        open={sync.kind === 'done' || sync.kind === 'failed'}
        title={sync.kind === 'done' ? t.syncDone : t.syncFailed}
        message={<SyncResult sync={sync} />}
        actionLabel={t.close}
        onClose={onDismiss}
      />
    </>
  );
}
