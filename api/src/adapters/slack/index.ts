import { WebClient } from '@slack/web-api';
import type { AdaptersConfig } from '../config.ts';

/** A direct message to a Slack user (their member id). */
export interface SlackMessage {
  channel: string;
  text: string;
}

/** Posts Slack messages; the embedded default keeps them in the stored outbox. */
export interface SlackAdapter {
  readonly kind: 'outbox' | 'web-api';
  post(message: SlackMessage): Promise<void>;
}

export const outboxSlack: SlackAdapter = { kind: 'outbox', post: async () => {} };

/** Slack's Web API `chat.postMessage` through the official client. */
export function webApiSlack(settings: { token: string; apiUrl: string | null }): SlackAdapter {
  const client = new WebClient(settings.token, {
    ...(settings.apiUrl ? { slackApiUrl: settings.apiUrl } : {}),
    retryConfig: { retries: 0 },
  });
  return {
    kind: 'web-api',
    async post(message) {
      // The client throws on `ok: false` (an unknown channel, a revoked token).
      await client.chat.postMessage({ channel: message.channel, text: message.text, unfurl_links: false });
    },
  };
}

export function slackAdapterFor(config: AdaptersConfig['slack']): SlackAdapter {
  return config.kind === 'web-api' ? webApiSlack(config) : outboxSlack;
}
