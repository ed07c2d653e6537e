import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar.tsx';
import { FALLBACK_AVATAR_SRC } from './fallback-avatar.ts';

describe('Avatar', () => {
  it('shows the profile image', () => {
    const { container } = render(<Avatar imageUrl="/files/ada.jpg" firstName="Ada" lastName="Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/ada.jpg');
  });

  it('switches to the fallback image when the image fails to load', () => {
    const { container } = render(<Avatar imageUrl="/files/broken.jpg" firstName="Ada" lastName="Lovelace" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', FALLBACK_AVATAR_SRC);
  });

  it('shows the initials of first and last name when there is no image', () => {
    render(<Avatar imageUrl={null} firstName="grace" lastName="Hopper" />);
    expect(screen.getByRole('img', { name: 'grace Hopper' })).toHaveTextContent('GH');
  });

  it('takes an explicit accessible name', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" name="Your profile picture" size={164} />);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeInTheDocument();
  });
});
