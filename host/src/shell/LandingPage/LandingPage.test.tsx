import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('shows the logo, Log In and the IT support line with a mailto link', async () => {
    const onLogIn = jest.fn();
    render(<LandingPage onLogIn={onLogIn} />);
    expect(screen.getByRole('img', { name: 'Cedar logo' })).toBeInTheDocument();
    expect(screen.getByText('Having trouble? Cedar IT Support can help!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@cedar.test' })).toHaveAttribute(
      'href',
      'mailto:support@cedar.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('takes the support address from its props', () => {
    render(<LandingPage onLogIn={() => {}} supportEmail="help@school.academy" />);
    expect(screen.getByRole('link', { name: 'help@school.academy' })).toHaveAttribute(
      'href',
      'mailto:help@school.academy',
    );
  });

  it('plays a looping muted promo video', () => {
    const { container } = render(<LandingPage onLogIn={() => {}} videoSrc="/promo.webm" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/promo.webm');
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
  });

  it('falls back to the poster when the video cannot play or is not configured', () => {
    const { container, rerender } = render(
      <LandingPage onLogIn={() => {}} videoSrc="/broken.webm" posterSrc="/poster.jpg" />,
    );
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('img', { name: 'Cedar promo video' })).toHaveAttribute('src', '/poster.jpg');
    rerender(<LandingPage onLogIn={() => {}} videoSrc={null} posterSrc="/poster.jpg" />);
    expect(container.querySelector('video')).toBeNull();
  });
});
