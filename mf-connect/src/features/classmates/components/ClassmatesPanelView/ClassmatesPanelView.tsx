import { useId } from 'react';
import { Body1, Button, Subtitle1 } from '@fluentui/react-components';
import { ChevronRight20Regular, PeopleCommunity20Regular } from '@fluentui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { TextSkeleton } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import type { ClassmatesPanelState } from '../../hooks/use-classmates-panel';
import { ClassmateShowcase } from '../ClassmateShowcase/ClassmateShowcase';
import { useClassmatesPanelStyles } from './ClassmatesPanelView.styles';
import { pagePath } from '@cedar/shared/contract';

const t = messages.classmatesPanel;

/** Props of ClassmatesPanelView. */
export interface ClassmatesPanelViewProps {
  state: ClassmatesPanelState;
  onRetry(): void;
}

function Ready({ state }: { state: Extract<ClassmatesPanelState, { kind: 'ready' }> }) {
  const styles = useClassmatesPanelStyles();
  return (
    <>
      <RouterLink to={pagePath('connect')} className={styles.connectRow}>
        <PeopleCommunity20Regular aria-hidden="true" />
        <span className={styles.connectText}>{t.onlineInCohort(state.onlineCount, state.cohortName)}</span>
        <ChevronRight20Regular aria-hidden="true" />
      </RouterLink>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt className={styles.countLabel}>{t.onlineNow}</dt>
          <dd className={styles.countValue}>{state.onlineCount}</dd>
        </div>
        <div className={styles.count}>
          <dt className={styles.countLabel}>{t.recentlyUpdated}</dt>
          <dd className={styles.countValue}>{state.recentlyUpdatedCount}</dd>
        </div>
      </dl>
      {state.showcase ? (
        <ClassmateShowcase classmate={state.showcase} />
      ) : (
        <Body1 as="p" className={styles.text}>
          {t.noClassmates}
        </Body1>
      )}
    </>
  );
}

/** The Classmates panel of a prestart course in each state: loading, load error, populated, alone (§2). */
export function ClassmatesPanelView({ state, onRetry }: ClassmatesPanelViewProps) {
  const styles = useClassmatesPanelStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <Subtitle1 as="h2" id={headingId} className={styles.title}>
        {t.title}
      </Subtitle1>
      {state.kind === 'loading' ? <TextSkeleton lines={4} /> : null}
      {state.kind === 'error' ? (
        <>
          <Body1 as="p" role="alert" className={styles.text}>
            {t.loadError}
          </Body1>
          <div className={styles.actions}>
            <Button onClick={onRetry}>{t.retry}</Button>
          </div>
        </>
      ) : null}
      {state.kind === 'ready' ? <Ready state={state} /> : null}
    </section>
  );
}
