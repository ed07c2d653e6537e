import { outboxMessages } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { markOutbox, type OutgoingMessage, outboxRows } from '../../db/repositories/support-triage.ts';
import { type InscribeAdapter, inscribePostOf } from '../inscribe/index.ts';
import type { MailAdapter } from '../mail/index.ts';
import type { SlackAdapter } from '../slack/index.ts';

/** Attempts before a message is marked failed (shown on the request's History). */
export const MAX_ATTEMPTS = 5;

export interface Logger {
  warn(object: object, message: string): void;
}

/**
 * The outbox: messages are stored first (in the caller's transaction when there is one) and
 * delivered afterwards, so a slow or failing service never blocks the staff action. Failed
 * deliveries stay pending and are retried until MAX_ATTEMPTS.
 */
export interface Outbox {
  /** Stores messages outside any other transaction and delivers them in the background. */
  send(messages: OutgoingMessage[]): Promise<number[]>;
  /** Delivers stored messages by id; resolves when every attempt is recorded. */
  deliver(ids: number[]): Promise<void>;
  /** Retries every pending message once. */
  retryPending(): Promise<void>;
}

export interface OutboxAdapters {
  mail: MailAdapter;
  slack: SlackAdapter;
  inscribe: InscribeAdapter;
}

export function createOutbox(db: Database, adapters: OutboxAdapters, now: () => Date, log: Logger): Outbox {
  async function deliverRow(row: Awaited<ReturnType<typeof outboxRows>>[number]): Promise<void> {
    if (row.status !== 'pending') return;
    try {
      if (row.channel === 'mail') {
        await adapters.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
      } else if (row.channel === 'slack') {
        await adapters.slack.post({ channel: row.recipient, text: row.body });
      } else if (row.channel === 'inscribe') {
        await adapters.inscribe.post(inscribePostOf(row));
      }
      await markOutbox(db, row.id, { delivered: true }, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: row.id, channel: row.channel, err: message }, 'outbox delivery failed');
      await markOutbox(
        db,
        row.id,
        { delivered: false, error: message, giveUp: row.attempts + 1 >= MAX_ATTEMPTS },
        now(),
      );
    }
  }
  const outbox: Outbox = {
    async send(messages) {
      if (messages.length === 0) return [];
      const rows = await db
        .insert(outboxMessages)
        .values(messages.map((m) => ({ ...m, created_at: now() })))
        .returning({ id: outboxMessages.id });
      const ids = rows.map((r) => r.id);
      void outbox.deliver(ids);
      return ids;
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      for (const row of await outboxRows(db, ids)) await deliverRow(row);
    },
    async retryPending() {
      for (const row of await outboxRows(db)) await deliverRow(row);
    },
  };
  return outbox;
}
