import {
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type {
  SavedReply,
  StaffSupportRequest,
  SupportActionBody,
  SupportRequestAction,
  SupportRequestDelivery,
  SupportRequestResponse,
} from '@cedar/shared/contract';
import { formatNewYorkTime } from '@cedar/shared/dates';
import { SUPPORT_ACTIONS, supportAnswers, type SupportActionId } from '@cedar/shared/domain';
import { RichTextView, TextSkeleton } from '@cedar/shared/ui';
import { supportMessages as t } from '../../messages';
import { learnerName, type TYPE_COLOUR } from '../RequestCard/RequestCard';
import { type LearnerContext, LearnerContextPanel } from '../LearnerContextPanel/LearnerContextPanel';
import { SupportActionForm } from '../SupportActionForm/SupportActionForm';

const useStyles = makeStyles({
  surface: { width: '80vw', maxWidth: '1200px', '@media (max-width: 800px)': { width: '100vw' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 300px)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  closeButton: { marginLeft: 'auto' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  answers: { margin: 0 },
  question: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS },
  answer: { marginLeft: 0, overflowWrap: 'anywhere' },
  history: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  entry: { borderLeft: `3px solid ${tokens.colorBrandStroke2}`, paddingLeft: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  presence: { color: tokens.colorPaletteBerryForeground1 },
});

/** Props of RequestDetailView. */
export interface RequestDetailViewProps {
  request: StaffSupportRequest | undefined;
  /** The request could not be read (404: not visible). */
  missing?: boolean;
  responses: SupportRequestResponse[] | undefined;
  deliveries?: SupportRequestDelivery[];
  actions?: SupportRequestAction[];
  busy?: boolean;
  error?: string | null;
  /** Other staff looking at or replying to this request. */
  presence?: string[];
  initialAction?: SupportActionId;
  /** The learner's context (the side panel); undefined while it loads. */
  context?: LearnerContext;
  contextFailed?: boolean;
  onContextRetry?(): void;
  /** Now, for the learner's local time and relative times. */
  now?: Date;
  /** Opens another of the learner's requests from the side panel. */
  onOpenRequest?(id: number): void;
  /** The cohort's saved replies for the action form. */
  savedReplies?: SavedReply[];
  onManageReplies?(): void;
  onAct(body: SupportActionBody): void;
  onTyping?(typing: boolean): void;
  onClose(): void;
}

const actionName = (id: number, actions?: SupportRequestAction[]) =>
  (actions ?? SUPPORT_ACTIONS).find((a) => a.id === id)?.action ?? String(id);

/** The expanded view of a request (§2.4): answers, image, the action form, History newest first. */
export function RequestDetailView(props: RequestDetailViewProps) {
  const { request, responses, deliveries = [], presence = [], onClose } = props;
  const styles = useStyles();
  const typeId = (request?.request_type_id ?? 6) as keyof typeof TYPE_COLOUR;
  const heading = request ? `${t.types[typeId]} ${t.requestId(request.id)}` : t.title;
  const now = props.now ?? new Date();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={heading}>
        <DialogBody>
          <DialogTitle
            className={styles.title}
            action={
              <Button
                className={styles.closeButton}
                appearance="subtle"
                aria-label={t.closeView}
                icon={<DismissRegular />}
                onClick={onClose}
              />
            }
          >
            {heading}
            {request ? (
              <Badge appearance="tint" color={request.status === 'closed' ? 'subtle' : 'warning'}>
                {t.statuses[request.status] ?? request.status}
              </Badge>
            ) : null}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {props.missing ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t.notFound}</MessageBarBody>
              </MessageBar>
            ) : null}
            {!request && !props.missing ? <TextSkeleton lines={4} /> : null}
            {presence.length > 0 ? (
              <Caption1 role="status" className={styles.presence}>
                {presence.join(' · ')}
              </Caption1>
            ) : null}
            {request ? (
              <div className={styles.layout}>
                <div className={styles.content}>
                  <Body1>
                    {learnerName(request)} · {request.user_lm.email} · {request.cohort_name}
                  </Body1>
                  <dl className={styles.answers}>
                    {supportAnswers(request.description).map(([key, answerHtml]) => (
                      <div key={key}>
                        <dt className={styles.question}>{t.questions[key] ?? key}</dt>
                        <dd className={styles.answer}>
                          <RichTextView html={answerHtml} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {request.upload_image_url ? (
                    <a href={request.upload_image_url} target="_blank" rel="noreferrer">
                      {t.uploadedImage}
                    </a>
                  ) : null}
                  <SupportActionForm
                    key={`${request.id}-${request.version}`}
                    request={request}
                    actions={props.actions}
                    busy={props.busy}
                    error={props.error}
                    initialAction={props.initialAction}
                    onSubmit={props.onAct}
                    onTyping={props.onTyping}
                    savedReplies={props.savedReplies}
                    onManageReplies={props.onManageReplies}
                  />
                </div>
                <LearnerContextPanel
                  context={props.context}
                  failed={props.contextFailed}
                  onRetry={props.onContextRetry}
                  now={now}
                  onOpenRequest={(id) => props.onOpenRequest?.(id)}
                />
              </div>
            ) : null}
            <section className={styles.section} aria-labelledby="support-history-heading">
              <Subtitle2 as="h3" id="support-history-heading">
                {t.history}
              </Subtitle2>
              {deliveries
                .filter((d) => d.status !== 'delivered')
                .map((d) => (
                  <MessageBar key={d.id} intent={d.status === 'failed' ? 'error' : 'warning'}>
                    <MessageBarBody>
                      {t.delivery[d.status as 'pending' | 'failed'](t.channels[d.channel] ?? d.channel)}
                      {d.last_error ? ` (${d.last_error})` : ''}
                    </MessageBarBody>
                  </MessageBar>
                ))}
              {!responses ? <TextSkeleton lines={2} /> : null}
              {responses && responses.length === 0 ? <Body1 className={styles.muted}>{t.noHistory}</Body1> : null}
              {responses && responses.length > 0 ? (
                <ol className={styles.history}>
                  {responses.map((entry) => (
                    <li key={entry.id} className={styles.entry}>
                      <Caption1>
                        <strong>
                          {entry.staff_email_mk_user
                            ? `${entry.staff_email_mk_user.first_name} ${entry.staff_email_mk_user.last_name}`
                            : ''}
                        </strong>{' '}
                        · {actionName(entry.action_id, props.actions)} · {formatNewYorkTime(entry.created_date)}
                      </Caption1>
                      {entry.response ? <RichTextView html={entry.response} /> : null}
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
