import { useState } from 'react';
import { Body1, Button, Caption1, Field, Input, Link } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import type { CalendarSubscription } from '@cedar/shared/contract';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { shortDate } from '../../../../lib/dates';
import { messages } from '../../../../messages';
import { useSubscribeCalendarStyles } from './SubscribeCalendar.styles';

const t = messages.subscription;

/** Props of SubscriptionDetails. */
export interface SubscriptionDetailsProps {
  subscription: CalendarSubscription | null;
  /** True once the learner revoked the link in this dialog. */
  revoked: boolean;
  busy: boolean;
  timeZone: string;
  onCreate(): void;
  onRevoke(): void;
  /** The learner's link could not be read: only that, with Retry. */
  loadFailed?: boolean;
  onRetry?(): void;
  /** Making or revoking the link failed: said under the details, which stay as they were. */
  changeFailed?: boolean;
}

/** The feed's state with the failures of reading or changing it (the dialog's content). */
export function SubscriptionDetails(props: SubscriptionDetailsProps) {
  const styles = useSubscribeCalendarStyles();
  const { loadFailed, onRetry, changeFailed } = props;
  return (
    <>
      {loadFailed ? <PanelError text={t.loadFailed} onRetry={() => onRetry?.()} /> : <SubscriptionState {...props} />}
      {changeFailed ? (
        <Body1 role="alert" className={styles.error}>
          {t.failed}
        </Body1>
      ) : null}
    </>
  );
}

/** The feed's state: no link yet (Create), a link just made (copy it), or an older link (replace, revoke). */
function SubscriptionState({ subscription, revoked, busy, timeZone, onCreate, onRevoke }: SubscriptionDetailsProps) {
  const styles = useSubscribeCalendarStyles();
  const [copied, setCopied] = useState(false);
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  if (!subscription?.active) {
    return (
      <>
        {revoked ? <Body1 as="p">{t.revoked}</Body1> : <Body1 as="p">{t.intro}</Body1>}
        <div className={styles.actions}>
          <Button appearance="primary" disabled={busy} onClick={onCreate}>
            {busy ? t.creating : t.create}
          </Button>
        </div>
      </>
    );
  }
  const revoke = (
    <Button disabled={busy} onClick={onRevoke}>
      {t.revoke}
    </Button>
  );
  if (!subscription.url) {
    return (
      <>
        <Body1 as="p">{t.activeSince(shortDate(subscription.created_at, timeZone))}</Body1>
        <Caption1 className={styles.note}>{t.replaceNote}</Caption1>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={busy} onClick={onCreate}>
            {t.replace}
          </Button>
          {revoke}
        </div>
      </>
    );
  }
  const url = subscription.url;
  return (
    <>
      <div className={styles.linkRow}>
        <Field label={t.linkLabel} className={styles.linkField}>
          <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </Field>
        <Button icon={<CopyRegular />} onClick={() => void copy(url)}>
          {copied ? t.copied : t.copy}
        </Button>
      </div>
      {subscription.webcal_url ? <Link href={subscription.webcal_url}>{t.openInApp}</Link> : null}
      <Caption1 className={styles.note}>{t.keepPrivate}</Caption1>
      <div className={styles.actions}>{revoke}</div>
    </>
  );
}
