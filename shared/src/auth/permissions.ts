import { useMemo } from 'react';
import {
  type AcpPermissions,
  type FunctionKey,
  type MenuKey,
  hasCohortAccess,
  permissionsInCohort,
} from '@cedar/shared/domain';
import { useSession } from './session-store.ts';

/** A menu key or a function flag of the permission matrix. */
export type PermissionKey = MenuKey | FunctionKey;

/** Does a permission set grant a menu or a function? */
export function can(permissions: AcpPermissions, key: PermissionKey): boolean {
  if (key in permissions.menuAccess) return permissions.menuAccess[key as MenuKey];
  return permissions.functions[key as FunctionKey] ?? false;
}

/** The signed-in user's permissions in the selected cohort (from the role held there). */
export function usePermissions(): AcpPermissions {
  const memberships = useSession((s) => s.memberships);
  const cohortId = useSession((s) => s.selectedCohortId);
  return useMemo(() => permissionsInCohort(memberships, cohortId), [memberships, cohortId]);
}

/** May the signed-in user use this menu or function in the selected cohort? */
export function useCan(key: PermissionKey): boolean {
  return can(usePermissions(), key);
}

/** Does the user hold a non-learner role in the selected cohort ("cohort access")? */
export function useCohortAccess(): boolean {
  const memberships = useSession((s) => s.memberships);
  const cohortId = useSession((s) => s.selectedCohortId);
  return cohortId !== null && hasCohortAccess(memberships, cohortId);
}
