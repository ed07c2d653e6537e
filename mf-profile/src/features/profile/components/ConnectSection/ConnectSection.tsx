import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { visibleSocialLinks } from '../../lib/social-links';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { useConnectSectionStyles } from './ConnectSection.styles';
import { socialIcon } from './social-icons';

interface ConnectSectionProps {
  profile: Partial<UserProfile>;
}

/** Connect (§2.5): social links as icons opening in a new tab; slack and incomplete rows are skipped. */
export function ConnectSection({ profile }: ConnectSectionProps) {
  const styles = useConnectSectionStyles();
  const links = visibleSocialLinks(profile.user_social_media_links);
  return (
    <ProfileSection title={t.connect}>
      <ul className={styles.list}>
        {links.map((link) => {
          const Icon = socialIcon(link.network);
          return (
            <li key={link.key}>
              <a
                className={styles.link}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.socialLink(link.label)}
                title={link.href}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.label} aria-hidden="true">
                  {link.label}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
