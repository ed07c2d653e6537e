import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { UserTimezone } from '../../contract/profile.ts';
import { uiMessages as t } from '../messages.ts';

/** Props of TravelZoneBanner. */
export interface TravelZoneBannerProps {
  /** The browser's zone as a profile record (`travelZoneOffer` of @cedar/shared/domain). */
  offer: UserTimezone;
  profileZone: UserTimezone | null;
  onUse(timezone: UserTimezone): void;
  /** While the choice is being saved: the buttons wait. */
  busy?: boolean;
  /** Offers 'Not now' (the dashboard; the edit page's form simply goes unsaved). */
  onDismiss?(): void;
}

const label = (zone: UserTimezone) => `${zone.time_zone_name} (${zone.time_zone_id})`;

/**
 * Offers the browser's time zone in one click when its clock differs from the profile's
 * (travel, moves): on the edit page (into the form) and on the dashboard (saved at once). The
 * caller decides with `travelZoneOffer`, which lives with moment, outside this barrel.
 */
export function TravelZoneBanner({ offer, profileZone, onUse, busy = false, onDismiss }: TravelZoneBannerProps) {
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        {profileZone ? t.travelPrompt(label(offer), label(profileZone)) : t.travelNoZone(label(offer))}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" disabled={busy} onClick={() => onUse(offer)}>
          {t.useBrowserZone(offer.time_zone_id)}
        </Button>
        {onDismiss ? (
          <Button size="small" appearance="subtle" disabled={busy} onClick={onDismiss}>
            {t.notNow}
          </Button>
        ) : null}
      </MessageBarActions>
    </MessageBar>
  );
}
