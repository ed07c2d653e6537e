import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { HomeRegular, NavigationRegular, PeopleCommunityRegular, VideoClipRegular } from '@fluentui/react-icons';
import { useIsSmallScreen } from '@cedar/shared/ui';
import { shellMessages as m } from '../messages';
import { LEARNER_PATHS, activeLearnerTab, profilePath } from '../nav-paths';
import type { ShellLayout, ShellUser } from '../shell-types';
import { ShellDrawer } from '../ShellDrawer/ShellDrawer';
import { ShellLogoLink, ShellNavLink } from '../ShellNavLink/ShellNavLink';
import { UserMenu } from '../UserMenu/UserMenu';
import { useLearnerHeaderStyles } from './LearnerHeader.styles';

export interface LearnerHeaderProps {
  user: ShellUser;
  /** The current location's pathname: it picks the active tab. */
  currentPath: string;
  /** Coaches are offered Switch to ACP. */
  isCoach: boolean;
  onNavigate(path: string): void;
  onSwitchToAcp(): void;
  onSignOut(): void;
  /** 'auto' follows the screen width (drawer below 600 px). */
  layout?: ShellLayout;
}

const TABS = [
  { key: 'home', label: m.home, icon: <HomeRegular /> },
  { key: 'watch', label: m.watch, icon: <VideoClipRegular /> },
  { key: 'connect', label: m.connect, icon: <PeopleCommunityRegular /> },
] as const;

/** The learner shell's header (§2.4): tabs Home, Watch, Connect and the avatar menu; a left drawer on small screens. */
export function LearnerHeader(props: LearnerHeaderProps) {
  const { user, currentPath, isCoach, onNavigate, onSwitchToAcp, onSignOut, layout = 'auto' } = props;
  const styles = useLearnerHeaderStyles();
  const small = useIsSmallScreen();
  const compact = layout === 'compact' || (layout === 'auto' && small);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeLearnerTab(currentPath);
  const links = (variant: 'tab' | 'side', navigate: (path: string) => void) =>
    TABS.map((tab) => (
      <ShellNavLink
        key={tab.key}
        href={LEARNER_PATHS[tab.key]}
        icon={tab.icon}
        label={tab.label}
        active={active === tab.key}
        variant={variant}
        onNavigate={navigate}
      />
    ));

  return (
    <header className={styles.bar}>
      {compact ? (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={m.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
      ) : null}
      <ShellLogoLink onNavigate={onNavigate} />
      {compact ? null : (
        <nav aria-label={m.mainNavigation} className={styles.tabs}>
          {links('tab', onNavigate)}
        </nav>
      )}
      <span className={styles.spacer} />
      {compact ? null : (
        <UserMenu
          user={user}
          onMyProfile={() => onNavigate(profilePath(user.email))}
          onSignOut={onSignOut}
          switchTo={isCoach ? { label: m.switchToAcp, onSelect: onSwitchToAcp } : null}
        />
      )}
      {compact ? (
        <ShellDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          navLabel={m.mainNavigation}
          links={(navigate) => links('side', navigate)}
          onNavigate={onNavigate}
          switchTo={isCoach ? { label: m.switchToAcp, onSelect: onSwitchToAcp } : null}
          onSignOut={onSignOut}
        />
      ) : null}
    </header>
  );
}
