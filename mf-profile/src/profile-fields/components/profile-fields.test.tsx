import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import {
  PROGRAMMING_LANGUAGES,
  type FocusTimeSlots,
  type LocationVisibility,
  type SocialLinkRow,
  type WorkScheduleId,
} from '@cedar/shared/domain';
import { cedarTheme } from '@cedar/shared/ui';
import type { PlacesApi } from '../api/places';
import { fieldMessages as t } from '../messages';
import { ExperienceField } from './ExperienceField';
import { FocusTimeEditor } from './FocusTimeEditor';
import { LanguagesField } from './LanguagesField';
import { LocationVisibilityField } from './LocationVisibilityField';
import { PlaceSearchField, type PlaceValue } from './PlaceSearchField';
import { SocialLinksField } from './SocialLinksField';
import { WorkScheduleField } from './WorkScheduleField';

jest.setTimeout(20_000);

/** Renders a control with its value kept in state, and reports every change. */
function Controlled<T>({
  initial,
  render: draw,
  onValue,
}: {
  initial: T;
  render: (value: T, set: (v: T) => void) => React.ReactNode;
  onValue: (v: T) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {draw(value, (v) => {
        setValue(v);
        onValue(v);
      })}
    </>
  );
}
function show<T>(initial: T, draw: (value: T, set: (v: T) => void) => React.ReactNode) {
  const values: T[] = [];
  render(
    <FluentProvider theme={cedarTheme}>
      <Controlled initial={initial} render={draw} onValue={(v) => values.push(v)} />
    </FluentProvider>,
  );
  return { last: () => values.at(-1), values };
}

describe('profile field controls', () => {
  it('experience: Do not prefer sets that level and unticking sets Beginner', async () => {
    const user = userEvent.setup();
    const { last } = show<string | null>('Hobbyist', (v, set) => <ExperienceField value={v} onChange={set} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Hobbyist');
    await user.click(screen.getByRole('checkbox', { name: t.doNotPrefer }));
    expect(last()).toBe('Do not prefer');
    expect(screen.getByRole('slider')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: t.doNotPrefer }));
    expect(last()).toBe('Beginner');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '95' } });
    expect(last()).toBe('Professional');
  });

  it('location visibility cycles through its three states', async () => {
    const user = userEvent.setup();
    const { last } = show<LocationVisibility>({ user_show_location: true, user_show_timezone: true }, (v, set) => (
      <LocationVisibilityField value={v} onChange={set} />
    ));
    await user.click(screen.getByRole('checkbox', { name: t.showTimezoneOnly }));
    expect(last()).toEqual({ user_show_location: false, user_show_timezone: true });
    await user.click(screen.getByRole('checkbox', { name: t.showLocation }));
    expect(last()).toEqual({ user_show_location: true, user_show_timezone: true });
    await user.click(screen.getByRole('checkbox', { name: t.showLocation }));
    expect(last()).toEqual({ user_show_location: false, user_show_timezone: false });
  });

  it('languages: picks from the list, keeps a free entry, and removes a tag', async () => {
    const user = userEvent.setup();
    const { last } = show<string[]>(['Go'], (v, set) => (
      <LanguagesField label={t.programmingLanguages} list={PROGRAMMING_LANGUAGES} value={v} onChange={set} />
    ));
    const box = screen.getByRole('combobox', { name: t.programmingLanguages });
    await user.type(box, 'types');
    await user.click(await screen.findByRole('option', { name: 'TypeScript' }));
    expect(last()).toEqual(['Go', 'TypeScript']);
    await user.type(box, 'Elixir');
    await user.click(await screen.findByRole('option', { name: t.addEntry('Elixir') }));
    expect(last()).toEqual(['Go', 'TypeScript', 'Elixir']);
    await user.click(screen.getByRole('button', { name: t.removeEntry('Go') }));
    expect(last()).toEqual(['TypeScript', 'Elixir']);
  });

  it('focus time: Sunday first, a slot toggles for the selected day, and the day gets a dot', async () => {
    const user = userEvent.setup();
    const { last } = show<FocusTimeSlots>({}, (v, set) => <FocusTimeEditor value={v} onChange={set} />);
    const days = screen.getAllByRole('button', { name: /day/ });
    expect(days[0]).toHaveAccessibleName('Sunday');
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: /Morning Lark/ }));
    expect(last()).toEqual({ tuesday: ['morning_lark'] });
    expect(screen.getByRole('button', { name: `Tuesday, ${t.focusDayHasEntries}` })).toBeInTheDocument();
    expect(screen.getByTestId('focus-dot-tuesday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Morning Lark/ }));
    expect(last()).toEqual({});
  });

  it('work schedule: Select all that apply, each click toggles', async () => {
    const user = userEvent.setup();
    const { last } = show<WorkScheduleId[]>([], (v, set) => <WorkScheduleField value={v} onChange={set} />);
    expect(screen.getByText(t.selectAllThatApply)).toBeInTheDocument();
    const options = screen.getAllByRole('button');
    expect(options[0]).toHaveTextContent('Not Working');
    await user.click(screen.getByRole('button', { name: 'Weekends' }));
    await user.click(screen.getByRole('button', { name: 'Full Time' }));
    expect(last()).toEqual(['full_time', 'weekends']);
    await user.click(screen.getByRole('button', { name: 'Weekends' }));
    expect(last()).toEqual(['full_time']);
  });

  it('social links: link disabled until a network is chosen, a new row once complete, Slack kept but hidden', async () => {
    const user = userEvent.setup();
    const slack = { id: '9', name: 'Slack', link: 'https://cedar.slack.com/team/x' };
    const { last } = show<SocialLinkRow[]>([slack], (v, set) => <SocialLinksField value={v} onChange={set} />);
    expect(screen.getAllByTestId('social-link-row')).toHaveLength(1);
    expect(screen.queryByDisplayValue(slack.link)).not.toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: t.socialLink });
    expect(link).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: t.socialNetwork }));
    await user.click(screen.getByRole('option', { name: 'GitHub' }));
    expect(screen.getByRole('textbox', { name: t.socialLink })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: t.socialLink }), 'github.com/x');
    expect(screen.getByText(t.invalidLink)).toBeInTheDocument();
    // Name and link given: the row is complete, so an empty row follows it.
    expect(screen.getAllByTestId('social-link-row')).toHaveLength(2);
    const [first] = screen.getAllByRole('textbox', { name: t.socialLink });
    await user.clear(first!);
    await user.type(first!, 'https://github.com/x');
    expect(screen.queryByText(t.invalidLink)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('social-link-row')).toHaveLength(2);
    expect(last()).toEqual(expect.arrayContaining([slack, expect.objectContaining({ name: 'GitHub' })]));
    await user.click(screen.getByRole('button', { name: `${t.removeLink} GitHub` }));
    expect(last()).toEqual([slack]);
  });

  it('place search: suggests, resolves the time zone on choice, and clearing clears the zone', async () => {
    const user = userEvent.setup();
    const denver = {
      description: 'Denver, CO, USA',
      place_id: 'geonames:1',
      types: ['locality'],
      lat: 39.7,
      lng: -105,
    };
    const zone = { time_zone_id: 'America/Denver', time_zone_name: 'Mountain Standard Time', utc_offset_minutes: -420 };
    const places: PlacesApi = {
      suggest: jest.fn(async () => ({
        predictions: [{ place_id: 'geonames:1', description: 'Denver, CO, USA', types: ['locality'] }],
        attribution: 'Cities: GeoNames (CC BY 4.0)',
      })),
      resolve: jest.fn(async () => ({ location: denver, timezone: zone })),
    };
    const { last } = show<PlaceValue>({ location: null, timezone: null }, (v, set) => (
      <PlaceSearchField value={v} onChange={set} places={places} />
    ));
    await user.type(screen.getByRole('combobox', { name: t.placeSearch }), 'Denv');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO, USA' }));
    await waitFor(() => expect(last()).toEqual({ location: denver, timezone: zone }));
    expect(screen.getByText(/Mountain Standard Time \(America\/Denver\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.clearPlace }));
    expect(last()).toEqual({ location: null, timezone: null });
  });
});
