import {
  allStaffHaveRoles,
  CALENDAR_URL_MESSAGE,
  calendarChanges,
  calendarDraftErrors,
  calendarIdOfUrl,
  courseAdditions,
  duplicateCalendarIds,
  excludeAssociated,
  isStaffRole,
  staffChanges,
  staffRoleOptions,
} from './cohort-settings-groups.ts';

const EMBED = 'https://calendar.google.com/calendar/embed?src=classes%40cedar.test&ctz=America%2FChicago';

describe('calendar URL (§5)', () => {
  it('takes the src, else the cid, of an http(s) URL', () => {
    expect(calendarIdOfUrl(EMBED)).toBe('classes@cedar.test');
    expect(calendarIdOfUrl('http://calendar.google.com/calendar/r?cid=abc123')).toBe('abc123');
    expect(calendarIdOfUrl('  https://x.test/?src=a&cid=b ')).toBe('a');
  });
  it('refuses a URL without src or cid, another scheme, or no URL at all', () => {
    expect(calendarIdOfUrl('https://calendar.google.com/calendar/embed')).toBeNull();
    expect(calendarIdOfUrl('https://calendar.google.com/calendar/embed?src=')).toBeNull();
    expect(calendarIdOfUrl('ftp://calendar.test/?src=a')).toBeNull();
    expect(calendarIdOfUrl('calendar.google.com/?src=a')).toBeNull();
    expect(calendarIdOfUrl('')).toBeNull();
  });
  it('gives the spec message for a bad URL and asks for a name', () => {
    expect(calendarDraftErrors({ calendar_name: ' ', calendar_url: 'https://x.test' })).toEqual({
      calendar_name: 'Please enter a calendar name',
      calendar_url: CALENDAR_URL_MESSAGE,
    });
    expect(calendarDraftErrors({ calendar_name: 'Classes', calendar_url: EMBED })).toEqual({});
    expect(CALENDAR_URL_MESSAGE).toBe(
      'Please enter valid url. Starting with http:// or https:// and must contain the google calendar src or cid in url',
    );
  });
  it('finds a calendar named twice, whatever the case', () => {
    expect(duplicateCalendarIds([EMBED, 'https://y.test/?cid=CLASSES@cedar.test', 'bad'])).toEqual([
      'classes@cedar.test',
    ]);
    expect(duplicateCalendarIds([EMBED])).toEqual([]);
  });
});

describe('calendar changes', () => {
  const saved = [{ id: 1, calendar_name: 'Classes', calendar_url: EMBED }];
  it('sends new drafts and changed calendars, trimmed, and leaves unchanged ones out', () => {
    expect(
      calendarChanges(saved, [
        { id: 1, calendar_name: 'Classes', calendar_url: EMBED },
        { calendar_name: ' Events ', calendar_url: ` ${EMBED}2 ` },
      ]),
    ).toEqual([{ calendar_name: 'Events', calendar_url: `${EMBED}2` }]);
    expect(calendarChanges(saved, [{ id: 1, calendar_name: 'Classes 2', calendar_url: EMBED }])).toEqual([
      { id: 1, calendar_name: 'Classes 2', calendar_url: EMBED },
    ]);
    expect(calendarChanges(saved, saved)).toEqual([]);
  });
});

describe('staff (§5)', () => {
  it('offers the roles visible in the console, sorted by name', () => {
    const names = staffRoleOptions().map((r) => r.uiName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Facilitator');
    expect(names).not.toContain('Program Manager');
    expect(names).not.toContain('Coach');
    expect(isStaffRole(2)).toBe(true);
    expect(isStaffRole(9)).toBe(false);
    expect(isStaffRole(0)).toBe(false);
  });
  it('needs a role for everyone: role 0 is unset', () => {
    expect(allStaffHaveRoles([{ user_role_id: 2 }, { user_role_id: 14 }])).toBe(true);
    expect(allStaffHaveRoles([{ user_role_id: 2 }, { user_role_id: 0 }])).toBe(false);
    expect(allStaffHaveRoles([{ user_role_id: 1 }])).toBe(false);
  });
  it('sends new staff and changed roles only', () => {
    const saved = [
      { id: 1, user_role_id: 2 },
      { id: 2, user_role_id: 3 },
    ];
    expect(
      staffChanges(saved, [
        { id: 1, user_email: 'a@x.test', user_role_id: 2 },
        { id: 2, user_email: 'b@x.test', user_role_id: 4 },
        { user_email: 'c@x.test', user_role_id: 14 },
      ]),
    ).toEqual([
      { id: 2, user_email: 'b@x.test', user_role_id: 4 },
      { user_email: 'c@x.test', user_role_id: 14 },
    ]);
  });
});

describe('associated courses (§4, §5)', () => {
  const associated = [{ course_id: 1 }];
  it('holds each addition once and never one already associated', () => {
    expect(courseAdditions(associated, [{ id: 1 }, { id: 2 }, { id: 2 }, { id: 3 }])).toEqual([{ id: 2 }, { id: 3 }]);
  });
  it('leaves associated and picked courses out of the search results', () => {
    expect(excludeAssociated([{ id: 1 }, { id: 2 }, { id: 3 }], associated, [{ id: 3 }])).toEqual([{ id: 2 }]);
  });
});
