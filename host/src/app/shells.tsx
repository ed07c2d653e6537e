import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StartupUser } from '@cedar/shared/contract';
import { requestLogout, switchCoachView, useSession } from '@cedar/shared/auth';
import { LearnerShellView } from '../shell/LearnerShellView/LearnerShellView';
import type { ShellUser } from '../shell/shell-types';
import { useTagManagerEvents } from '../telemetry/use-tag-manager-events';

function shellUser(user: StartupUser | null, email: string | null): ShellUser {
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    preferredName: user?.preferred_name ?? null,
    email: user?.email ?? email ?? '',
    imageUrl: user?.user_image_url ?? null,
  };
}

/** The signed-in user as the shells show them. */
export function useShellUser(): ShellUser {
  const user = useSession((s) => s.user);
  const email = useSession((s) => s.email);
  return useMemo(() => shellUser(user, email), [user, email]);
}

/** The learner shell with the session, router and coach switch wired in. */
export function LearnerShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useTagManagerEvents('learner');
  return (
    <LearnerShellView
      user={useShellUser()}
      currentPath={pathname}
      isCoach={useSession((s) => s.isCoach)}
      onNavigate={(path) => void navigate(path)}
      onSwitchToAcp={() => switchCoachView(true)}
      onSignOut={requestLogout}
    >
      {children}
    </LearnerShellView>
  );
}
