import { useState } from 'react';
import { Body1, Button, Skeleton, SkeletonItem, Subtitle2 } from '@fluentui/react-components';
import { RocketRegular } from '@fluentui/react-icons';
import type { Launchpad } from '@cedar/shared/contract';
import { uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { LinkButton } from '../../../../components/LinkButton/LinkButton';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { useNow } from '../../../../lib/use-now';
import { messages } from '../../../../messages';
import { useLaunchpad } from '../../api/get-launchpad';
import { startMessage } from '../../lib/start-message';
import { useLaunchpadPanelStyles } from './LaunchpadPanel.styles';

const t = messages.launchpad;
const HOUR = 60 * 60 * 1000;

/** The launchpad of the signed-in learner's prestart cohort. */
export function LaunchpadSection() {
  const { cohortId, timeZone } = useDashboardCohort();
  const now = useNow(HOUR);
  const { data, isLoading, error, mutate } = useLaunchpad(cohortId);
  return (
    <LaunchpadPanel
      launchpad={data}
      isLoading={isLoading}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
      now={now}
      timeZone={timeZone}
    />
  );
}

/** Props of LaunchpadPanel. */
export interface LaunchpadPanelProps {
  /** Undefined while loading or after a failed load; null when the cohort has none. */
  launchpad: Launchpad | null | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
  now: Date;
  timeZone: string;
}

/** The launchpad (§2): hero image, title, start-date message and Launch Course. */
export function LaunchpadPanel({ launchpad, isLoading, failed, onRetry, now, timeZone }: LaunchpadPanelProps) {
  const styles = useLaunchpadPanelStyles();
  const [heroFailed, setHeroFailed] = useState(false);
  if (launchpad === undefined) {
    return (
      <DashboardPanel title={t.title} busy={isLoading}>
        {failed && onRetry ? <PanelError text={t.loadFailed} onRetry={onRetry} /> : null}
        {isLoading ? (
          <Skeleton aria-label={uiMessages.loading}>
            <SkeletonItem className={styles.hero} />
          </Skeleton>
        ) : null}
      </DashboardPanel>
    );
  }
  if (launchpad === null) {
    return (
      <DashboardPanel title={t.title}>
        <Body1 as="p" className={styles.empty}>
          {t.empty}
        </Body1>
      </DashboardPanel>
    );
  }
  const start = startMessage(launchpad.startdate, now, timeZone);
  return (
    <DashboardPanel title={t.title}>
      {launchpad.hero_image_url && !heroFailed ? (
        <img className={styles.hero} src={launchpad.hero_image_url} alt="" onError={() => setHeroFailed(true)} />
      ) : (
        <div className={styles.hero} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <div className={styles.text}>
          <Subtitle2 as="h3">{launchpad.coursename}</Subtitle2>
          {start ? <Body1 className={styles.start}>{start}</Body1> : null}
        </div>
        {launchpad.course_url ? (
          <LinkButton href={launchpad.course_url} external appearance="primary" icon={<RocketRegular />}>
            {t.launchCourse}
          </LinkButton>
        ) : (
          <Button appearance="primary" icon={<RocketRegular />} disabled>
            {t.launchCourse}
          </Button>
        )}
      </div>
    </DashboardPanel>
  );
}
