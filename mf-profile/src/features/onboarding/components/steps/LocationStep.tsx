import { PlaceSearchField } from '../../../../profile-fields/components/PlaceSearchField';
import { LocationVisibilityField } from '../../../../profile-fields/components/LocationVisibilityField';
import { onboardingMessages as m } from '../../messages';
import type { StepProps } from './step-props';

/**
 * Step 4: where the user lives (place search resolving coordinates and time zone) and what the
 * profile shows of it; the edit page's own controls.
 */
export function LocationStep({ draft, onChange }: StepProps) {
  const needsZone = draft.user_location !== null && draft.user_timezone === null;
  return (
    <>
      <PlaceSearchField
        value={{ location: draft.user_location, timezone: draft.user_timezone }}
        onChange={({ location, timezone }) => onChange({ user_location: location, user_timezone: timezone })}
      />
      {needsZone && <span role="status">{m.location.needsTimeZone}</span>}
      <LocationVisibilityField
        value={{ user_show_location: draft.user_show_location, user_show_timezone: draft.user_show_timezone }}
        onChange={(flags) => onChange(flags)}
      />
    </>
  );
}
