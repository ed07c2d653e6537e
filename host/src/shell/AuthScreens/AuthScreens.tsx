import { Button, Spinner } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { CedarLogo } from '@cedar/shared/ui/core';
import { shellMessages as m } from '../messages';
import { StatusScreen } from '../StatusScreen/StatusScreen';
import { useAuthScreensStyles } from './AuthScreens.styles';

/** Shown while the identity provider round trip is under way (§2.4): signing in, or out. */
export function AuthLoader({ label = m.signingIn }: { label?: string }) {
  const styles = useAuthScreensStyles();
  return (
    <main className={styles.loader} aria-busy="true">
      <CedarLogo size="large" />
      <Spinner size="large" label={label} labelPosition="below" />
    </main>
  );
}

export interface AuthErrorScreenProps {
  /** Starts signing in again. */
  onRetry(): void;
  /** Offers Sign Out too when given (a session exists but could not be loaded). */
  onSignOut?(): void;
  /** True while signing in again is under way. */
  retrying?: boolean;
}

/** An authentication error (§2.4, §8: failed startup lookup): the login-failure texts and a way back in. */
export function AuthErrorScreen({ onRetry, onSignOut, retrying = false }: AuthErrorScreenProps) {
  return (
    <StatusScreen
      title={m.sorryAboutThat}
      lines={[m.unableToLogIn, m.contactAdministrator]}
      actions={
        <>
          <Button
            appearance="primary"
            disabled={retrying}
            icon={retrying ? <Spinner size="tiny" /> : undefined}
            onClick={onRetry}
          >
            {m.tryAgain}
          </Button>
          {onSignOut ? (
            <Button icon={<SignOutRegular />} onClick={onSignOut}>
              {m.signOut}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
