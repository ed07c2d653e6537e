import { Body1, Button, Card, CardFooter, CardHeader, Spinner, Subtitle2 } from '@fluentui/react-components';
import { PlugDisconnectedRegular } from '@fluentui/react-icons';
import { uiMessages } from '../messages.ts';
import { useRemoteFallbackCardStyles } from './RemoteFallbackCard.styles.ts';

/** Props of RemoteFallbackCard. */
export interface RemoteFallbackCardProps {
  title?: string;
  text?: string;
  /** True while a retry is loading the part again. */
  busy?: boolean;
  onRetry(): void;
}

/** Stands in for a part of the portal that failed to load, with a Retry button. */
export function RemoteFallbackCard({
  title = uiMessages.remoteFallbackTitle,
  text = uiMessages.remoteFallbackText,
  busy = false,
  onRetry,
}: RemoteFallbackCardProps) {
  const styles = useRemoteFallbackCardStyles();
  return (
    <Card className={styles.card} role="alert" aria-busy={busy}>
      <CardHeader
        image={<PlugDisconnectedRegular className={styles.icon} aria-hidden="true" />}
        header={<Subtitle2 as="h2">{title}</Subtitle2>}
      />
      <Body1 className={styles.text}>{text}</Body1>
      <CardFooter>
        <Button
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={onRetry}
        >
          {busy ? uiMessages.retrying : uiMessages.retry}
        </Button>
      </CardFooter>
    </Card>
  );
}
