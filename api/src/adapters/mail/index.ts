import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AdaptersConfig } from '../config.ts';

/** One e-mail. `text` is the plain version; `html` (already sanitised) is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail. The embedded default delivers nothing: the message stays in the stored outbox
 * (outbox_messages), where the operator and the tests read it. SMTP speaks to a real server.
 */
export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: the stored outbox row is the delivery. */
export const outboxMail: MailAdapter = { kind: 'outbox', send: async () => {} };

/**
 * The embedded default with a drop folder (MAIL_DROP_DIR): each message is also written there as
 * a plain-text file, where a developer (or a browser journey, which cannot open the embedded
 * database the server holds) reads a set-password link.
 */
export function dropFolderMail(dir: string): MailAdapter {
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${message.to.replace(/[^a-z0-9@.+-]/gi, '_')}.txt`;
      const text = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(join(dir, name), text, { mode: 0o600 });
    },
  };
}

/** SMTP through nodemailer (a well-kept client: TLS, auth and encodings done right). */
export function smtpMail(settings: { url: string; from: string; ignoreTls?: boolean }): MailAdapter {
  const transport = nodemailer.createTransport(settings.url, {
    from: settings.from,
    ignoreTLS: settings.ignoreTls ?? false,
  } as object);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
  };
}

export function mailAdapterFor(config: AdaptersConfig['mail']): MailAdapter {
  if (config.kind === 'smtp') return smtpMail(config);
  return config.dropDir ? dropFolderMail(config.dropDir) : outboxMail;
}
