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
import { announcementMessages as t } from '../../messages';
import { type AnnouncementForm, canPreview } from '../../lib/announcement-form';
import type { AudienceOption } from '../../lib/audience';
import { AnnouncementFormFields } from './AnnouncementFormFields';
import { AnnouncementPreview } from './AnnouncementPreview';
import { useAnnouncementFormStyles } from './AnnouncementFormModalView.styles';

/** Props of AnnouncementFormModalView. */
export interface AnnouncementFormModalViewProps {
  open: boolean;
  mode: 'create' | 'update';
  step: 'entry' | 'preview';
  form: AnnouncementForm;
  audienceOptions: AudienceOption[];
  /** The current minute as a datetime-local value: the schedule's minimum (§5). */
  minSchedule: string;
  zone: string;
  /** The time problem to show, if any ('scheduleInPast' or 'expiryBeforeSchedule'). */
  problem: 'scheduleInPast' | 'expiryBeforeSchedule' | null;
  /** Learners and cohorts the audience reaches; null while unknown. */
  reach: { learners: number; cohorts: number } | null;
  submitting: boolean;
  /** The submission failed (§8: the submission error flag). */
  failed: boolean;
  byline: string;
  audienceText: string;
  onChange(form: AnnouncementForm): void;
  onPreview(): void;
  onEditPost(): void;
  onSchedule(): void;
  onCancel(): void;
}

/**
 * The Create New Announcement (or update) modal of §2.3: entry, then Announcement Preview with
 * Edit Post and Schedule. Clicking the backdrop does not close it (an alert dialog).
 */
export function AnnouncementFormModalView(props: AnnouncementFormModalViewProps) {
  const styles = useAnnouncementFormStyles();
  const { step, form } = props;
  const title = step === 'preview' ? t.previewTitle : props.mode === 'create' ? t.createTitle : t.updateTitle;
  return (
    <Dialog open={props.open} modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {step === 'entry' ? (
              <AnnouncementFormFields
                form={form}
                audienceOptions={props.audienceOptions}
                minSchedule={props.minSchedule}
                problem={props.problem}
                onChange={props.onChange}
              />
            ) : (
              <AnnouncementPreview
                form={form}
                zone={props.zone}
                byline={props.byline}
                audienceText={props.audienceText}
                reach={props.reach}
              />
            )}
            {props.failed ? (
              <MessageBar intent="error">
                <MessageBarBody>{props.mode === 'create' ? t.createFailed : t.updateFailed}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onCancel} disabled={props.submitting}>
              {t.cancel}
            </Button>
            {step === 'entry' ? (
              <Button appearance="primary" disabled={!canPreview(form)} onClick={props.onPreview}>
                {t.preview}
              </Button>
            ) : (
              <>
                <Button onClick={props.onEditPost} disabled={props.submitting}>
                  {t.editPost}
                </Button>
                <Button
                  appearance="primary"
                  disabled={props.submitting || props.problem !== null}
                  icon={props.submitting ? <Spinner size="tiny" /> : undefined}
                  onClick={props.onSchedule}
                >
                  {t.scheduleButton}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
