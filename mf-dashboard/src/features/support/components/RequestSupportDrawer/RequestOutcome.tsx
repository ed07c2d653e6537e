import { Body1, Button, Spinner, Subtitle1 } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { useRequestSupportDrawerStyles } from './RequestSupportDrawer.styles';

const t = messages.request;

/** 'Sending your request...' while the request is on its way. */
export function RequestSending() {
  const styles = useRequestSupportDrawerStyles();
  return (
    <div className={styles.outcome} role="status">
      <Spinner size="large" label={t.sending} labelPosition="below" />
    </div>
  );
}

/** The request arrived: what happens next, and Done. */
export function RequestSuccess({ onDone }: { onDone(): void }) {
  const styles = useRequestSupportDrawerStyles();
  return (
    <div className={styles.outcome} role="status">
      <CheckmarkCircleRegular className={styles.successIcon} aria-hidden="true" />
      <Subtitle1 as="h3">{t.successTitle}</Subtitle1>
      <Body1 as="p">{t.successText}</Body1>
      <Button appearance="primary" onClick={onDone}>
        {t.done}
      </Button>
    </div>
  );
}

/** The request failed (§8): Go Back to the form, or Retry. */
export function RequestFailure({ onGoBack, onRetry }: { onGoBack(): void; onRetry(): void }) {
  const styles = useRequestSupportDrawerStyles();
  return (
    <div className={styles.outcome} role="alert">
      <ErrorCircleRegular className={styles.failureIcon} aria-hidden="true" />
      <Subtitle1 as="h3">{t.failureTitle}</Subtitle1>
      <Body1 as="p">{t.failureText}</Body1>
      <div className={styles.actions}>
        <Button onClick={onGoBack}>{t.goBack}</Button>
        <Button appearance="primary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    </div>
  );
}
