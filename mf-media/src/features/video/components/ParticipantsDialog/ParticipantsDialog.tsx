import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Text,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useOpenedOnce } from '@cedar/shared/ui';
import { Link } from 'react-router-dom';
import { pagePath } from '@cedar/shared/contract';
import { Avatar } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import type { Participant } from '../../../../lib/types';
import { participantName } from '../../lib/participants';
import { useParticipantsStyles } from './ParticipantsDialog.styles';

/** The avatar stack shows at most 8 (§9). */
export const AVATAR_STACK_MAX = 8;

/** Props of ParticipantsDialog. */
export interface ParticipantsDialogProps {
  participants: readonly Participant[];
}

function ParticipantAvatar({ participant, className }: { participant: Participant; className?: string }) {
  const info = participant.mycedar_user_info;
  return (
    <Avatar
      className={className}
      size={32}
      name={participantName(participant, messages.videoPage.unknown)}
      imageUrl={info?.user_image_url ?? null}
      firstName={info?.first_name ?? participantName(participant, messages.videoPage.unknown)}
      lastName={info?.last_name ?? ''}
    />
  );
}

/** Avatar stack (8 at most, 32 px) that opens the participants dialog: the count and each participant. */
export function ParticipantsDialog({ participants }: ParticipantsDialogProps) {
  const styles = useParticipantsStyles();
  const t = messages.videoPage;
  // The dialog mounts once opened (see useOpenedOnce); the button is its focus-restore target.
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const restoreFocus = useRestoreFocusTarget();
  if (participants.length === 0) return null;
  const extra = participants.length - AVATAR_STACK_MAX;
  return (
    <>
      <Button
        appearance="transparent"
        className={styles.stack}
        aria-label={t.participantsCount(participants.length)}
        onClick={() => setOpen(true)}
        {...restoreFocus}
      >
        {participants.slice(0, AVATAR_STACK_MAX).map((p, i) => (
          <ParticipantAvatar key={`${p.id ?? p.name}-${i}`} participant={p} className={styles.stacked} />
        ))}
        {extra > 0 ? <Caption1 className={styles.more}>+{extra}</Caption1> : null}
      </Button>
      {opened ? (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t.participantsCount(participants.length)}</DialogTitle>
              <DialogContent>
                <ul className={styles.list}>
                  {participants.map((p, i) => {
                    const email = p.mycedar_user_info?.email;
                    const name = participantName(p, t.unknown);
                    return (
                      <li key={`${p.id ?? p.name}-${i}`} className={styles.row}>
                        <ParticipantAvatar participant={p} />
                        {email ? (
                          <Link to={pagePath('profile', { useremail: email })}>{name}</Link>
                        ) : (
                          <Text>{name}</Text>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="secondary">{t.close}</Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
