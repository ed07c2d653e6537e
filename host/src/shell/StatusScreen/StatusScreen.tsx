import type { ReactNode } from 'react';
import { Body1, Title3 } from '@fluentui/react-components';
import { CedarLogo } from '@cedar/shared/ui/core';
import { useStatusScreenStyles } from './StatusScreen.styles';

export interface StatusScreenProps {
  icon?: ReactNode;
  title: string;
  lines?: ReactNode[];
  /** Buttons under the text. */
  actions?: ReactNode;
  /** 'screen' fills the window with the logo above (outside a shell); 'page' sits in a shell's content pane. */
  variant?: 'screen' | 'page';
}

/** The frame of the access and error screens: logo, a card with a title, lines of text and actions. */
export function StatusScreen({ icon, title, lines = [], actions, variant = 'screen' }: StatusScreenProps) {
  const styles = useStatusScreenStyles();
  const card = (
    <section className={styles.card} aria-labelledby="status-screen-title">
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title3 as="h1" id="status-screen-title" className={styles.title}>
        {title}
      </Title3>
      {lines.map((line, i) => (
        <Body1 as="p" key={i} className={styles.line}>
          {line}
        </Body1>
      ))}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
  if (variant === 'page') return <div className={styles.page}>{card}</div>;
  return (
    <main className={styles.screen}>
      <CedarLogo size="large" />
      {card}
    </main>
  );
}
