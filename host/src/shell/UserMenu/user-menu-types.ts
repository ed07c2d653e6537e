import { initials } from '@cedar/shared/domain';
import { shellMessages as m } from '../messages';
import { shellUserName, type ShellUser } from '../shell-types';

export interface UserMenuProps {
  user: ShellUser;
  onMyProfile(): void;
  onSignOut(): void;
  /** The switch between shells, offered to coaches only: its label and action. */
  switchTo?: { label: string; onSelect(): void } | null;
}

/**
 * The account button's name. Without a picture the button shows initials: its name says them
 * too, so a voice control user who says what they see reaches it (WCAG 2.5.3, label in name).
 */
export function accountMenuLabel(user: ShellUser): string {
  const name = shellUserName(user);
  const shown = user.imageUrl ? '' : initials({ first_name: user.firstName, last_name: user.lastName });
  return shown ? `${shown}, ${m.accountMenu}: ${name}` : `${m.accountMenu}: ${name}`;
}
