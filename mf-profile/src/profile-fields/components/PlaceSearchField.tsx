import { useEffect, useState } from 'react';
import { Button, Combobox, Field, Option, Spinner, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { PlaceSuggestion, UserLocation, UserTimezone } from '@cedar/shared/contract';
import { useDebouncedValue } from '@cedar/shared/ui';
import { portalPlacesApi, type PlacesApi } from '../api/places';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface PlaceValue {
  location: UserLocation | null;
  timezone: UserTimezone | null;
}

export interface PlaceSearchFieldProps {
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  /** The places service; the portal's API by default. */
  places?: PlacesApi;
}

const zoneLabel = (zone: UserTimezone) => `${zone.time_zone_name} (${zone.time_zone_id})`;

/**
 * The place search (§2.6, §4.3): suggestions as one types; choosing one resolves its
 * coordinates and time zone; clearing the place clears the time zone. The data set's
 * attribution shows beside the suggestions.
 */
export function PlaceSearchField({ value, onChange, places = portalPlacesApi }: PlaceSearchFieldProps) {
  const styles = useFieldStyles();
  const [text, setText] = useState(value.location?.description ?? '');
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [attribution, setAttribution] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'searching' | 'resolving' | 'failed' | 'resolve-failed'>('idle');
  const query = useDebouncedValue(text.trim(), 150);

  useEffect(() => {
    if (!typed || query.length < 2) return;
    const controller = new AbortController();
    setState('searching');
    places
      .suggest(query, controller.signal)
      .then((answer) => {
        setSuggestions(answer.predictions);
        setAttribution(answer.attribution);
        setState('idle');
        // The answer arrives after the keystroke: show it even if the list closed meanwhile.
        setOpen(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [query, typed, places]);

  const choose = async (placeId: string) => {
    setOpen(false);
    setState('resolving');
    try {
      const resolved = await places.resolve(placeId);
      setText(resolved.location.description);
      setTyped(false);
      setState('idle');
      onChange({ location: resolved.location, timezone: resolved.timezone });
    } catch {
      setState('resolve-failed');
    }
  };
  const clear = () => {
    setText('');
    setSuggestions([]);
    setTyped(false);
    onChange({ location: null, timezone: null });
  };

  const message = state === 'failed' ? t.placeFailed : state === 'resolve-failed' ? t.placeResolveFailed : undefined;
  return (
    <div className={styles.stack}>
      <Field label={t.placeSearch} hint={t.placeSearchHint} validationMessage={message}>
        <Combobox
          freeform
          value={text}
          selectedOptions={[]}
          open={open}
          onOpenChange={(_, data) => setOpen(data.open)}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
          }}
          onOptionSelect={(_, data) => {
            if (data.optionValue) void choose(data.optionValue);
          }}
        >
          {suggestions.map((s) => (
            <Option key={s.place_id} value={s.place_id} text={s.description}>
              {s.description}
            </Option>
          ))}
          {typed && query.length >= 2 && state === 'idle' && suggestions.length === 0 ? (
            <Option disabled value="" text="">
              {t.placeNoMatch}
            </Option>
          ) : null}
        </Combobox>
      </Field>
      {attribution && typed ? <Text className={styles.attribution}>{attribution}</Text> : null}
      <div className={styles.row} aria-live="polite">
        {state === 'searching' || state === 'resolving' ? <Spinner size="tiny" label={t.placeSearching} /> : null}
        <Text>
          {t.timeZone}: {value.timezone ? zoneLabel(value.timezone) : t.noTimeZone}
        </Text>
        {value.location ? (
          <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={clear}>
            {t.clearPlace}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
