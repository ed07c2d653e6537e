import type { ReactNode } from 'react';
import { LearnerHeader, type LearnerHeaderProps } from '../LearnerHeader/LearnerHeader';
import { useLearnerShellStyles } from './LearnerShell.styles';

export interface LearnerShellProps extends LearnerHeaderProps {
  /** The routed page. */
  children: ReactNode;
}

/** The learner shell: the header above the content pane. */
export function LearnerShell({ children, ...header }: LearnerShellProps) {
  const styles = useLearnerShellStyles();
  return (
    <div className={styles.root}>
      <LearnerHeader {...header} />
      <main className={styles.content}>{children}</main>
    </div>
  );
}
