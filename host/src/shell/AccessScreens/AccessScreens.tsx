import { Button } from '@fluentui/react-components';
import {
  BookQuestionMarkRegular,
  ErrorCircleRegular,
  LockClosedRegular,
  ShieldErrorRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { shellMessages as m } from '../messages';
import { StatusScreen } from '../StatusScreen/StatusScreen';

function SignOutButton({ onSignOut }: { onSignOut(): void }) {
  return (
    <Button appearance="primary" icon={<SignOutRegular />} onClick={onSignOut}>
      {m.signOut}
    </Button>
  );
}

export interface NoAccessScreenProps {
  email: string;
  /** Signs out and returns to the site origin. */
  onSignOut(): void;
}

/** A signed-in user without access to MyCedar yet (§2.3). */
export function NoAccessScreen({ email, onSignOut }: NoAccessScreenProps) {
  return (
    <StatusScreen
      icon={<LockClosedRegular />}
      title={m.noAccess(email)}
      lines={[m.newlyEnrolled, m.accessSoon, m.reachOutAdvisor]}
      actions={<SignOutButton onSignOut={onSignOut} />}
    />
  );
}

export interface LoginFailureScreenProps {
  /** Offers a Try Again button when given. */
  onRetry?(): void;
}

/** Signing in failed (§2.3). */
export function LoginFailureScreen({ onRetry }: LoginFailureScreenProps) {
  return (
    <StatusScreen
      icon={<ErrorCircleRegular />}
      title={m.sorryAboutThat}
      lines={[m.unableToLogIn, m.contactAdministrator]}
      actions={
        onRetry ? (
          <Button appearance="primary" onClick={onRetry}>
            {m.tryAgain}
          </Button>
        ) : undefined
      }
    />
  );
}

export interface GenericNoAccessScreenProps {
  variant?: 'screen' | 'page';
}

/** The generic no-access message (§2.3). */
export function GenericNoAccessScreen({ variant = 'screen' }: GenericNoAccessScreenProps) {
  return (
    <StatusScreen icon={<ShieldErrorRegular />} title={m.genericNoAccess} lines={[m.reachOutRnD]} variant={variant} />
  );
}

export interface NoCourseScreenProps {
  email: string;
  onSignOut(): void;
}

/** A signed-in user with no course at all (DECISIONS: the no-course screen's wording). */
export function NoCourseScreen({ email, onSignOut }: NoCourseScreenProps) {
  return (
    <StatusScreen
      icon={<BookQuestionMarkRegular />}
      title={m.noCourse(email)}
      lines={[m.noCourseHelp]}
      actions={<SignOutButton onSignOut={onSignOut} />}
    />
  );
}

export interface UnauthorizedPageProps {
  /** Offers a Go to Home button when given. */
  onGoHome?(): void;
}

/** The /unauthorized page, shown in the shell's content pane. */
export function UnauthorizedPage({ onGoHome }: UnauthorizedPageProps) {
  return (
    <StatusScreen
      variant="page"
      icon={<ShieldErrorRegular />}
      title={m.genericNoAccess}
      lines={[m.reachOutRnD]}
      actions={onGoHome ? <Button onClick={onGoHome}>{m.goHome}</Button> : undefined}
    />
  );
}
