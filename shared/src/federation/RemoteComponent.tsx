import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  lazy,
  useEffect,
  useState,
} from 'react';
import type { ExposedUse, RemoteName } from '@cedar/shared/contract';
import { reportError } from '../telemetry/reporter.ts';
import { RemoteLoadError } from './remote-failures.ts';
import { type LoadRemoteOptions, loadRemoteComponent } from './remote-loader.ts';

type LazyComponent = ComponentType<Record<string, unknown>>;
type LazyRemote = LazyExoticComponent<LazyComponent>;

/** Loads a module whose name and props RemoteComponentProps has already checked. */
const loadAny = loadRemoteComponent as (
  remote: RemoteName,
  exposed: string,
  options?: LoadRemoteOptions,
) => Promise<{ default: LazyComponent }>;

// The card shows only when a part fails. It is part of @cedar/shared/ui, which a signed-out page
// never loads (ADR 0045), so it is fetched the first time it is needed; a signed-in page has it.
const RemoteFallbackCard = lazy(() => import('@cedar/shared/ui').then((ui) => ({ default: ui.RemoteFallbackCard })));

// One lazy component per exposed module, shared by every page and widget that shows it, so
// navigating back does not load it again. React.lazy keeps a rejection for good: Retry
// replaces the entry once the module is back.
const lazyRemotes = new Map<string, LazyRemote>();

const keyOf = (remote: string, exposed: string) => `${remote}/${exposed}`;

function lazyRemote(remote: RemoteName, exposed: string): LazyRemote {
  const key = keyOf(remote, exposed);
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadAny(remote, exposed));
    lazyRemotes.set(key, component);
  }
  return component;
}

/** Loads the module afresh from the remote's current registry entry; the next render uses it. */
async function reloadRemote(remote: RemoteName, exposed: string): Promise<void> {
  const module = await loadAny(remote, exposed, { retry: true });
  lazyRemotes.set(
    keyOf(remote, exposed),
    lazy(() => Promise.resolve(module)),
  );
}

/** Forgets every loaded remote component; for tests. */
export function resetRemoteComponents(): void {
  lazyRemotes.clear();
}

function Shown({ onShown }: { onShown?(): void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

interface BoundaryProps {
  remote: string;
  /** Loads the remote again; resolves when it is back, rejects when it is still down. */
  onRetry(): Promise<void>;
  onFailed?(): void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  busy: boolean;
}

/** Keeps a remote that failed to load or render to its own place, with the fallback card and Retry. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, busy: false };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    // A load failure was reported where it happened; anything else broke while rendering.
    if (!(error instanceof RemoteLoadError)) reportError('render', error, this.props.remote);
    console.error(`[cedar] the "${this.props.remote}" remote failed:`, error);
  }

  private readonly retry = async (): Promise<void> => {
    this.setState({ busy: true });
    try {
      await this.props.onRetry();
      this.setState({ error: null, busy: false });
    } catch {
      // Still down: the card stays, ready for another Retry.
      this.setState({ busy: false });
    }
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <Suspense fallback={null}>
          <RemoteFallbackCard busy={this.state.busy} onRetry={() => void this.retry()} />
        </Suspense>
        <Shown onShown={this.props.onFailed} />
      </>
    );
  }
}

/**
 * Props of RemoteComponent: the remote, one of its exposed modules without './' ('WatchPage',
 * 'StudySessionCard') and that module's props, all checked against ExposedModules.
 */
export type RemoteComponentProps = ExposedUse & {
  /** Shown while the module loads (a page or panel skeleton). */
  loading: ReactNode;
  /** Rendered beside the component once it is on screen (the shell's "page loaded" mark). */
  afterLoad?: ReactNode;
  /** Called once the fallback card shows instead of the component. */
  onFailed?(): void;
};

/**
 * A page or widget of a remote, through the federation runtime: `loading` while it loads, the
 * fallback card if it fails to load or render, and a Retry that reads /remotes.json again,
 * resets the remote (container, manifest and chunks) and, once it is back, shows it without a
 * page load. While it is still down the card stays.
 */
export function RemoteComponent({ remote, exposed, props, loading, afterLoad, onFailed }: RemoteComponentProps) {
  const [generation, setGeneration] = useState(0);
  const Remote = lazyRemote(remote, exposed);
  const retry = async () => {
    await reloadRemote(remote, exposed);
    setGeneration((g) => g + 1);
  };
  return (
    <RemoteErrorBoundary key={generation} remote={remote} onRetry={retry} onFailed={onFailed}>
      <Suspense fallback={loading}>
        <Remote {...(props as Record<string, unknown> | undefined)} />
        {afterLoad}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
