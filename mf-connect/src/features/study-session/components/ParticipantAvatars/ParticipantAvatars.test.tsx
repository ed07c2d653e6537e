import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { GUEST, LEARNER, MANY_LEARNERS, STAFF } from '../../../../test-support/fixtures';
import { MAX_GROUP_AVATARS, ParticipantAvatars } from './ParticipantAvatars';

describe('ParticipantAvatars', () => {
  it('links portal users to their profile, not guests', () => {
    renderWithPortal(<ParticipantAvatars label="Classmates in Session:" participants={[LEARNER, GUEST]} />);
    const list = screen.getByRole('list', { name: 'Classmates in Session:' });
    expect(within(list).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
      'href',
      '/profile/ana.lopez@cedar.test',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'Zoom Guest' })).toBeInTheDocument();
  });

  it('rings staff and learners differently', () => {
    renderWithPortal(<ParticipantAvatars label="People" participants={[STAFF, LEARNER]} />);
    const staff = screen.getByRole('img', { name: 'Sam Okafor' });
    const learner = screen.getByRole('img', { name: 'Ana Lopez' });
    expect(staff.className).not.toEqual(learner.className);
  });

  it(`shows ${MAX_GROUP_AVATARS} pictures at most and counts the others`, () => {
    renderWithPortal(<ParticipantAvatars label="People" participants={MANY_LEARNERS} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_GROUP_AVATARS + 1);
    expect(screen.getByRole('img', { name: '2 more' })).toHaveTextContent('+2');
  });
});
