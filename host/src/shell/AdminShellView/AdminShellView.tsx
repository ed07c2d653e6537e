import { useState, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import {
  ChatHelpRegular,
  GridRegular,
  HeartPulseRegular,
  MegaphoneRegular,
  NavigationRegular,
  PeopleRegular,
  SettingsRegular,
  VideoClipMultipleRegular,
  WrenchSettingsRegular,
} from '@fluentui/react-icons';
import { useIsSmallScreen } from '@cedar/shared/ui';
import { CohortPicker, type AdminCohortOption } from '../CohortPicker/CohortPicker';
import { shellMessages as m } from '../messages';
import { profilePath } from '../nav-paths';
import type { ShellLayout, ShellUser } from '../shell-types';
import { ShellDrawer } from '../ShellDrawer/ShellDrawer';
import { ShellLogoLink, ShellNavLink } from '../ShellNavLink/ShellNavLink';
import { UserMenu } from '../UserMenu/UserMenu';
import {
  adminLevel2Menu,
  adminNavEntries,
  isCohortPickerUnavailable,
  type AdminNavEntry,
  type AdminNavFacts,
} from './admin-nav';
import { useAdminShellViewStyles } from './AdminShellView.styles';

export interface AdminShellViewProps extends AdminNavFacts {
  user: ShellUser;
  currentPath: string;
  /** The location's hash: the level-2 menu marks the section it names. */
  currentHash?: string;
  /** Coaches are offered Switch to Learner Dashboard. */
  isCoach: boolean;
  cohorts: AdminCohortOption[];
  selectedCohortId: number | null;
  onSelectCohort(cohortId: number): void;
  /** The create button of the current page, when the user may create there (§2.4). */
  createButton?: ReactNode;
  onNavigate(path: string): void;
  onSwitchToLearner(): void;
  onSignOut(): void;
  layout?: ShellLayout;
  /** The routed page. */
  children: ReactNode;
}

const ICONS: Record<AdminNavEntry['key'], ReactNode> = {
  overview: <GridRegular />,
  supportRequests: <ChatHelpRegular />,
  announcements: <MegaphoneRegular />,
  videoLibrary: <VideoClipMultipleRegular />,
  people: <PeopleRegular />,
  settings: <WrenchSettingsRegular />,
  admin: <SettingsRegular />,
  remoteHealth: <HeartPulseRegular />,
};

/**
 * The admin console's frame (admin-console §2.1): left navigation, top bar, level-2 menu and
 * content pane. The level-2 menu lists the sections of the settings and admin pages (§2.2)
 * that the user's menu keys open.
 */
export function AdminShellView(props: AdminShellViewProps) {
  const { user, currentPath, currentHash, isCoach, onNavigate, onSwitchToLearner, onSignOut, layout = 'auto' } = props;
  const styles = useAdminShellViewStyles();
  const small = useIsSmallScreen();
  const compact = layout === 'compact' || (layout === 'auto' && small);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entries = adminNavEntries(props);
  const level2 = adminLevel2Menu(currentPath, props);
  const links = (navigate: (path: string) => void) =>
    entries.map((entry) => (
      <ShellNavLink
        key={entry.key}
        href={entry.href}
        icon={ICONS[entry.key]}
        label={entry.label}
        active={entry.matches(currentPath)}
        variant="side"
        onNavigate={navigate}
      />
    ));

  return (
    <div className={styles.root}>
      {compact ? null : (
        <aside className={styles.sidebar}>
          <span className={styles.logo}>
            <ShellLogoLink onNavigate={onNavigate} />
          </span>
          <nav aria-label={m.adminNavigation} className={styles.nav}>
            <ul className={styles.navList}>
              {links(onNavigate).map((link, i) => (
                <li key={entries[i]!.key} className={entries[i]!.key === 'admin' ? styles.navAdmin : undefined}>
                  {link}
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      )}
      <div className={styles.column}>
        <header className={styles.topBar}>
          {compact ? (
            <>
              <Button
                appearance="subtle"
                icon={<NavigationRegular />}
                aria-label={m.openMenu}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              />
              <ShellLogoLink onNavigate={onNavigate} />
            </>
          ) : null}
          <span className={styles.picker}>
            <CohortPicker
              cohorts={props.cohorts}
              selectedCohortId={props.selectedCohortId}
              onSelectCohort={props.onSelectCohort}
              unavailable={isCohortPickerUnavailable(currentPath)}
            />
          </span>
          <span className={styles.spacer} />
          {props.createButton ? <span className={styles.create}>{props.createButton}</span> : null}
          {compact ? null : (
            <UserMenu
              user={user}
              onMyProfile={() => onNavigate(profilePath(user.email))}
              onSignOut={onSignOut}
              switchTo={isCoach ? { label: m.switchToLearner, onSelect: onSwitchToLearner } : null}
            />
          )}
        </header>
        {level2 ? (
          <nav aria-label={level2.label} className={styles.level2}>
            <ul className={styles.level2List}>
              {level2.items.map((item) => (
                <li key={item.hash}>
                  <ShellNavLink
                    href={item.href}
                    label={item.label}
                    active={item.hash === currentHash}
                    current="location"
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main className={styles.content}>{props.children}</main>
      </div>
      {compact ? (
        <ShellDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          navLabel={m.adminNavigation}
          links={links}
          onNavigate={onNavigate}
          switchTo={isCoach ? { label: m.switchToLearner, onSelect: onSwitchToLearner } : null}
          onSignOut={onSignOut}
        />
      ) : null}
    </div>
  );
}
