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
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useOpenedOnce } from '@cedar/shared/ui';
import { CalendarAddRegular } from '@fluentui/react-icons';
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

/** "Subscribe to calendar": the learner's personal ICS feed of the cohort, made, copied or revoked. */
export function SubscribeCalendar() {
  const styles = useSubscribeCalendarStyles();
  const { timeZone } = useDashboardCohort();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const subscription = useCalendarSubscription(open);
  // The dialog mounts once opened (see useOpenedOnce); the button is its focus-restore target.
  const opened = useOpenedOnce(open);
  const restoreFocus = useRestoreFocusTarget();

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
    <>
      <Button appearance="subtle" icon={<CalendarAddRegular />} onClick={() => setOpen(true)} {...restoreFocus}>
        {t.open}
      </Button>
      {opened ? (
        <Dialog
          open={open}
          onOpenChange={(_, data) => {
            setOpen(data.open);
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
      ) : null}
    </>
  );
}
