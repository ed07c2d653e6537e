import { Body1, Button, Spinner } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { uiMessages } from '../messages.ts';
import { useLoadErrorStyles } from './LoadError.styles.ts';

/** Props of LoadError. */
export interface LoadErrorProps {
  /** What could not load, in the words of the panel or page. */
  text?: string;
  /** True while Retry is loading the data again. */
  busy?: boolean;
  onRetry(): void;
}

/**
 * Data of a panel or page that did not load: what failed and a Retry button. Shown in place of
 * the empty texts, so a failed load never reads as "there is nothing".
 */
export function LoadError({ text = uiMessages.loadFailed, busy = false, onRetry }: LoadErrorProps) {
  const styles = useLoadErrorStyles();
  return (
    <div className={styles.root} role="alert" aria-busy={busy}>
      <ErrorCircleRegular className={styles.icon} aria-hidden="true" />
      <Body1 className={styles.text}>{text}</Body1>
      <Button size="small" disabled={busy} icon={busy ? <Spinner size="extra-tiny" /> : undefined} onClick={onRetry}>
        {busy ? uiMessages.retrying : uiMessages.retry}
      </Button>
    </div>
  );
}
