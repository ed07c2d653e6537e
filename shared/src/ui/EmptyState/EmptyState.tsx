import type { ReactNode } from 'react';
import { Body1, Subtitle1 } from '@fluentui/react-components';
import { useEmptyStateStyles } from './EmptyState.styles.ts';

/** Props of EmptyState. */
export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
}

/** Tells that a list or page has nothing to show, and what to do next. */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  const styles = useEmptyStateStyles();
  return (
    <section className={styles.root} aria-label={title}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Subtitle1 as="h2">{title}</Subtitle1>
      {message ? <Body1 className={styles.message}>{message}</Body1> : null}
      {action}
    </section>
  );
}
