import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowSwapRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { Avatar } from '@cedar/shared/ui';
import { shellMessages as m } from '../messages';
import { shellUserName, type ShellUser } from '../shell-types';
import { useUserMenuStyles } from './UserMenu.styles';

export interface UserMenuProps {
  user: ShellUser;
  onMyProfile(): void;
  onSignOut(): void;
  /** The switch between shells, offered to coaches only: its label and action. */
  switchTo?: { label: string; onSelect(): void } | null;
}

/** The avatar menu of both shells: My Profile, the coach's shell switch, Sign Out. */
export function UserMenu({ user, onMyProfile, onSignOut, switchTo }: UserMenuProps) {
  const styles = useUserMenuStyles();
  const name = shellUserName(user);
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={`${m.accountMenu}: ${name}`}>
          <Avatar imageUrl={user.imageUrl} firstName={user.firstName} lastName={user.lastName} name="" size={32} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.identity}>
          <span className={styles.name}>{name}</span>
          <span className={styles.email}>{user.email}</span>
        </div>
        <MenuDivider />
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={onMyProfile}>
            {m.myProfile}
          </MenuItem>
          {switchTo ? (
            <MenuItem icon={<ArrowSwapRegular />} onClick={switchTo.onSelect}>
              {switchTo.label}
            </MenuItem>
          ) : null}
          <MenuItem icon={<SignOutRegular />} onClick={onSignOut}>
            {m.signOut}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
