import { supportTeam } from './support-team.ts';

describe('support team', () => {
  it('keeps roles visible in the support panel, in display order then by name', () => {
    const team = supportTeam([
      { user_role_id: 1, first_name: 'Lea' },
      { user_role_id: 5, first_name: 'Coach' },
      { user_role_id: 2, first_name: 'Zed' },
      { user_role_id: 2, first_name: 'Amy' },
      { user_role_id: 3, first_name: 'Sen' },
      { user_role_id: 15, first_name: 'Sue' },
      { user_role_id: 4, first_name: 'Adv' },
    ]);
    expect(team.map((m) => m.first_name)).toEqual(['Sen', 'Amy', 'Zed', 'Adv']);
  });
});
