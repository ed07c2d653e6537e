import { Children, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Avatar } from '@cedar/shared/ui';
import { shellMessages as m } from '../messages';
import { shellUserName, type ShellUser } from '../shell-types';
import { useShellDrawerStyles } from './ShellDrawer.styles';

export interface ShellDrawerProps {
  open: boolean;
  onClose(): void;
  user: ShellUser;
  /** Names the navigation landmark inside the drawer. */
  navLabel: string;
  /** Navigation entries (ShellNavLink, variant 'side'). */
  links: ReactNode;
  /** Actions under the links (shell switch, Sign Out). */
  actions: ReactNode;
}

/** The left drawer of small screens: the user's name and e-mail, the navigation and the account actions. */
export function ShellDrawer({ open, onClose, user, navLabel, links, actions }: ShellDrawerProps) {
  const styles = useShellDrawerStyles();
  const name = shellUserName(user);
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
export function DrawerAction({ icon, label, onClick }: { icon: ReactElement; label: string; onClick(): void }) {
  const styles = useShellDrawerStyles();
  return (
    <Button appearance="subtle" className={styles.action} icon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
