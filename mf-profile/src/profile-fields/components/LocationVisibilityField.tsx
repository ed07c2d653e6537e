import { Checkbox } from '@fluentui/react-components';
import { toggleShowLocation, toggleTimezoneOnly, type LocationVisibility } from '@cedar/shared/domain';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface LocationVisibilityFieldProps {
  value: LocationVisibility;
  onChange: (value: LocationVisibility) => void;
}

/**
 * The three states of location visibility (§4.3): show both, time zone only, neither. Ticking
 * the location option turns both on (or both off when both were on); ticking time-zone-only
 * while the location shows hides the location and keeps the time zone.
 */
export function LocationVisibilityField({ value, onChange }: LocationVisibilityFieldProps) {
  const styles = useFieldStyles();
  return (
    <div className={styles.stack}>
      <Checkbox
        label={t.showLocation}
        checked={value.user_show_location && value.user_show_timezone}
        onChange={() => onChange(toggleShowLocation(value))}
      />
      <Checkbox
        label={t.showTimezoneOnly}
        checked={!value.user_show_location && value.user_show_timezone}
        onChange={() => onChange(toggleTimezoneOnly(value))}
      />
    </div>
  );
}
