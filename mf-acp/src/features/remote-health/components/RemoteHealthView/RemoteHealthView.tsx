import { Badge, Body1, Caption1, Card, CardHeader, mergeClasses, Subtitle2, Title2 } from '@fluentui/react-components';
import type { RemoteHealth } from '@cedar/shared/contract';
import { CardSkeleton, EmptyState, LoadError } from '@cedar/shared/ui';
import { errorsWithoutViews, figureRows, hasRegressed } from '../../lib/figures';
import { remoteHealthMessages as t } from '../../messages';
import { ComparisonChart } from '../ComparisonChart/ComparisonChart';
import { useRemoteHealthStyles as useStyles } from './RemoteHealthView.styles';

/** What the page shows: loading, a failed load with Retry, or the remotes. */
export type RemoteHealthState =
  | { kind: 'loading' }
  | { kind: 'error'; busy?: boolean; onRetry(): void }
  | { kind: 'ready'; days: number; remotes: RemoteHealth[] };

/** Props of RemoteHealthView. */
export interface RemoteHealthViewProps {
  state: RemoteHealthState;
}

function StatusBadge({ remote }: { remote: RemoteHealth }) {
  if (!remote.current || (remote.current.pageViews === 0 && remote.current.errors === 0))
    return (
      <Badge appearance="tint" color="informative">
        {t.noData}
      </Badge>
    );
  if (errorsWithoutViews(remote.current))
    return (
      <Badge appearance="filled" color="warning">
        {t.errorsWithoutViews}
      </Badge>
    );
  return hasRegressed(figureRows(remote)) ? (
    <Badge appearance="filled" color="danger">
      {t.regressed}
    </Badge>
  ) : (
    <Badge appearance="tint" color="success">
      {t.healthy}
    </Badge>
  );
}

/** Page views and errors of a version; errors are never hidden, with or without page views. */
const usage = (health: NonNullable<RemoteHealth['current']>) =>
  errorsWithoutViews(health) ?? `${t.pageViews(health.pageViews)} · ${t.errors(health.errors)}`;

/** One remote: its version, manifest and the chart of current against previous. */
export function RemoteHealthCard({ remote }: { remote: RemoteHealth }) {
  const styles = useStyles();
  const rows = figureRows(remote);
  return (
    <Card className={styles.card} aria-label={remote.name}>
      <CardHeader
        header={
          <span className={styles.header}>
            <Subtitle2 as="h2">{remote.name}</Subtitle2>
            <StatusBadge remote={remote} />
          </span>
        }
      />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.version}:</dt>
          <dd className={styles.value}>{remote.current?.version ?? t.unknownVersion}</dd>
        </div>
        {remote.url ? (
          <div className={mergeClasses(styles.fact, styles.small)}>
            <dt>{t.url}:</dt>
            <dd className={mergeClasses(styles.value, styles.url)}>{remote.url}</dd>
          </div>
        ) : null}
      </dl>
      <Caption1 className={styles.muted}>
        {remote.previous ? t.previousVersion(remote.previous.version) : t.noPrevious}
        {remote.current ? ` · ${usage(remote.current)}` : ''}
      </Caption1>
      {remote.current ? <ComparisonChart name={remote.name} rows={rows} /> : null}
    </Card>
  );
}

/**
 * The console's Remote health page (Program Managers): per remote, whether its last deploy made
 * things worse for real users, at a glance.
 */
export function RemoteHealthView({ state }: RemoteHealthViewProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header>
        <Title2 as="h1" className={styles.heading}>
          {t.title}
        </Title2>
        {state.kind === 'ready' && state.remotes.length > 0 ? (
          <Body1 as="p" className={styles.muted}>
            {t.intro(state.days)}
          </Body1>
        ) : null}
      </header>
      {state.kind === 'loading' ? (
        <div className={styles.grid} aria-busy="true" aria-label={t.loading}>
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : state.kind === 'error' ? (
        <LoadError text={t.loadFailed} busy={state.busy} onRetry={state.onRetry} />
      ) : state.remotes.length === 0 ? (
        <EmptyState title={t.emptyTitle} message={t.emptyMessage} />
      ) : (
        <div className={styles.grid}>
          {state.remotes.map((remote) => (
            <RemoteHealthCard key={remote.name} remote={remote} />
          ))}
        </div>
      )}
    </div>
  );
}
