import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Aggregator, createAggregator } from '../../telemetry/aggregator.ts';
import type { RemoteHealth } from '@cedar/shared/contract';
import { remoteHealth } from '../../telemetry/health.ts';
import { type RegisteredRemote, remoteRegistry } from '../../telemetry/registry.ts';

export interface TelemetryPluginOptions {
  /** How often counted reports are written (ms). */
  flushMs: number;
  remotesFile: string;
  remoteRoots: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Telemetry reports counted in memory and flushed to the aggregates (telemetry/aggregator.ts). */
    telemetry: Aggregator;
    /** The remotes registry with each remote's served version (telemetry/registry.ts). */
    remoteRegistry: () => Promise<RegisteredRemote[]>;
    /** Each remote's current and previous version with their figures (telemetry/health.ts). */
    remoteHealth: () => Promise<RemoteHealth[]>;
  }
}

/**
 * The telemetry aggregator of the app: flushed on a timer and once more at close, so a clean
 * shutdown loses nothing and a crash at most the last `flushMs` of reports.
 */
async function telemetry(app: FastifyInstance, options: TelemetryPluginOptions): Promise<void> {
  const aggregator = createAggregator({
    db: app.db,
    now: () => app.now(),
    onError: (error) => app.log.warn({ err: error }, 'telemetry flush failed; counts kept for the next one'),
  });
  app.decorate('telemetry', aggregator);
  const registry = remoteRegistry({ remotesFile: options.remotesFile, remoteRoots: options.remoteRoots });
  app.decorate('remoteRegistry', registry);
  app.decorate('remoteHealth', async () => remoteHealth(app.db, await registry(), app.now()));
  const timer = setInterval(() => void aggregator.flush(), options.flushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await aggregator.flush();
  });
}

export default fp(telemetry, { name: 'cedar-telemetry', fastify: '5.x', dependencies: ['cedar-db'] });
