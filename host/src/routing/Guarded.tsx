import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCohortAccess, usePermissions, useSession } from '@cedar/shared/auth';
import { ROLE } from '@cedar/shared/domain';
import type { GuardDecision, GuardFacts } from './guards';

/** The guard facts of the signed-in user in the selected cohort. */
export function useGuardFacts(): GuardFacts {
  const programManager = useSession((s) =>
    s.memberships.some((m) => m.active && m.user_role_id === ROLE.programManager),
  );
  return {
    role: useSession((s) => s.role),
    permissions: usePermissions(),
    cohortAccess: useCohortAccess(),
    programManager,
  };
}

interface GuardedProps {
  guard: (facts: GuardFacts) => GuardDecision;
  children?: ReactNode;
}

/** Renders the route when its guard allows, else redirects where the guard says. */
export function Guarded({ guard, children }: GuardedProps) {
  const decision = guard(useGuardFacts());
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
