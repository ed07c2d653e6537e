import { Body1, Button } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { messages } from '../../messages';
import { usePanelErrorStyles } from './PanelError.styles';

/** Props of PanelError. */
export interface PanelErrorProps {
  /** What could not load, in the panel's words. */
  text?: string;
  onRetry(): void;
}

/** A panel whose data did not load: what failed and a Retry button. */
export function PanelError({ text = messages.panel.loadFailed, onRetry }: PanelErrorProps) {
  const styles = usePanelErrorStyles();
  return (
    <div className={styles.root} role="alert">
      <ErrorCircleRegular aria-hidden="true" />
      <Body1 className={styles.text}>{text}</Body1>
      <Button size="small" onClick={onRetry}>
        {messages.panel.retry}
      </Button>
    </div>
  );
}
