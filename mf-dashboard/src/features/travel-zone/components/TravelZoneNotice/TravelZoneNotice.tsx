import { useState } from 'react';
import { browserTimeZone, useSession } from '@cedar/shared/auth';
import { STORAGE_KEYS, travelZoneOffer } from '@cedar/shared/domain';
import { TravelZoneBanner, useToast } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import { saveTimeZone } from '../../api/save-time-zone';

const t = messages.travelZone;

/** Props of TravelZoneNotice; both default to the real browser and clock. */
export interface TravelZoneNoticeProps {
  browserZone?: string | null;
  now?: Date;
}

/**
 * The dashboard's one-click time-zone update (beyond the spec, as on the edit page): when this
 * browser keeps another clock than the profile's zone, offer the browser's zone and save it at
 * once. 'Not now' stops asking for that browser zone (a short trip need not nag every visit).
 */
export function TravelZoneNotice({ browserZone = browserTimeZone(), now = new Date() }: TravelZoneNoticeProps) {
  const toast = useToast();
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(() => localStorage.getItem(STORAGE_KEYS.travelZoneDeclined));
  if (!user || declined === browserZone) return null;
  const profileZone = user.user_timezone ?? null;
  const offer = travelZoneOffer(browserZone, profileZone, now);
  if (!offer) return null;

  const use = async () => {
    setBusy(true);
    try {
      await saveTimeZone(user.email, offer);
      toast.success(t.saved(offer.time_zone_name));
    } catch {
      toast.error(t.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  const decline = () => {
    localStorage.setItem(STORAGE_KEYS.travelZoneDeclined, offer.time_zone_id);
    setDeclined(offer.time_zone_id);
  };
  return (
    <TravelZoneBanner
      offer={offer}
      profileZone={profileZone}
      busy={busy}
      onUse={() => void use()}
      onDismiss={decline}
    />
  );
}
