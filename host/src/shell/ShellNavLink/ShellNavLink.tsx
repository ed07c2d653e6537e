import type { MouseEvent, ReactNode } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { CedarLogo } from '@cedar/shared/ui';
import { useShellNavLinkStyles } from './ShellNavLink.styles';

export interface ShellNavLinkProps {
  href: string;
  icon?: ReactNode;
  label: string;
  active?: boolean;
  /** What the active link marks: the current page, or the current section of a page ('location'). */
  current?: 'page' | 'location';
  /** 'tab' for a header tab, 'side' for a left-navigation or drawer entry. */
  variant?: 'tab' | 'side';
  onNavigate(path: string): void;
}

/** A real link (so it can open in a new tab) whose plain click navigates in the app. */
export function ShellNavLink({
  href,
  icon,
  label,
  active = false,
  current = 'page',
  variant = 'tab',
  onNavigate,
}: ShellNavLinkProps) {
  const styles = useShellNavLinkStyles();
  return (
    <a
      href={href}
      aria-current={active ? current : undefined}
      className={mergeClasses(
        styles.base,
        variant === 'tab' ? styles.tab : styles.side,
        active && (variant === 'tab' ? styles.tabActive : styles.sideActive),
      )}
      onClick={inAppClick(href, onNavigate)}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {label}
    </a>
  );
}

/** A click handler that navigates in the app, leaving modified clicks (new tab, new window) to the browser. */
export function inAppClick(href: string, onNavigate: (path: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}

/** The Cedar logo, linking Home. */
export function ShellLogoLink({
  onNavigate,
  inverted = false,
}: {
  onNavigate(path: string): void;
  inverted?: boolean;
}) {
  const styles = useShellNavLinkStyles();
  return (
    <a href="/" className={styles.logo} onClick={inAppClick('/', onNavigate)}>
      <CedarLogo size="small" inverted={inverted} />
    </a>
  );
}
