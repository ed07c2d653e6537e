import { ROLE } from '@cedar/shared/domain';
import { forbidden } from '../http-errors.ts';
import type { Rule } from './rule.ts';

/**
 * Rules of the console's operations pages:
 * - `programManager`: the caller holds role 9 (Program Manager) in one of their active cohorts
 *   (else 403). Remote health is about the portal as a whole, not a cohort.
 */
export const TELEMETRY_RULES = {
  async programManager({ viewer }) {
    if (!viewer.memberships.some((m) => m.active && m.user_role_id === ROLE.programManager))
      throw forbidden('Only Program Managers may see the health of the remotes.');
    return {};
  },
} satisfies Record<string, Rule>;
