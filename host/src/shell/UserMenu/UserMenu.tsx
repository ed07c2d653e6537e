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
import { initials } from '@cedar/shared/domain';
import { Avatar } from '@cedar/shared/ui';
import { useAnalyticsConsent } from '../../telemetry/use-analytics-consent';
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

/**
 * The avatar menu of both shells: My Profile, the coach's shell switch, the usage-analytics
 * consent (the tag manager; off and locked while the browser sends Global Privacy Control),
 * Sign Out.
 *
 * The menu appears where it stays: Fluent's entrance motion slides a menu 10 px into place over
 * about half a second (in Chromium, Sign Out kept moving for 0.5 s after the menu opened, and
 * nothing moved it afterwards). A press near an item's edge while it slides can be released
 * over the next item or the divider: no click reaches Sign Out, the menu stays open and the
 * person stays signed in.
 */
export function UserMenu({ user, onMyProfile, onSignOut, switchTo }: UserMenuProps) {
  const styles = useUserMenuStyles();
  const name = shellUserName(user);
  const consent = useAnalyticsConsent();
  const analyticsOn = consent.enabled && !consent.blockedByBrowser;
  // Without a picture the button shows initials: its name says them too, so a voice control
  // user who says what they see reaches it (WCAG 2.5.3, label in name).
  const shown = user.imageUrl ? '' : initials({ first_name: user.firstName, last_name: user.lastName });
  const label = shown ? `${shown}, ${m.accountMenu}: ${name}` : `${m.accountMenu}: ${name}`;
  return (
    <Menu
      positioning="below-end"
      surfaceMotion={null}
      checkedValues={{ privacy: analyticsOn ? ['analytics'] : [] }}
      onCheckedValueChange={(_event, { name: group, checkedItems }) => {
        if (group === 'privacy') consent.setEnabled(checkedItems.includes('analytics'));
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={label}>
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
