import { directoryMembers, type DirectoryMembershipFacts } from './directory.ts';

const row = (user_email: string, user_role_id: number, extra: Partial<DirectoryMembershipFacts> = {}) => ({
  user_email,
  user_role_id,
  is_visible: true,
  active: true,
  ...extra,
});

describe('directoryMembers (§5 directory membership)', () => {
  it('leaves out roles 9 and 11 and members whose visibility is off', () => {
    const rows = [
      row('a@x.io', 1),
      row('pm@x.io', 9),
      row('la@x.io', 11),
      row('hidden@x.io', 1, { is_visible: false }),
    ];
    expect(directoryMembers(rows, 'viewer@x.io').map((r) => r.user_email)).toEqual(['a@x.io']);
  });

  it("leaves out test-style accounts except the viewer's own", () => {
    const rows = [row('Tester@x.io', 1), row('test.two@x.io', 1), row('contest@x.io', 1)];
    expect(directoryMembers(rows, 'viewer@x.io').map((r) => r.user_email)).toEqual(['contest@x.io']);
    expect(directoryMembers(rows, 'tester@x.io').map((r) => r.user_email)).toEqual(['Tester@x.io', 'contest@x.io']);
  });

  it('keeps one entry per e-mail, the active one first, whatever the case', () => {
    const rows = [row('a@x.io', 1, { active: false }), row('A@x.io', 2), row('b@x.io', 1, { active: false })];
    const kept = directoryMembers(rows, 'viewer@x.io');
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatchObject({ user_email: 'A@x.io', active: true, user_role_id: 2 });
    expect(kept[1]).toMatchObject({ user_email: 'b@x.io', active: false });
  });

  it('sorts by role id, highest first, keeping the given order within a role', () => {
    const rows = [row('l1@x.io', 1), row('c@x.io', 5), row('l2@x.io', 1), row('s@x.io', 15), row('f@x.io', 2)];
    expect(directoryMembers(rows, 'viewer@x.io').map((r) => r.user_email)).toEqual([
      's@x.io',
      'c@x.io',
      'f@x.io',
      'l1@x.io',
      'l2@x.io',
    ]);
  });
});
