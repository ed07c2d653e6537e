import { Badge, Caption1, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import type { StaffSupportRequest } from '@cedar/shared/contract';
import { isOverdue, plainText, supportAnswers, waitingHours } from '@cedar/shared/domain';
import { moment } from '@cedar/shared/dates';
import { supportMessages as t } from '../../messages';

const useStyles = makeStyles({
  card: { cursor: 'pointer', gap: tokens.spacingVerticalXS },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  preview: {
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Colour per request type (§9's per-type scheme). */
export const TYPE_COLOUR = {
  1: 'brand',
  2: 'informative',
  3: 'success',
  4: 'danger',
  5: 'warning',
  6: 'subtle',
} as const satisfies Record<number, 'brand' | 'informative' | 'success' | 'danger' | 'warning' | 'subtle'>;

/** Props of RequestCard. */
export interface RequestCardProps {
  request: StaffSupportRequest;
  now: Date;
  timeZone: string;
  selected?: boolean;
  /** First-response target in hours (the age clock). */
  targetHours?: number;
  onOpen(id: number): void;
}

/** A learner's display name: preferred name, else first name, then last name. */
export const learnerName = (r: StaffSupportRequest) =>
  `${r.user_lm.preferred_name || r.user_lm.first_name} ${r.user_lm.last_name}`.trim() || r.user_lm.email;

/** One request card of §2.4, with the age clock of an open request. */
export function RequestCard({ request, now, timeZone, selected, targetHours = 24, onOpen }: RequestCardProps) {
  const styles = useStyles();
  const since = request.status === 'awaiting_review' ? request.created_at : request.updated_at;
  const relative = moment(since).from(moment(now));
  const [firstKey, firstAnswer] = supportAnswers(request.description)[0] ?? ['', ''];
  const open = request.status !== 'closed';
  const overdue = isOverdue(request, now, targetHours);
  const waited = moment.duration(waitingHours(request, now), 'hours').humanize();
  const stamp = (iso: string) => moment.tz(iso, timeZone).format('MMM D, YYYY h:mm A z');
  const typeId = request.request_type_id as keyof typeof TYPE_COLOUR;
  return (
    <Card
      className={mergeClasses(styles.card, selected && styles.selected)}
      onClick={() => onOpen(request.id)}
      aria-label={`${t.types[typeId] ?? typeId} ${t.requestId(request.id)} ${learnerName(request)}`}
      data-request-id={request.id}
      aria-current={selected ? 'true' : undefined}
      role="listitem"
      focusMode="off"
    >
      <div className={styles.row}>
        <Badge appearance="filled" color={TYPE_COLOUR[typeId] ?? 'subtle'}>
          {t.types[typeId] ?? typeId}
        </Badge>
        {request.section.submodule_name ? <Badge appearance="outline">{request.section.submodule_name}</Badge> : null}
        {request.section.section_name ? <Badge appearance="outline">{request.section.section_name}</Badge> : null}
        <Badge appearance="tint" color={open ? 'warning' : 'subtle'}>
          {t.statuses[request.status] ?? request.status}
        </Badge>
        <Caption1 className={styles.muted}>{relative}</Caption1>
        {open ? (
          <Caption1 className={overdue ? styles.overdue : styles.muted}>
            <ClockRegular aria-hidden /> {request.first_response_at ? `${t.answered} · ${waited}` : t.waiting(waited)}
            {overdue ? ` · ${t.overdue}` : ''}
          </Caption1>
        ) : null}
      </div>
      <Text className={styles.preview} title={t.questions[firstKey]}>
        {plainText(firstAnswer ?? '')}
      </Text>
      <div className={styles.row}>
        <Caption1>{t.requestId(request.id)}</Caption1>
        <Caption1>{learnerName(request)}</Caption1>
        {request.source_url ? (
          <a href={request.source_url} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
            {t.source[request.source] ?? request.source}
          </a>
        ) : (
          <Caption1>{t.source[request.source] ?? t.source.my_cedar}</Caption1>
        )}
        <Caption1>{request.cohort_name}</Caption1>
      </div>
      <div className={styles.row}>
        <Caption1 className={styles.muted}>
          {t.lastModified}: {stamp(request.updated_at)}
        </Caption1>
        <Caption1 className={styles.muted}>
          {t.created}: {stamp(request.created_at)}
        </Caption1>
      </div>
    </Card>
  );
}
