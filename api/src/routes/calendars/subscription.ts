import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarSubscriptionEnvelope, endpoints, pathFor, API_BASE } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';

export interface SubscriptionOptions {
  /** Where the portal is reached from outside: feed URLs are absolute. */
  publicUrl: string;
}

/** The hash a feed token is kept (and looked up) by; the token itself is never stored. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The calendar subscription of the caller: GET says whether they have a live feed, POST makes
 * a new secret feed URL (the previous one stops working), DELETE revokes it. The URL is only
 * shown by POST.
 */
const subscription: FastifyPluginAsyncTypebox<SubscriptionOptions> = async (app, options) => {
  const schema = (summary: string) => ({
    tags: ['calendars'],
    summary,
    response: { 200: CalendarSubscriptionEnvelope, ...errorResponses(401, 429) },
  });
  const config = { access: 'authenticated' as const };

  app.get(
    endpoints.calendarSubscription.path,
    { schema: schema('Whether you have a calendar feed'), config },
    async (request) => {
      const live = await app.calendarsRepository.liveFeedToken(request.viewer!.email);
      return { message: { subscription: live && { active: true, created_at: live.created_at.toISOString() } } };
    },
  );

  app.post(
    endpoints.createCalendarSubscription.path,
    { schema: schema('A new secret calendar feed URL of your classes and events (the old one stops working)'), config },
    async (request) => {
      const token = randomBytes(32).toString('base64url');
      const made = await app.calendarsRepository.replaceFeedToken(
        request.viewer!.email,
        feedTokenHash(token),
        app.now(),
      );
      const url = `${options.publicUrl}${API_BASE}${pathFor('calendarFeed', { token })}`;
      const webcal_url = url.replace(/^https?:/, 'webcal:');
      return {
        message: { subscription: { active: true, created_at: made.created_at.toISOString(), url, webcal_url } },
      };
    },
  );

  app.delete(
    endpoints.revokeCalendarSubscription.path,
    { schema: schema('Revoke your calendar feed'), config },
    async (request) => {
      await app.calendarsRepository.revokeFeedTokens(request.viewer!.email, app.now());
      return { message: { subscription: null } };
    },
  );
};

export default subscription;
