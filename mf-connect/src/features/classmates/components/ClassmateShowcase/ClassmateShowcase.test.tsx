import { screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { MEMBERS } from '../../../../test-support/fixtures';
import { ClassmateShowcase } from './ClassmateShowcase';

describe('ClassmateShowcase', () => {
  it("links to the classmate's profile with their name and time zone", () => {
    renderWithPortal(<ClassmateShowcase classmate={MEMBERS[1]!} />);
    expect(screen.getByRole('heading', { level: 3, name: messages.classmatesPanel.haveYouMet })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: messages.classmatesPanel.viewProfile('Ana Lopez') });
    expect(link).toHaveAttribute('href', '/profile/ana.lopez@cedar.test');
    expect(link).toHaveTextContent('Central Standard Time');
  });

  it('leaves out a hidden time zone', () => {
    renderWithPortal(<ClassmateShowcase classmate={MEMBERS[2]!} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^BIBen Ito$/);
  });
});
