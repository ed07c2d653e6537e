import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The mails the portal under test "sent": its embedded outbox writes each one to the drop
 * folder (MAIL_DROP_DIR, set by startPortal) as `To:`, `Subject:`, a blank line and the text.
 */
function mailDir(): string {
  const workDir = process.env.CEDAR_E2E_WORK_DIR;
  if (!workDir) throw new Error('CEDAR_E2E_WORK_DIR is not set: run through the e2e global setup.');
  return join(workDir, 'mail');
}

/** The newest mail to `to`, waiting up to `timeoutMs` for it to arrive. */
export async function latestMailTo(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dir = mailDir();
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    const texts = files.map((file) => readFileSync(join(dir, file), 'utf8'));
    const mine = texts.filter((text) => text.startsWith(`To: ${to}\n`));
    if (mine.length > 0) return mine[mine.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The set-password link of a new member's invitation. */
export async function setPasswordLinkFor(email: string): Promise<string> {
  const text = await latestMailTo(email);
  const link = /https?:\/\/\S*\/oidc\/set-password\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`The mail to ${email} has no set-password link:\n${text}`);
  return link;
}
