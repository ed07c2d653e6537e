import { Children, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { ArrowSwapRegular, DismissRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { Avatar } from '@cedar/shared/ui';
import { shellMessages as m } from '../messages';
import { profilePath } from '../nav-paths';
import { ShellNavLink } from '../ShellNavLink/ShellNavLink';
import { shellUserName, type ShellUser } from '../shell-types';
import { useShellDrawerStyles } from './ShellDrawer.styles';

export interface ShellDrawerProps {
  open: boolean;
  onClose(): void;
  user: ShellUser;
  /** Names the navigation landmark inside the drawer. */
  navLabel: string;
  /** The shell's navigation entries (ShellNavLink, variant 'side'), given the drawer's navigate. */
  links(navigate: (path: string) => void): ReactNode;
  onNavigate(path: string): void;
  /** The shell switch of coaches, or null. */
  switchTo: { label: string; onSelect(): void } | null;
  onSignOut(): void;
}

/**
 * The left drawer of small screens: the user's name and e-mail, the shell's navigation, My
 * Profile, the coach's shell switch and Sign Out. Every choice closes the drawer first.
 */
export function ShellDrawerPanel(props: ShellDrawerProps) {
  const { open, onClose, user, navLabel, switchTo } = props;
  const styles = useShellDrawerStyles();
  const name = shellUserName(user);
  const closing = (action: () => void) => () => {
    onClose();
    action();
  };
  const navigate = (path: string) => closing(() => props.onNavigate(path))();
  const links = [
    props.links(navigate),
    <ShellNavLink
      key="profile"
      href={profilePath(user.email)}
      icon={<PersonRegular />}
      label={m.myProfile}
      variant="side"
      onNavigate={navigate}
    />,
  ];
  const actions = [
    switchTo ? (
      <DrawerAction
        key="switch"
        icon={<ArrowSwapRegular />}
        label={switchTo.label}
        onClick={closing(switchTo.onSelect)}
      />
    ) : null,
    <DrawerAction key="signout" icon={<SignOutRegular />} label={m.signOut} onClick={closing(props.onSignOut)} />,
  ];
  return (
    <OverlayDrawer
      position="start"
      className={styles.drawer}
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      aria-label={navLabel}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={m.closeMenu} icon={<DismissRegular />} onClick={onClose} />}
        >
          <span className={styles.identity}>
            <Avatar imageUrl={user.imageUrl} firstName={user.firstName} lastName={user.lastName} name="" size={40} />
            <span className={styles.names}>
              <span className={styles.name}>{name}</span>
              <span className={styles.email}>{user.email}</span>
            </span>
          </span>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={navLabel}>
          <ul className={styles.list}>{Children.map(links, (link) => (link ? <li>{link}</li> : null))}</ul>
        </nav>
        <Divider className={styles.divider} />
        <ul className={styles.list}>{Children.map(actions, (action) => (action ? <li>{action}</li> : null))}</ul>
      </DrawerBody>
    </OverlayDrawer>
  );
}

/** A full-width drawer action button. */
function DrawerAction({ icon, label, onClick }: { icon: ReactElement; label: string; onClick(): void }) {
  const styles = useShellDrawerStyles();
  return (
    <Button appearance="subtle" className={styles.action} icon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
