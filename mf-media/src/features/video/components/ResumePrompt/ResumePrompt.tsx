import { Button } from '@fluentui/react-components';
import { DismissRegular, PlayRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { shortClock } from '@cedar/shared/domain';
import { useResumePromptStyles } from './ResumePrompt.styles';

/** Props of ResumePrompt. */
export interface ResumePromptProps {
  /** Seconds where the learner stopped. */
  at: number;
  onResume: () => void;
  onDismiss: () => void;
}

/** 'Resume from 12:34' over the player, with a button to dismiss it. */
export function ResumePrompt({ at, onResume, onDismiss }: ResumePromptProps) {
  const styles = useResumePromptStyles();
  const t = messages.videoPage;
  const label = t.resumeFrom(shortClock(at));
  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Button appearance="primary" icon={<PlayRegular />} onClick={onResume}>
        {label}
      </Button>
      <Button
        appearance="subtle"
        className={styles.dismiss}
        icon={<DismissRegular />}
        aria-label={t.dismissResume}
        onClick={onDismiss}
      />
    </div>
  );
}
