import { useState } from 'react';
import { Body1, Caption1, Skeleton, SkeletonItem } from '@fluentui/react-components';
import type { WebtoolAssignment } from '@cedar/shared/contract';
import { uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { messages } from '../../../../messages';
import { useWebtools } from '../../api/get-webtools';
import { FALLBACK_LOGO_SRC } from '../../lib/fallback-logo';
import { useOnlineToolsPanelStyles } from './OnlineToolsPanel.styles';

const t = messages.onlineTools;

/** Online Tools of the signed-in learner's cohort. */
export function OnlineTools() {
  const { cohortId } = useDashboardCohort();
  const { data, isLoading, error, mutate } = useWebtools(cohortId);
  return <OnlineToolsPanel tools={data} isLoading={isLoading} failed={Boolean(error)} onRetry={() => void mutate()} />;
}

function ToolTile({ tool }: { tool: WebtoolAssignment }) {
  const styles = useOnlineToolsPanelStyles();
  const [broken, setBroken] = useState(false);
  const href = tool.url ?? tool.webtool.url;
  const logo = !tool.webtool.logo_url || broken ? FALLBACK_LOGO_SRC : tool.webtool.logo_url;
  if (!href) return null;
  return (
    <li>
      <a
        className={styles.tile}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.opensInNewWindow(tool.webtool.name)}
      >
        <img className={styles.logo} src={logo} alt="" onError={() => setBroken(true)} />
        <Caption1 className={styles.name}>{tool.webtool.name}</Caption1>
      </a>
    </li>
  );
}

/** Props of OnlineToolsPanel. */
export interface OnlineToolsPanelProps {
  /** Undefined while loading or after a failed load. */
  tools: WebtoolAssignment[] | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
}

/** Online Tools (§2): a tile grid of tool logos, each opening in a new window. */
export function OnlineToolsPanel({ tools, isLoading, failed, onRetry }: OnlineToolsPanelProps) {
  const styles = useOnlineToolsPanelStyles();
  return (
    <DashboardPanel title={t.title} busy={isLoading && !tools}>
      {failed && !tools && onRetry ? <PanelError text={t.loadFailed} onRetry={onRetry} /> : null}
      {isLoading && !tools ? (
        <Skeleton aria-label={uiMessages.loading} className={styles.skeleton}>
          {[0, 1, 2, 3].map((i) => (
            <SkeletonItem key={i} shape="square" size={48} />
          ))}
        </Skeleton>
      ) : tools && tools.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t.empty}
        </Body1>
      ) : tools ? (
        <ul className={styles.grid}>
          {tools.map((tool) => (
            <ToolTile key={tool.id} tool={tool} />
          ))}
        </ul>
      ) : null}
    </DashboardPanel>
  );
}
