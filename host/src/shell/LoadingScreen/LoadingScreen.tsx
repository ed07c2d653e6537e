import { useEffect, useState } from 'react';
import { Body1, ProgressBar, Title2 } from '@fluentui/react-components';
import { LIMITS } from '@cedar/shared/domain';
import { CedarLogo } from '@cedar/shared/ui/core';
import { shellMessages as m } from '../messages';
import { useLoadingScreenStyles } from './LoadingScreen.styles';

/** How often the progress bar moves. */
const TICK_MS = 100;

export interface LoadingScreenProps {
  /** Greets the user by first name once it is known. */
  firstName?: string | null;
  /**
   * When the wait began (epoch ms), read once on mount; default: the mount. The bar and the
   * message count from it, so a screen shown part-way through a wait continues where it was.
   */
  startedAt?: number;
}

function elapsedSince(start: number): number {
  return Math.min(Math.max(Date.now() - start, 0), LIMITS.loaderProgressMs);
}

/**
 * Shown while the user's data and the first page load (§2.3): a greeting, a 10 s progress bar
 * and a message that changes at 6 s. Keep one mounted for the whole wait: a new mount starts over.
 */
export function LoadingScreen({ firstName, startedAt }: LoadingScreenProps) {
  const styles = useLoadingScreenStyles();
  const [start] = useState(() => startedAt ?? Date.now());
  const [elapsed, setElapsed] = useState(() => elapsedSince(start));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = elapsedSince(start);
      setElapsed(now);
      if (now >= LIMITS.loaderProgressMs) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [start]);
  const message = elapsed >= LIMITS.loaderMessageChangeMs ? m.letsGo : m.gettingReady;
  return (
    <main className={styles.root} aria-busy="true">
      <CedarLogo size="large" />
      <Title2 as="h1" className={styles.greeting}>
        {firstName ? `${m.welcome} ${firstName}` : m.welcome}
      </Title2>
      <ProgressBar
        className={styles.progress}
        aria-label={m.loadingProgress}
        value={elapsed / LIMITS.loaderProgressMs}
        thickness="large"
        shape="rounded"
      />
      <Body1 className={styles.message} aria-live="polite">
        {message}
      </Body1>
    </main>
  );
}
