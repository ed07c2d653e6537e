import { useState } from 'react';
import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { lazyOnceOpened } from '@cedar/shared/ui';
import { CalendarAddRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import type { SubscribeCalendarDialogProps } from './SubscribeCalendarDialog';

const t = messages.subscription;

/** The dialog's code is fetched when it first opens (ADR 0042), then it stays mounted. */
const SubscribeCalendarDialog = lazyOnceOpened<SubscribeCalendarDialogProps>(() =>
  import('./SubscribeCalendarDialog').then((module) => module.SubscribeCalendarDialog),
);

/** "Subscribe to calendar": the learner's personal ICS feed of the cohort, made, copied or revoked. */
export function SubscribeCalendar() {
  const [open, setOpen] = useState(false);
  // The button is the dialog's focus-restore target.
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Button appearance="subtle" icon={<CalendarAddRegular />} onClick={() => setOpen(true)} {...restoreFocus}>
        {t.open}
      </Button>
      <SubscribeCalendarDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
