import { brand } from '@cedar/shared/domain';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../db/schema/index.ts';
import { createSetPasswordLink, invitationMail, setPasswordUrl } from '../../oidc/set-password-links.ts';
import type { OnNewUser } from '../../repositories/cohort-members.ts';

/**
 * The invitations of the users an addition creates: a one-time set-password link and its
 * e-mail, stored in the transaction that creates the user and delivered through the outbox
 * once that transaction has committed. With an external issuer there is nothing to send.
 */
export async function memberInvitations(
  app: FastifyInstance,
  cohortId: number,
): Promise<{ onNewUser: OnNewUser | undefined; deliver(): void }> {
  const publicUrl = app.setPasswordLinksUrl;
  if (!publicUrl) return { onNewUser: undefined, deliver: () => {} };
  const stored: number[] = [];
  // Read before the additions' transactions: the embedded database has one connection.
  const cohortName = (await app.cohortMembersRepository.cohort(cohortId))?.cohort_name ?? 'your cohort';
  return {
    async onNewUser(tx, email) {
      const token = await createSetPasswordLink(tx, email, app.now());
      const mail = invitationMail({
        email,
        cohortName,
        link: setPasswordUrl(publicUrl, token),
        productName: brand.myProduct,
      });
      const [row] = await tx
        .insert(outboxMessages)
        .values({ ...mail, created_at: app.now() })
        .returning({ id: outboxMessages.id });
      stored.push(row!.id);
    },
    deliver() {
      // Delivery failures stay pending in the outbox and are retried there.
      void app.outbox.deliver(stored.splice(0)).catch(() => {});
    },
  };
}
