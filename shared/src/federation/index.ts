// The portal's one federation runtime: the remote registry, loading a remote's exposed
// component with the fallback card and Retry, and idle prefetching. The host's routes and
// every cross-remote widget use it (docs/decisions/0001-federation.md). The webpack factory
// is the separate entry `@cedar/shared/federation/webpack`.
export { loadRemoteRegistry, refreshRemoteRegistry, resetRemoteRegistry, type RemoteRegistry } from './registry.ts';
export { RemoteLoadError, recordRemoteFailure, remoteNameOf } from './remote-failures.ts';
export {
  loadRemoteComponent,
  prefetchRemotes,
  startRemoteComponent,
  type LoadRemoteOptions,
  type RemoteComponentModule,
} from './remote-loader.ts';
export { RemoteComponent, resetRemoteComponents, type RemoteComponentProps } from './RemoteComponent.tsx';
