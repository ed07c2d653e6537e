import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import type { LibraryVideo, VideoHost } from '@cedar/shared/contract';
import { videoLibraryMessages as t } from '../../messages';
import type { VideoEntryForm } from '../../lib/video-entry';
import { ArchiveToggle } from './ArchiveToggle';
import { VideoEntryDetails } from './VideoEntryDetails';
import { VideoEntryFields } from './VideoEntryFields';
import { useVideoEntryStyles } from './VideoEntryModalView.styles';

/** Props of VideoEntryModalView. */
export interface VideoEntryModalViewProps {
  video: LibraryVideo;
  mode: 'view' | 'edit';
  form: VideoEntryForm;
  /** May edit and archive (videosCanEdit in the cohort). */
  canEdit: boolean;
  saving: boolean;
  /** The last save failed: 'An error occurred updating the video.' (the modal stays in edit mode). */
  failed: boolean;
  hostQuery: string;
  hosts: VideoHost[];
  onHostQuery(q: string): void;
  onChange(form: VideoEntryForm): void;
  onEdit(): void;
  onCancel(): void;
  onSave(): void;
  /** Archive Video or Make Public, once confirmed. */
  onToggleArchive(): void;
  onClose(): void;
}

/** The video entry modal (§2.7) in view or edit mode. */
export function VideoEntryModalView(props: VideoEntryModalViewProps) {
  const styles = useVideoEntryStyles();
  const { video, mode } = props;
  const editing = mode === 'edit';
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{video.title || t.missingTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            {editing ? (
              <VideoEntryFields
                form={props.form}
                hostQuery={props.hostQuery}
                hosts={props.hosts}
                onHostQuery={props.onHostQuery}
                onChange={props.onChange}
              />
            ) : null}
            <VideoEntryDetails video={video} editing={editing} />
            {props.failed ? (
              <MessageBar intent="error">
                <MessageBarBody>{t.updateFailed}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {props.canEdit ? (
              <ArchiveToggle archived={video.archived} disabled={props.saving} onConfirm={props.onToggleArchive} />
            ) : null}
            {editing ? (
              <>
                <Button onClick={props.onCancel} disabled={props.saving}>
                  {t.cancel}
                </Button>
                <Button
                  appearance="primary"
                  onClick={props.onSave}
                  disabled={props.saving || !props.form.title.trim()}
                  icon={props.saving ? <Spinner size="tiny" /> : undefined}
                >
                  {t.save}
                </Button>
              </>
            ) : (
              <>
                {props.canEdit ? <Button onClick={props.onEdit}>{t.editEntry}</Button> : null}
                <Button appearance="primary" onClick={props.onClose}>
                  {t.close}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
