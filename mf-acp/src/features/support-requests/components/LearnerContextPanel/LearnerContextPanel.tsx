import { Badge, Body1, Caption1, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { LearnerContextEnvelope } from '@cedar/shared/contract';
import { moment } from '@cedar/shared/dates';
import { LoadError, TextSkeleton } from '@cedar/shared/ui';
import { supportMessages as t } from '../../messages';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${tokens.spacingHorizontalS}` },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

export type LearnerContext = LearnerContextEnvelope['message'];

/** The learner's local time (`3:04 PM Tue (America/Chicago)`), or null without a known zone. */
export function learnerLocalTime(context: LearnerContext, now: Date): string | null {
  const zone = context.learner.time_zone?.time_zone_id;
  if (!zone || !moment.tz.zone(zone)) return null;
  return `${moment.tz(now, zone).format('h:mm A ddd')} (${zone})`;
}

/** "Online now", "5 minutes ago", or "Never" (the last heartbeat of the learner's dashboard). */
export function learnerLastSeen(context: LearnerContext, now: Date): string {
  if (context.learner.is_online) return t.context.online;
  if (!context.learner.last_seen) return t.context.never;
  return moment(context.learner.last_seen).from(moment(now));
}

/** Props of LearnerContextPanel. */
export interface LearnerContextPanelProps {
  context: LearnerContext | undefined;
  failed?: boolean;
  onRetry?(): void;
  now: Date;
  /** Opens another of the learner's requests. */
  onOpenRequest(id: number): void;
}

/** The side panel of the expanded view: who the learner is now, their requests and courses. */
export function LearnerContextPanel(props: LearnerContextPanelProps) {
  const { context, now } = props;
  const styles = useStyles();
  return (
    <aside className={styles.panel} aria-label={t.learnerContext}>
      <Subtitle2 as="h3">{t.learnerContext}</Subtitle2>
      {!context && props.failed ? (
        <LoadError text={t.context.loadFailed} onRetry={props.onRetry ?? (() => undefined)} />
      ) : null}
      {!context && !props.failed ? <TextSkeleton lines={4} /> : null}
      {context ? (
        <>
          <Body1>
            {context.learner.name}{' '}
            {context.learner.is_online ? (
              <Badge appearance="tint" color="success" size="small">
                {t.context.online}
              </Badge>
            ) : null}
          </Body1>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t.context.localTime}</dt>
            <dd className={styles.detail}>{learnerLocalTime(context, now) ?? t.context.unknownZone}</dd>
            <dt className={styles.term}>{t.context.lastSeen}</dt>
            <dd className={styles.detail}>{learnerLastSeen(context, now)}</dd>
            <dt className={styles.term}>{t.context.email}</dt>
            <dd className={styles.detail}>{context.learner.email}</dd>
          </dl>
          <Caption1 as="h4" className={styles.term}>
            {t.context.courses}
          </Caption1>
          {context.courses.length === 0 ? (
            <Caption1 className={styles.muted}>{t.context.noCourses}</Caption1>
          ) : (
            <ul className={styles.list}>
              {context.courses.map((c) => (
                <li key={`${c.cohort_id}-${c.coursename}`}>
                  <Caption1>
                    {c.coursename ?? t.context.noCourse} · {c.cohort_name}
                  </Caption1>
                </li>
              ))}
            </ul>
          )}
          <Caption1 as="h4" className={styles.term}>
            {t.otherRequests(context.requests.length)}
          </Caption1>
          {context.requests.length === 0 ? (
            <Caption1 className={styles.muted}>{t.context.noOtherRequests}</Caption1>
          ) : (
            <ul className={styles.list}>
              {context.requests.map((r) => (
                <li key={r.id}>
                  <Link onClick={() => props.onOpenRequest(r.id)}>
                    {t.types[r.request_type_id]} {t.requestId(r.id)}
                  </Link>{' '}
                  <Caption1 className={styles.muted}>
                    {t.statuses[r.status] ?? r.status} · {moment(r.created_at).from(moment(now))}
                  </Caption1>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </aside>
  );
}
