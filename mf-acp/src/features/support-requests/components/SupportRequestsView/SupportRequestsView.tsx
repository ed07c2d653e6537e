import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { FilterDismissRegular, FilterRegular, MailCheckmarkRegular } from '@fluentui/react-icons';
import type { StaffSupportRequest } from '@cedar/shared/contract';
import { useState } from 'react';
import { CardSkeleton, EmptyState, LoadError, useMediaQuery } from '@cedar/shared/ui';
import { supportMessages as t } from '../../messages';
import { RequestCard } from '../RequestCard/RequestCard';
import { SupportFiltersPane, type SupportFiltersPaneProps } from '../SupportFiltersPane/SupportFiltersPane';

const useStyles = makeStyles({
  root: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) 1fr',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr', padding: tokens.spacingHorizontalM },
  },
  paneToggle: { alignSelf: 'flex-start' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  keys: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
});

/** Props of SupportRequestsView. */
export interface SupportRequestsViewProps {
  pane: SupportFiltersPaneProps;
  /** The requests shown (filtered and sorted); undefined while loading. */
  requests: StaffSupportRequest[] | undefined;
  /** Open requests exist but the filters hide them: the "filtered" illustration. */
  openHidden: boolean;
  failed?: boolean;
  onRetry?(): void;
  now: Date;
  timeZone: string;
  targetHours?: number;
  /** The keyboard cursor. */
  cursorId?: number | null;
  onOpen(id: number): void;
  keysOpen?: boolean;
  onKeysClose?(): void;
}

/** The Support Requests screen (§2.4): the left pane and the request cards. */
export function SupportRequestsView(props: SupportRequestsViewProps) {
  const { requests, now, timeZone, cursorId } = props;
  const styles = useStyles();
  // On a phone the list comes first; the filters open on demand.
  const phone = useMediaQuery('(max-width: 700px)');
  const [paneOpen, setPaneOpen] = useState(false);
  const header = (
    <div className={styles.header}>
      <Title2 as="h1" id="support-requests-title">
        {t.title}
      </Title2>
      {requests ? <Caption1 aria-live="polite">{t.requestCount(requests.length)}</Caption1> : null}
      {phone ? (
        <Button
          className={styles.paneToggle}
          icon={<FilterRegular />}
          aria-expanded={paneOpen}
          onClick={() => setPaneOpen(!paneOpen)}
        >
          {t.filters}
        </Button>
      ) : null}
    </div>
  );
  return (
    <div className={styles.root}>
      {phone ? (
        paneOpen ? (
          <div>
            {header}
            <SupportFiltersPane {...props.pane} />
          </div>
        ) : (
          header
        )
      ) : (
        <SupportFiltersPane {...props.pane} />
      )}
      <section className={styles.main} aria-labelledby="support-requests-title">
        {phone ? null : header}
        {props.failed && !requests ? (
          <LoadError text={t.loadFailed} onRetry={props.onRetry ?? (() => undefined)} />
        ) : null}
        {!requests && !props.failed ? <CardSkeleton /> : null}
        {requests && requests.length === 0 ? (
          props.openHidden ? (
            <EmptyState icon={<FilterDismissRegular />} title={t.emptyFiltered} message={t.emptyFilteredText} />
          ) : (
            <EmptyState icon={<MailCheckmarkRegular />} title={t.emptyAll} message={t.emptyAllText} />
          )
        ) : null}
        {requests && requests.length > 0 ? (
          <div className={styles.list} role="list" aria-label={t.title}>
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                now={now}
                timeZone={timeZone}
                targetHours={props.targetHours}
                selected={cursorId === request.id}
                onOpen={props.onOpen}
              />
            ))}
          </div>
        ) : null}
      </section>
      <Dialog open={Boolean(props.keysOpen)} onOpenChange={(_, d) => !d.open && props.onKeysClose?.()}>
        <DialogSurface aria-label={t.keys}>
          <DialogBody>
            <DialogTitle>{t.keys}</DialogTitle>
            <DialogContent>
              <dl className={styles.keys}>
                {t.keyHelp.map(([key, text]) => (
                  <div key={key} style={{ display: 'contents' }}>
                    <dt>
                      <kbd>{key}</kbd>
                    </dt>
                    <dd style={{ margin: 0 }}>{text}</dd>
                  </div>
                ))}
              </dl>
            </DialogContent>
            <DialogActions>
              <Button onClick={props.onKeysClose}>{t.close}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
