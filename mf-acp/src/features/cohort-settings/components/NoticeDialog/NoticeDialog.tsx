import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
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
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onDoubleCheck()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t.noticeTitle}</DialogTitle>
          <DialogContent>{t.noticeBody}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDoubleCheck}>
              {t.doubleCheck}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
