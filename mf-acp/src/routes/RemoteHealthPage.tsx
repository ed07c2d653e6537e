import { RemoteHealthView } from '../features/remote-health/components/RemoteHealthView/RemoteHealthView';
import { useRemoteHealth } from '../features/remote-health/api/remote-health';

/** /acp/remoteHealth/: each remote's health for Program Managers (the host guards the route). */
export default function RemoteHealthPage() {
  const { data, error, isValidating, mutate } = useRemoteHealth();
  if (error && !data)
    return <RemoteHealthView state={{ kind: 'error', busy: isValidating, onRetry: () => void mutate() }} />;
  if (!data) return <RemoteHealthView state={{ kind: 'loading' }} />;
  return <RemoteHealthView state={{ kind: 'ready', days: data.message.days, remotes: data.message.remotes }} />;
}
