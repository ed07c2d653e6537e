import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { directoryMessages as t } from '../../messages';
import { DIRECTORY_MEMBERS, DIRECTORY_NOW } from '../../test-support/directory-fixtures';
import { MemberCard } from './MemberCard';

const [coach, facilitator, ana, ben] = DIRECTORY_MEMBERS as [
  (typeof DIRECTORY_MEMBERS)[0],
  (typeof DIRECTORY_MEMBERS)[0],
  (typeof DIRECTORY_MEMBERS)[0],
  (typeof DIRECTORY_MEMBERS)[0],
];

describe('MemberCard', () => {
  it('links to the profile and shows name, location, time zone, local time, Online and the Updated ribbon', () => {
    renderWithPortal(<MemberCard member={ana} starred onToggleStar={() => {}} now={DIRECTORY_NOW} />);
    expect(screen.getByRole('link', { name: t.viewProfile('Ana Lopez') })).toHaveAttribute(
      'href',
      '/profile/ana@cedar.test',
    );
    const card = screen.getByRole('article', { name: 'Ana Lopez' });
    expect(card).toHaveTextContent('Austin, TX, USA');
    expect(card).toHaveTextContent('Central Standard Time');
    expect(card).toHaveTextContent(t.localTime('11:00 AM'));
    expect(card).toHaveTextContent(t.online);
    expect(card).toHaveTextContent(t.updated);
  });

  it('shows last-seen text when offline, and no role bar for learners', () => {
    renderWithPortal(<MemberCard member={ben} starred={false} onToggleStar={() => {}} now={DIRECTORY_NOW} />);
    const card = screen.getByRole('article', { name: 'Ben Kim' });
    expect(card).toHaveTextContent(t.neverSeen);
    expect(card).not.toHaveTextContent('Student');
    expect(card).not.toHaveTextContent(t.updated);
  });

  it('shows the role title bar for staff and last-seen text', () => {
    renderWithPortal(<MemberCard member={facilitator} starred={false} onToggleStar={() => {}} now={DIRECTORY_NOW} />);
    const card = screen.getByRole('article', { name: 'Fay Okafor' });
    expect(card).toHaveTextContent('Facilitator');
    expect(card).toHaveTextContent(t.lastSeen('yesterday'));
    renderWithPortal(<MemberCard member={coach} starred={false} onToggleStar={() => {}} now={DIRECTORY_NOW} />);
    expect(screen.getByRole('article', { name: 'Coco Reyes' })).toHaveTextContent('Coach');
  });

  it('is a pressed toggle star, usable from the keyboard', async () => {
    const onToggleStar = jest.fn();
    renderWithPortal(<MemberCard member={ana} starred onToggleStar={onToggleStar} now={DIRECTORY_NOW} />);
    const star = screen.getByRole('button', { name: t.star('Ana Lopez') });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    star.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onToggleStar).toHaveBeenCalledTimes(2);
  });
});
