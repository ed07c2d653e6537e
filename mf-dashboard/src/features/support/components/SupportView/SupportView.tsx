import type { ReactNode } from 'react';
import { Body1, Button, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { PersonSupportRegular } from '@fluentui/react-icons';
import type { SupportTeamMember } from '@cedar/shared/contract';
import { uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { messages } from '../../../../messages';
import { SupportTeamCard } from '../SupportTeamCard/SupportTeamCard';
import { useSupportViewStyles } from './SupportView.styles';

const t = messages.support;

/** Props of SupportView. */
export interface SupportViewProps {
  /** Undefined while loading or after a failed load; in display order. */
  team: SupportTeamMember[] | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
  onRequestSupport(): void;
  /** The "My requests" list under the team. */
  myRequests?: ReactNode;
}

function TeamSkeleton() {
  const styles = useSupportViewStyles();
  return (
    <Skeleton aria-label={uiMessages.loading} className={styles.skeleton}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.row}>
          <SkeletonItem shape="circle" size={48} />
          <div className={styles.rowText}>
            <SkeletonItem size={16} />
            <SkeletonItem size={12} />
          </div>
        </div>
      ))}
      <SkeletonItem className={styles.requestSkeleton} />
    </Skeleton>
  );
}

/** The Support panel (§2): the team in display order, Request Support, and the learner's requests. */
export function SupportView({ team, isLoading, failed, onRetry, onRequestSupport, myRequests }: SupportViewProps) {
  const styles = useSupportViewStyles();
  const loading = isLoading && !team;
  return (
    <DashboardPanel title={t.title} busy={loading}>
      {failed && !team && onRetry ? <PanelError text={t.loadFailed} onRetry={onRetry} /> : null}
      {loading ? <TeamSkeleton /> : null}
      {team && team.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t.empty}
        </Body1>
      ) : null}
      {team && team.length > 0 ? (
        <>
          <ul className={styles.team}>
            {team.map((member) => (
              <SupportTeamCard key={member.id} member={member} />
            ))}
          </ul>
          <Button
            appearance="primary"
            className={styles.request}
            icon={<PersonSupportRegular />}
            onClick={onRequestSupport}
          >
            {t.requestSupport}
          </Button>
        </>
      ) : null}
      {myRequests}
    </DashboardPanel>
  );
}
