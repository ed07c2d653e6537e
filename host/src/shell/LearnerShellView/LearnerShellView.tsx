import type { ReactNode } from 'react';
import { LearnerHeader, type LearnerHeaderProps } from '../LearnerHeader/LearnerHeader';
import { useLearnerShellViewStyles } from './LearnerShellView.styles';

export interface LearnerShellViewProps extends LearnerHeaderProps {
  /** The routed page. */
  children: ReactNode;
}

/** The learner shell: the header above the content pane. */
export function LearnerShellView({ children, ...header }: LearnerShellViewProps) {
  const styles = useLearnerShellViewStyles();
  return (
    <div className={styles.root}>
      <LearnerHeader {...header} />
      <main className={styles.content}>{children}</main>
    </div>
  );
}
