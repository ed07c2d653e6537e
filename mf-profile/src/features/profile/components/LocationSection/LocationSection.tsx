import { Body1, Caption1 } from '@fluentui/react-components';
import { ClockRegular, LocationRegular } from '@fluentui/react-icons';
import type { UserProfile } from '@cedar/shared/contract';
import { profilePageMessages as t } from '../../../../messages';
import { shownLocation, shownTimeZone } from '../../lib/profile-sections';
import { localTimeText, timeZoneName, timeZoneOffsetText } from '../../lib/time-zone-offset';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { useLocationSectionStyles } from './LocationSection.styles';

interface LocationSectionProps {
  profile: Partial<UserProfile>;
  /** The viewer's IANA zone: their profile's, else the browser's. */
  viewerTimeZone: string;
  now: Date;
}

/** Location (§2.5): where the person lives and their time zone relative to the viewer, each when shown. */
export function LocationSection({ profile, viewerTimeZone, now }: LocationSectionProps) {
  const styles = useLocationSectionStyles();
  const place = shownLocation(profile);
  const zone = shownTimeZone(profile);
  const zoneName = timeZoneName(zone);
  const offset = zone ? timeZoneOffsetText(zone, viewerTimeZone, now) : null;
  const localTime = localTimeText(zone?.time_zone_id, now);

  return (
    <ProfileSection title={t.location}>
      {place ? (
        <p className={styles.row}>
          <LocationRegular className={styles.icon} aria-hidden="true" />
          <Body1 className={styles.text}>{t.livesIn(place)}</Body1>
        </p>
      ) : null}
      {zoneName ? (
        <div className={styles.row}>
          <ClockRegular className={styles.icon} aria-label={t.timeZone} role="img" />
          <div className={styles.lines}>
            <Body1 as="p" className={styles.text}>
              {zoneName}
            </Body1>
            {offset ? (
              <Caption1 as="p" className={styles.offset}>
                {offset}
              </Caption1>
            ) : null}
            {localTime ? (
              <Caption1 as="p" className={styles.offset}>
                {t.localTimeNow(localTime)}
              </Caption1>
            ) : null}
          </div>
        </div>
      ) : null}
    </ProfileSection>
  );
}
