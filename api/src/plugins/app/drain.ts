import type { FastifyInstance } from 'fastify';

/** How often a closing server looks again for keep-alive connections that have gone idle. */
const DRAIN_EVERY_MS = 50;

/**
 * A `preClose` hook: a closing server ends its keep-alive connections as soon as each is idle,
 * while requests under way finish. Node closes the connections that are idle when the server
 * closes, but one whose answer has just been sent may not count as idle yet; it then stays open
 * until the keep-alive timeout (72 s), and the shutdown waits for it. Replicas restart in
 * seconds instead, and a test portal closes at once.
 */
export function drainKeepAliveConnections(app: FastifyInstance): () => void {
  return () => {
    const { server } = app;
    if (!server.listening) return;
    server.closeIdleConnections();
    const timer = setInterval(() => server.closeIdleConnections(), DRAIN_EVERY_MS);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  };
}
