import { Badge, type BadgeProps, Body1, Body1Strong, Caption1, Subtitle2 } from '@fluentui/react-components';
import type { SupportRequest } from '@cedar/shared/contract';
import { RichTextView, TextSkeleton } from '@cedar/shared/ui';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { shortDate } from '../../../../lib/dates';
import { messages } from '../../../../messages';
import { useMySupportRequestsStyles } from './MySupportRequests.styles';

const t = messages.support;
/** The latest requests shown; the rest stay in the support team's console. */
const SHOWN = 5;

const STATUS_COLOUR: Record<string, BadgeProps['color']> = {
  awaiting_review: 'warning',
  reopened: 'warning',
  responded: 'brand',
  sent_to_inscribe: 'informative',
  closed: 'subtle',
};

/** Props of MySupportRequests. */
export interface MySupportRequestsProps {
  requests: SupportRequest[] | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
  timeZone: string;
}

/** The newest staff reply to a request (sanitised rich text), quoted under it. */
function LatestReply({ request, label, className }: { request: SupportRequest; label: string; className: string }) {
  const latestReply = request.replies?.at(-1);
  if (!latestReply) return null;
  return (
    <blockquote className={className} aria-label={label}>
      <RichTextView html={latestReply.response} />
    </blockquote>
  );
}

/** "My requests": the learner's own support requests with their status and last update. */
export function MySupportRequests({ requests, isLoading, failed, onRetry, timeZone }: MySupportRequestsProps) {
  const styles = useMySupportRequestsStyles();
  return (
    <div className={styles.root}>
      <Subtitle2 as="h3">{t.myRequests}</Subtitle2>
      {failed && !requests && onRetry ? <PanelError text={t.requestsLoadFailed} onRetry={onRetry} /> : null}
      {isLoading && !requests ? <TextSkeleton lines={2} /> : null}
      {requests && requests.length === 0 ? (
        <Body1 as="p" className={styles.muted}>
          {t.noRequests}
        </Body1>
      ) : null}
      {requests && requests.length > 0 ? (
        <ul className={styles.list}>
          {requests.slice(0, SHOWN).map((request) => (
            <li key={request.id} className={styles.item}>
              <span className={styles.text}>
                <Body1Strong>{messages.request.types[request.request_type_id] ?? request.request_type_id}</Body1Strong>
                <Caption1 className={styles.muted}>{t.updated(shortDate(request.updated_at, timeZone))}</Caption1>
              </span>
              <Badge appearance="tint" color={STATUS_COLOUR[request.status] ?? 'informative'}>
                {t.requestStatus[request.status] ?? request.status}
              </Badge>
              <LatestReply request={request} label={t.latestReply} className={styles.reply} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
