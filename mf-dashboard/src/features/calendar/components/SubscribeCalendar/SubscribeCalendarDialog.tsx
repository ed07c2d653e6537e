import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
} from '@fluentui/react-components';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { messages } from '../../../../messages';
import {
  createCalendarSubscription,
  revokeCalendarSubscription,
  useCalendarSubscription,
} from '../../api/calendar-subscription';
import { SubscriptionDetails } from './SubscriptionDetails';
import { useSubscribeCalendarStyles } from './SubscribeCalendar.styles';

const t = messages.subscription;

/** Props of SubscribeCalendarDialog. */
export interface SubscribeCalendarDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The dialog of "Subscribe to calendar": fetched, then kept mounted, from its first opening. */
export function SubscribeCalendarDialog({ open, onOpenChange }: SubscribeCalendarDialogProps) {
  const styles = useSubscribeCalendarStyles();
  const { timeZone } = useDashboardCohort();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const subscription = useCalendarSubscription(open);

  const change = async (action: 'create' | 'revoke') => {
    setBusy(true);
    setFailed(false);
    try {
      if (action === 'create') {
        await subscription.mutate(await createCalendarSubscription(), { revalidate: false });
      } else {
        await revokeCalendarSubscription();
        await subscription.mutate(null, { revalidate: false });
      }
      setRevoked(action === 'revoke');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        onOpenChange(data.open);
        // The link is shown only once: closing the dialog forgets it.
        if (!data.open) void subscription.mutate(undefined, { revalidate: false });
        setRevoked(false);
        setFailed(false);
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {subscription.data === undefined && !subscription.error ? (
              <Spinner size="small" />
            ) : (
              <SubscriptionDetails
                subscription={subscription.data ?? null}
                revoked={revoked}
                busy={busy}
                timeZone={timeZone}
                onCreate={() => void change('create')}
                onRevoke={() => void change('revoke')}
                loadFailed={Boolean(subscription.error)}
                onRetry={() => void subscription.mutate()}
                changeFailed={failed}
              />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
