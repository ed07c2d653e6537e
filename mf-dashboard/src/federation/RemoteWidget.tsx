import {
  Component,
  type ComponentType,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useState,
} from 'react';
import { RemoteFallbackCard, TextSkeleton } from '@cedar/shared/ui';
import { DashboardPanel } from '../components/DashboardPanel/DashboardPanel';
import { loadWidget } from './load-widget';

type LazyWidget = ComponentType<Record<string, unknown>>;

// One lazy component per widget, so a re-render does not load it again. React.lazy keeps a
// rejection for good: Retry replaces the entry.
const widgets = new Map<string, LazyWidget>();

function lazyWidget(remote: string, exposed: string, fresh: boolean): LazyWidget {
  const key = `${remote}/${exposed}`;
  let widget = widgets.get(key);
  if (!widget || fresh) {
    widget = lazy(() => loadWidget<Record<string, unknown>>(remote, exposed, fresh)) as LazyWidget;
    widgets.set(key, widget);
  }
  return widget;
}

/**
 * Stand-ins for widgets by 'remote/exposed', for stories, where no federation runtime runs.
 * The portal never provides it.
 */
export const WidgetStandIns = createContext<Record<string, ComponentType<Record<string, unknown>>> | null>(null);

/** Forgets every loaded widget; for tests. */
export function resetRemoteWidgets(): void {
  widgets.clear();
}

function Settled({ onSettled }: { onSettled?(): void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

interface BoundaryProps {
  name: string;
  onRetry(): void;
  onSettled?(): void;
  children: ReactNode;
}

/** Keeps a widget that fails to load or render to its own slot, with Retry. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[dashboard] the widget ${this.props.name} failed:`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RemoteFallbackCard onRetry={this.props.onRetry} />
        <Settled onSettled={this.props.onSettled} />
      </>
    );
  }
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

/** A widget of another remote, through federation: skeleton while loading, fallback card on failure. */
export function RemoteWidget({ remote, exposed, title, widgetProps = {}, onSettled }: RemoteWidgetProps) {
  const [generation, setGeneration] = useState(0);
  const StandIn = useContext(WidgetStandIns)?.[`${remote}/${exposed}`];
  if (StandIn) {
    return (
      <>
        <StandIn {...widgetProps} />
        <Settled onSettled={onSettled} />
      </>
    );
  }
  const Widget = lazyWidget(remote, exposed, false);
  const retry = () => {
    lazyWidget(remote, exposed, true);
    setGeneration((g) => g + 1);
  };
  return (
    <WidgetErrorBoundary key={generation} name={`${remote}/${exposed}`} onRetry={retry} onSettled={onSettled}>
      <Suspense
        fallback={
          <DashboardPanel title={title} busy>
            <TextSkeleton lines={3} />
          </DashboardPanel>
        }
      >
        <Widget {...widgetProps} onSettled={onSettled} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
