import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { STORED_FOCUS_TIME_SHAPES } from '@cedar/shared/testing/focus-time-shapes';
import { profilePageMessages as t } from '../../../../messages';
import { staffProfile } from '../../fixtures';
import { FocusTimeSection } from './FocusTimeSection';

describe('FocusTimeSection', () => {
  it('draws seven days with quarter slots and the all-day slot', () => {
    const { container } = renderWithPortal(<FocusTimeSection profile={staffProfile} />);
    const days = container.querySelectorAll('[data-day]');
    expect([...days].map((day) => day.getAttribute('data-day'))).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    const monday = container.querySelector('[data-day="monday"]')!;
    expect([...monday.querySelectorAll('[data-chosen="true"]')].map((cell) => cell.getAttribute('data-slot'))).toEqual([
      'night_owl',
      'morning_lark',
    ]);
    const friday = container.querySelector('[data-day="friday"]')!;
    expect(friday.querySelector('[data-slot="all_day_albatross"]')).toHaveAttribute('data-chosen', 'true');
  });

  it('tells each day in words', () => {
    renderWithPortal(<FocusTimeSection profile={staffProfile} />);
    expect(screen.getByText('Monday: Night Owl (midnight to 6am), Morning Lark (6am to noon)')).toBeInTheDocument();
    expect(screen.getByText('Sunday: no focus time')).toBeInTheDocument();
  });

  it('reads slot objects of older records', () => {
    const older = { ...staffProfile, user_focus_time: { sunday: [{ id: 'evening_eagle' }] } as never };
    renderWithPortal(<FocusTimeSection profile={older} />);
    expect(screen.getByText('Sunday: Evening Eagle (6pm to midnight)')).toBeInTheDocument();
  });

  // The same table the API's test reads: the page and the server see every stored row alike.
  it.each(STORED_FOCUS_TIME_SHAPES.filter((shape) => Object.keys(shape.reads).length > 0).map((s) => [s.name, s]))(
    'draws %s as the API sends it',
    (_name, shape) => {
      const profile = { ...staffProfile, user_focus_time: shape.stored as never };
      const { container } = renderWithPortal(<FocusTimeSection profile={profile} />);
      const drawn: Record<string, string[]> = {};
      for (const day of container.querySelectorAll('[data-day]')) {
        const slots = [...day.querySelectorAll('[data-chosen="true"]')].map((cell) => cell.getAttribute('data-slot')!);
        if (slots.length > 0) drawn[day.getAttribute('data-day')!] = slots;
      }
      expect(drawn).toEqual(shape.reads);
    },
  );

  it('leaves out the grid for stored shapes that hold no focus time', () => {
    for (const shape of STORED_FOCUS_TIME_SHAPES.filter((s) => Object.keys(s.reads).length === 0)) {
      const { unmount } = renderWithPortal(
        <FocusTimeSection profile={{ ...staffProfile, user_focus_time: shape.stored as never }} />,
      );
      expect(screen.queryByRole('heading', { name: t.focusTime })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the work schedule as labelled pills', () => {
    renderWithPortal(<FocusTimeSection profile={staffProfile} />);
    const pills = within(screen.getByRole('list', { name: t.workSchedule })).getAllByRole('listitem');
    expect(pills.map((pill) => pill.textContent)).toEqual(['Full Time', 'Weekdays', 'Consistent']);
  });

  it('leaves out the grid when there is no focus time', () => {
    renderWithPortal(<FocusTimeSection profile={{ ...staffProfile, user_focus_time: null }} />);
    expect(screen.queryByRole('heading', { name: t.focusTime })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.workSchedule })).toBeInTheDocument();
  });
});
