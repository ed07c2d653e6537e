import { Component, type ReactNode } from 'react';
import { RemoteFallbackCard } from '@cedar/shared/ui';
import { MarkLoaded } from './MarkLoaded';

interface RemoteErrorBoundaryProps {
  remote: string;
  /** Loads the remote again; resolves when it is back, rejects when it is still down. */
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
  busy: boolean;
}

/** Catches a remote that failed to load or render and shows the fallback card with Retry, inside the shell. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, busy: false };

  static getDerivedStateFromError(error: Error): Partial<RemoteErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[cedar] the "${this.props.remote}" remote failed:`, error);
  }

  private readonly retry = async (): Promise<void> => {
    this.setState({ busy: true });
    try {
      await this.props.onRetry();
      this.setState({ error: null, busy: false });
    } catch {
      this.setState({ busy: false });
    }
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <RemoteFallbackCard busy={this.state.busy} onRetry={() => void this.retry()} />
        <MarkLoaded />
      </>
    );
  }
}
