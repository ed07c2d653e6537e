import { NoticeDialog as SharedNoticeDialog } from '@cedar/shared/ui';
import { settingsMessages as t } from '../../messages';

export interface NoticeDialogProps {
  open: boolean;
  onDoubleCheck(): void;
}

/**
 * §4 Settings: a change to the course associations first shows this Notice; Double Check closes
 * it, and the next Save Changes goes ahead.
 */
export function NoticeDialog({ open, onDoubleCheck }: NoticeDialogProps) {
  return (
    <SharedNoticeDialog
      open={open}
      title={t.noticeTitle}
      message={t.noticeBody}
      actionLabel={t.doubleCheck}
      onClose={onDoubleCheck}
    />
  );
}
