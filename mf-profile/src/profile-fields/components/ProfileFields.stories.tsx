import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PROGRAMMING_LANGUAGES, SPOKEN_LANGUAGES, type FocusTimeSlots, type SocialLinkRow } from '@cedar/shared/domain';
import type { PlacesApi } from '../api/places';
import { fieldMessages as t } from '../messages';
import { ExperienceField } from './ExperienceField';
import { FocusTimeEditor } from './FocusTimeEditor';
import { LanguagesField } from './LanguagesField';
import { LocationVisibilityField } from './LocationVisibilityField';
import { PlaceSearchField, type PlaceValue } from './PlaceSearchField';
import { PrimaryLanguageField } from './PrimaryLanguageField';
import { SocialLinksField } from './SocialLinksField';
import { WorkScheduleField } from './WorkScheduleField';

const meta = { title: 'Profile/Fields' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories run offline: a small places service answering from three cities.
const CITIES = [
  {
    place_id: 'demo:ny',
    description: 'New York City, NY, USA',
    zone: 'America/New_York',
    name: 'Eastern Standard Time',
    offset: -300,
  },
  {
    place_id: 'demo:den',
    description: 'Denver, CO, USA',
    zone: 'America/Denver',
    name: 'Mountain Standard Time',
    offset: -420,
  },
  {
    place_id: 'demo:phx',
    description: 'Phoenix, AZ, USA',
    zone: 'America/Phoenix',
    name: 'Mountain Standard Time',
    offset: -420,
  },
];
const storyPlaces: PlacesApi = {
  suggest: async (input) => ({
    predictions: CITIES.filter((c) => c.description.toLowerCase().startsWith(input.toLowerCase())).map((c) => ({
      place_id: c.place_id,
      description: c.description,
      types: ['locality'],
    })),
    attribution: 'City data: GeoNames (CC BY 4.0)',
  }),
  resolve: async (placeId) => {
    const city = CITIES.find((c) => c.place_id === placeId)!;
    return {
      location: { description: city.description, place_id: city.place_id, types: ['locality'], lat: 0, lng: 0 },
      timezone: { time_zone_id: city.zone, time_zone_name: city.name, utc_offset_minutes: city.offset },
    };
  },
};

/** Experience slider with 'Do not prefer'. */
export const Experience: Story = {
  render: function Render() {
    const [value, setValue] = useState<string | null>('Some Knowledge');
    return <ExperienceField value={value} onChange={setValue} />;
  },
};

/** Experience set to 'Do not prefer': the slider is disabled. */
export const ExperienceDoNotPrefer: Story = {
  render: function Render() {
    const [value, setValue] = useState<string | null>('Do not prefer');
    return <ExperienceField value={value} onChange={setValue} />;
  },
};

/** The place search with its time zone; type "Den". */
export const PlaceSearch: Story = {
  render: function Render() {
    const [value, setValue] = useState<PlaceValue>({ location: null, timezone: null });
    return <PlaceSearchField value={value} onChange={setValue} places={storyPlaces} />;
  },
};

/** Location visibility: time zone only. */
export const LocationVisibility: Story = {
  render: function Render() {
    const [value, setValue] = useState({ user_show_location: false, user_show_timezone: true });
    return <LocationVisibilityField value={value} onChange={setValue} />;
  },
};

/** Spoken languages: primary with suggestions, additional as a multi-select with free entry. */
export const SpokenLanguages: Story = {
  render: function Render() {
    const [primary, setPrimary] = useState<string | null>('English');
    const [others, setOthers] = useState<string[]>(['Spanish', 'Tagalog']);
    return (
      <>
        <PrimaryLanguageField value={primary} onChange={setPrimary} />
        <LanguagesField label={t.additionalLanguages} list={SPOKEN_LANGUAGES} value={others} onChange={setOthers} />
      </>
    );
  },
};

/** Programming languages with free entry. */
export const ProgrammingLanguages: Story = {
  render: function Render() {
    const [value, setValue] = useState<string[]>(['TypeScript', 'SQL']);
    return (
      <LanguagesField label={t.programmingLanguages} list={PROGRAMMING_LANGUAGES} value={value} onChange={setValue} />
    );
  },
};

/** Focus time with entries on two days (dots). */
export const FocusTime: Story = {
  render: function Render() {
    const [value, setValue] = useState<FocusTimeSlots>({ monday: ['night_owl'], friday: ['all_day_albatross'] });
    return <FocusTimeEditor value={value} onChange={setValue} />;
  },
};

/** Work schedule options. */
export const WorkSchedule: Story = {
  render: function Render() {
    const [value, setValue] = useState<Parameters<typeof WorkScheduleField>[0]['value']>(['part_time']);
    return <WorkScheduleField value={value} onChange={(v) => setValue(v)} />;
  },
};

/** Social links with an invalid link showing its message. */
export const SocialLinksInvalid: Story = {
  render: function Render() {
    const [value, setValue] = useState<SocialLinkRow[]>([
      { id: '1', name: 'GitHub', link: 'https://github.com/lena' },
      { id: '2', name: 'LinkedIn', link: 'linkedin.com/in/lena' },
    ]);
    return <SocialLinksField value={value} onChange={setValue} />;
  },
};
