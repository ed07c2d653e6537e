import { type ReactNode, useId } from 'react';
import { Subtitle1, mergeClasses } from '@fluentui/react-components';
import { useDashboardPanelStyles } from './DashboardPanel.styles';

/** Props of DashboardPanel. */
export interface DashboardPanelProps {
  title: string;
  /** Buttons or keys beside the title. */
  actions?: ReactNode;
  /** True while the panel's data loads (announced to assistive technology). */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** The frame of every dashboard panel: a titled region (h2) with optional header actions. */
export function DashboardPanel({ title, actions, busy = false, className, children }: DashboardPanelProps) {
  const styles = useDashboardPanelStyles();
  const headingId = useId();
  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby={headingId} aria-busy={busy}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={headingId} className={styles.title}>
          {title}
        </Subtitle1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
