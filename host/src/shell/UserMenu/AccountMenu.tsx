import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ArrowSwapRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { Avatar } from '@cedar/shared/ui';
import { useAnalyticsConsent } from '../../telemetry/use-analytics-consent';
import { shellUserName } from '../shell-types';
import { shellMessages as m } from '../messages';
import { accountMenuLabel, type UserMenuProps } from './user-menu-types';
import { useUserMenuStyles } from './UserMenu.styles';

/**
 * The avatar menu of both shells (loaded by UserMenu on first use, and then open): My Profile, the coach's shell switch, the usage-analytics
 * consent (the tag manager; off and locked while the browser sends Global Privacy Control),
 * Sign Out.
 *
 * The menu appears where it stays: Fluent's entrance motion slides a menu 10 px into place over
 * about half a second (in Chromium, Sign Out kept moving for 0.5 s after the menu opened, and
 * nothing moved it afterwards). A press near an item's edge while it slides can be released
 * over the next item or the divider: no click reaches Sign Out, the menu stays open and the
 * person stays signed in.
 */
export function AccountMenu({ user, onMyProfile, onSignOut, switchTo }: UserMenuProps) {
  const styles = useUserMenuStyles();
  const name = shellUserName(user);
  const consent = useAnalyticsConsent();
  const analyticsOn = consent.enabled && !consent.blockedByBrowser;
  return (
    <Menu
      defaultOpen
      positioning="below-end"
      surfaceMotion={null}
      checkedValues={{ privacy: analyticsOn ? ['analytics'] : [] }}
      onCheckedValueChange={(_event, { name: group, checkedItems }) => {
        if (group === 'privacy') consent.setEnabled(checkedItems.includes('analytics'));
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={accountMenuLabel(user)}>
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
          <MenuItemCheckbox name="privacy" value="analytics" disabled={consent.blockedByBrowser} persistOnClick>
            {consent.blockedByBrowser ? m.analyticsBlocked : m.analyticsConsent}
          </MenuItemCheckbox>
          <MenuItem icon={<SignOutRegular />} onClick={onSignOut}>
            {m.signOut}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
