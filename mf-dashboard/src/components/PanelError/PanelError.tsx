import { LoadError } from '@cedar/shared/ui';
import { messages } from '../../messages';

/** Props of PanelError. */
export interface PanelErrorProps {
  /** What could not load, in the panel's words. */
  text?: string;
  onRetry(): void;
}

/** A panel whose data did not load: the portal's load error, with the dashboard's default text. */
export function PanelError({ text = messages.panel.loadFailed, onRetry }: PanelErrorProps) {
  return <LoadError text={text} onRetry={onRetry} />;
}
