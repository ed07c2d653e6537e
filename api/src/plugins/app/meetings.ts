import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createZoomMeetings, type ZoomMeetings } from '../../meetings/zoom.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Zoom meetings adapter when configured (ADR 0036); null keeps the embedded one alone. */
    zoomMeetings: ZoomMeetings | null;
  }
}

/**
 * The meetings adapter the configuration names (`app.adapters.meetings`). With Zoom, rooms
 * with someone Zoom reported in are checked against Zoom's live participants every
 * `syncEveryMs` (a missed "left" event would otherwise keep them in for good).
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = app.adapters.meetings;
    if (settings.kind !== 'zoom') {
      app.decorate('zoomMeetings', null);
      return;
    }
    const zoom = createZoomMeetings({
      settings,
      db: app.db,
      changes: app.changes,
      videos: app.videosRepository,
      calendars: app.calendarsRepository,
      storage: app.storage,
      now: () => app.now(),
      log: app.log,
    });
    app.decorate('zoomMeetings', zoom);
    let timer: NodeJS.Timeout | undefined;
    if (settings.syncEveryMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void zoom.syncRooms().catch(() => {}), settings.syncEveryMs).unref();
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await zoom.idle();
    });
  },
  { name: 'cedar-meetings', fastify: '5.x', dependencies: ['cedar-db', 'cedar-outbox'] },
);
