import type { ReactNode } from 'react';
import { Body1, Button, ProgressBar, Spinner, Title2 } from '@fluentui/react-components';
import { login, requestLogout, useSession } from '@cedar/shared/auth';
import { brand } from '@cedar/shared/domain';
import { useStandInStyles } from './stand-ins.styles';

// Minimal screens used until the shell's own (host/src/shell) land; app/screens.ts picks them.

export function StandInLanding() {
  const styles = useStandInStyles();
  return (
    <main className={styles.screen}>
      <Title2 as="h1">{brand.myProduct}</Title2>
      <Button appearance="primary" onClick={() => void login()}>
        Log In
      </Button>
    </main>
  );
}

export function StandInAuthenticating() {
  const styles = useStandInStyles();
  return (
    <main className={styles.screen}>
      <Spinner label="Signing in" />
    </main>
  );
}

export function StandInLoading() {
  const styles = useStandInStyles();
  return (
    <main className={styles.screen} aria-busy="true">
      <Body1>Getting things ready for you...</Body1>
      <ProgressBar />
    </main>
  );
}

export function StandInNoCourse() {
  const styles = useStandInStyles();
  const email = useSession((s) => s.email);
  return (
    <main className={styles.screen}>
      <Body1>Hmm, {email} isn&apos;t enrolled in any course yet.</Body1>
      <Button onClick={requestLogout}>Sign Out</Button>
    </main>
  );
}

export function StandInAuthError() {
  const styles = useStandInStyles();
  return (
    <main className={styles.screen}>
      <Title2 as="h1">Sorry about that!</Title2>
      <Body1>We are unable to log you in at this time.</Body1>
    </main>
  );
}

export function StandInUnauthorized() {
  const styles = useStandInStyles();
  return (
    <main className={styles.screen}>
      <Body1>Hmm, you don&apos;t have access to this page.</Body1>
    </main>
  );
}

export function StandInShell({ children }: { children: ReactNode }) {
  const styles = useStandInStyles();
  return (
    <div className={styles.shell}>
      <Button appearance="subtle" onClick={requestLogout}>
        Sign Out
      </Button>
      <main>{children}</main>
    </div>
  );
}
