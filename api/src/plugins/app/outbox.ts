import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AdaptersConfig, EMBEDDED_ADAPTERS } from '../../adapters/config.ts';
import { mailAdapterFor, type MailAdapter } from '../../adapters/mail/index.ts';
import { inscribeAdapterFor, type InscribeAdapter } from '../../adapters/inscribe/index.ts';
import { createOutbox, type Outbox } from '../../adapters/outbox/index.ts';
import { slackAdapterFor, type SlackAdapter } from '../../adapters/slack/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored, retried delivery of mail, Slack and Inscribe messages. */
    outbox: Outbox;
    /** The external services' settings (adapters/config.ts). */
    adapters: AdaptersConfig;
  }
}

export interface OutboxPluginOptions {
  config?: AdaptersConfig | undefined;
  /** Adapters to use instead of those the configuration names (tests). */
  mail?: MailAdapter | undefined;
  slack?: SlackAdapter | undefined;
  inscribe?: InscribeAdapter | undefined;
  /** How often pending messages are retried; 0 never (tests call retryPending). */
  retryEveryMs?: number | undefined;
}

/** Decorates the app with the outbox and retries pending deliveries while the server runs. */
export default fp(
  async (app: FastifyInstance, options: OutboxPluginOptions) => {
    const config = options.config ?? EMBEDDED_ADAPTERS;
    const outbox = createOutbox(
      app.db,
      {
        mail: options.mail ?? mailAdapterFor(config.mail),
        slack: options.slack ?? slackAdapterFor(config.slack),
        inscribe: options.inscribe ?? inscribeAdapterFor(config.inscribe),
      },
      () => app.now(),
      app.log,
    );
    app.decorate('outbox', outbox);
    app.decorate('adapters', config);
    const every = options.retryEveryMs ?? 60_000;
    if (every > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => void outbox.retryPending().catch(() => {}), every).unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'cedar-outbox', fastify: '5.x', dependencies: ['cedar-db'] },
);
