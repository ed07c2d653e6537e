import { type ComponentType, createContext, useContext, useEffect } from 'react';
import { RemoteComponent } from '@cedar/shared/federation';
import { TextSkeleton } from '@cedar/shared/ui';
import { DashboardPanel } from '../DashboardPanel/DashboardPanel';

/**
 * Stand-ins for widgets by 'remote/exposed', for stories, where no federation runtime runs.
 * The portal never provides it.
 */
export const WidgetStandIns = createContext<Record<string, ComponentType<Record<string, unknown>>> | null>(null);

function Settled({ onSettled }: { onSettled?(): void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/** Props of RemoteWidget. */
export interface RemoteWidgetProps {
  remote: string;
  /** The exposed module without './' ('StudySessionCard'). */
  exposed: string;
  /** Shown with a skeleton while the widget loads, so the slot keeps its place. */
  title: string;
  widgetProps?: Record<string, unknown>;
  /**
   * Called once the widget's data has first loaded or failed (the widget calls it: the
   * exposed widgets take `onSettled`), or once the widget itself failed to load.
   */
  onSettled?(): void;
}

/**
 * A widget of another remote on the dashboard, through the portal's federation runtime: a
 * panel skeleton while it loads, the fallback card with Retry in its slot when it fails.
 */
export function RemoteWidget({ remote, exposed, title, widgetProps = {}, onSettled }: RemoteWidgetProps) {
  const StandIn = useContext(WidgetStandIns)?.[`${remote}/${exposed}`];
  if (StandIn) {
    return (
      <>
        <StandIn {...widgetProps} />
        <Settled onSettled={onSettled} />
      </>
    );
  }
  return (
    <RemoteComponent
      remote={remote}
      exposed={exposed}
      props={{ ...widgetProps, onSettled }}
      loading={
        <DashboardPanel title={title} busy>
          <TextSkeleton lines={3} />
        </DashboardPanel>
      }
      onFailed={onSettled}
    />
  );
}
