import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { Avatar } from '@cedar/shared/ui';
import { accountMenuLabel, type UserMenuProps } from './user-menu-types';
import { useUserMenuStyles } from './UserMenu.styles';

export type { UserMenuProps } from './user-menu-types';

/** The menu itself (Fluent's menu and its positioning): a chunk fetched when first wanted. */
const loadAccountMenu = () => import(/* webpackChunkName: "account-menu" */ './AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/**
 * The avatar button of both shells. Its menu is not part of the first page (ADR 0042): the
 * button alone shows until first pressed, and fetches the menu as the pointer or focus reaches
 * it, so the menu usually opens at once; the menu then opens where the button was pressed and
 * stays mounted.
 */
export function UserMenu(props: UserMenuProps) {
  const styles = useUserMenuStyles();
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadAccountMenu().catch(() => undefined);
  const button = (onClick?: () => void) => (
    <Button
      appearance="transparent"
      className={styles.trigger}
      aria-label={accountMenuLabel(props.user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      <Avatar
        imageUrl={props.user.imageUrl}
        firstName={props.user.firstName}
        lastName={props.user.lastName}
        name=""
        size={32}
      />
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
