import type { AdaptersConfig } from '../config.ts';

/** Who a post appears to come from: the staff member who sent it, or the learner who asked. */
export interface InscribeAuthor {
  role: 'staff' | 'learner';
  email: string;
}

/** A question posted to a cohort's Inscribe community ("Send to Inscribe", action 2). */
export interface InscribePost {
  /** The cohort's Inscribe community id (digits only, admin-console §3 Cohort). */
  communityId: string;
  title: string;
  /** Plain text of the staff member's (pre-filled, edited) message. */
  body: string;
  author: InscribeAuthor;
  /** Stable per stored message, so a retry after a lost answer cannot post twice. */
  idempotencyKey: string;
}

/** Posts to Inscribe; the embedded default keeps the post in the stored outbox. */
export interface InscribeAdapter {
  readonly kind: 'outbox' | 'http';
  post(post: InscribePost): Promise<void>;
}

export const outboxInscribe: InscribeAdapter = { kind: 'outbox', post: async () => {} };

/** How long one call may take before it counts as failed (and is retried from the outbox). */
const TIMEOUT_MS = 10_000;

/**
 * The assumed Inscribe posts API (ADR 0035, docs/deploy.md "Mail, Slack and Inscribe"; to be
 * confirmed with the vendor): `POST {apiUrl}/communities/{communityId}/posts` with
 * `Authorization: Bearer {token}`, `Idempotency-Key` and the JSON
 * `{ "title", "body", "author": { "email", "role" } }`; any 2xx is a post, anything else a
 * failure whose status and `error`/`message` are recorded on the request's History.
 */
export function httpInscribe(settings: { apiUrl: string; token: string }): InscribeAdapter {
  const base = settings.apiUrl.replace(/\/+$/, '');
  return {
    kind: 'http',
    async post(post) {
      if (!/^[0-9]+$/.test(post.communityId)) {
        throw new Error("The cohort has no Inscribe community id: set it in the cohort's settings");
      }
      const response = await fetch(`${base}/communities/${post.communityId}/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': post.idempotencyKey,
        },
        body: JSON.stringify({ title: post.title, body: post.body, author: post.author }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      throw new Error(`Inscribe answered ${response.status}${await reasonOf(response)}`);
    },
  };
}

/** The error text of an answer, when it has one (`{"error": …}` or `{"message": …}`). */
async function reasonOf(response: Response): Promise<string> {
  try {
    const text = (await response.text()).slice(0, 2000);
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    const reason = typeof parsed.error === 'string' ? parsed.error : parsed.message;
    return typeof reason === 'string' && reason ? `: ${reason.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

export function inscribeAdapterFor(config: AdaptersConfig['inscribe']): InscribeAdapter {
  return config.kind === 'http' ? httpInscribe(config) : outboxInscribe;
}

/**
 * The stored outbox row of a post (outbox_messages): the community id as recipient, the title
 * as subject, and the body with its author as JSON, which the embedded default keeps as is.
 */
export function inscribeRow(post: Omit<InscribePost, 'idempotencyKey'>) {
  return {
    channel: 'inscribe' as const,
    recipient: post.communityId,
    subject: post.title,
    body: JSON.stringify({ body: post.body, author: post.author }),
  };
}

/** The post a stored row holds (see inscribeRow). */
export function inscribePostOf(row: { id: number; recipient: string; subject: string | null; body: string }) {
  const stored = JSON.parse(row.body) as { body: string; author: InscribeAuthor };
  return {
    communityId: row.recipient,
    title: row.subject ?? '',
    body: stored.body,
    author: stored.author,
    idempotencyKey: `cedar-outbox-${row.id}`,
  } satisfies InscribePost;
}
