import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteVersion } from '../telemetry/context.ts';
import { reportError } from '../telemetry/reporter.ts';
import { recordRemoteFailure, remoteNameOf } from './remote-failures.ts';

/**
 * Federation runtime plugin of the host. Every failed remote load (manifest, remote entry or
 * exposed module) is recorded, logged and reported (its fingerprint, against the remote's
 * version); the error then reaches the route's error boundary,
 * which shows the fallback card. Returning nothing keeps the failure a failure, so React.lazy
 * rejects instead of caching a fake module.
 */
export default function cedarErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cedar-remote-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? remoteNameOf(id);
      recordRemoteFailure(name);
      reportError('remote-load', error, name);
      console.error(`[cedar] remote "${name}" failed at ${lifecycle}:`, error);
      return undefined;
    },
    // The version each remote's manifest states (buildVersion), so its reports say which
    // deploy they are about.
    afterLoadSnapshot(args) {
      recordRemoteVersion(args.moduleInfo.name, args.remoteSnapshot?.buildVersion ?? args.remoteSnapshot?.version);
      return args;
    },
    // Idle prefetching of other remotes should not compete with the page: the runtime's
    // preload links become prefetch links (also no "preloaded but not used" warnings).
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'preload') return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.as = typeof attrs.as === 'string' ? attrs.as : 'script';
      if (attrs.crossorigin) link.crossOrigin = String(attrs.crossorigin);
      return link;
    },
  };
}
