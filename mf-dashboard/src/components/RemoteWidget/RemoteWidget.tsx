import { type ComponentType, createContext, useContext, useEffect } from 'react';
import type { ExposedUse, WidgetUse } from '@cedar/shared/contract';
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

/**
 * Props of RemoteWidget: the remote, its exposed widget ('StudySessionCard') and the widget's
 * props, checked against ExposedModules.
 */
export type RemoteWidgetProps = WidgetUse & {
  /** Shown with a skeleton while the widget loads, so the slot keeps its place. */
  title: string;
  /**
   * Called once the widget's data has first loaded or failed (the widget calls it: the
   * exposed widgets take `onSettled`), or once the widget itself failed to load.
   */
  onSettled?(): void;
};

/**
 * A widget of another remote on the dashboard, through the portal's federation runtime: a
 * panel skeleton while it loads, the fallback card with Retry in its slot when it fails.
 */
export function RemoteWidget({ remote, exposed, props, title, onSettled }: RemoteWidgetProps) {
  const StandIn = useContext(WidgetStandIns)?.[`${remote}/${exposed}`];
  if (StandIn) {
    return (
      <>
        <StandIn {...props} />
        <Settled onSettled={onSettled} />
      </>
    );
  }
  // Every exposed widget takes onSettled; the pair and its props were checked by WidgetUse.
  const widget = { remote, exposed, props: { ...props, onSettled } } as ExposedUse;
  return (
    <RemoteComponent
      {...widget}
      loading={
        <DashboardPanel title={title} busy>
          <TextSkeleton lines={3} />
        </DashboardPanel>
      }
      onFailed={onSettled}
    />
  );
}
