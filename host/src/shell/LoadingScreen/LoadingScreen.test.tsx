import { act, render, screen } from '@testing-library/react';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('greets the user by first name', () => {
    render(<LoadingScreen firstName="Ada" />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it("says 'Getting things ready for you...' and changes to \"Let's go!\" after 6 seconds", () => {
    render(<LoadingScreen firstName="Ada" />);
    expect(screen.getByText('Getting things ready for you...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByText('Getting things ready for you...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText("Let's go!")).toBeInTheDocument();
    expect(screen.queryByText('Getting things ready for you...')).not.toBeInTheDocument();
  });

  it('fills the progress bar over 10 seconds', () => {
    render(<LoadingScreen />);
    const bar = screen.getByRole('progressbar', { name: 'Loading progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(0.5, 1);
    act(() => jest.advanceTimersByTime(6000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(1);
  });

  it("shows just 'Welcome,' before the name is known", () => {
    render(<LoadingScreen firstName={null} />);
    expect(screen.getByRole('heading', { name: 'Welcome,' })).toBeInTheDocument();
  });

  it('keeps counting when the name arrives later', () => {
    const { rerender } = render(<LoadingScreen firstName={null} />);
    act(() => jest.advanceTimersByTime(4000));
    rerender(<LoadingScreen firstName="Ada" />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(0.4, 1);
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByText("Let's go!")).toBeInTheDocument();
  });

  it('continues a wait that began before it mounted (startedAt)', () => {
    render(<LoadingScreen firstName="Ada" startedAt={Date.now() - 7000} />);
    expect(screen.getByText("Let's go!")).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(0.7, 1);
    act(() => jest.advanceTimersByTime(3100));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(1);
  });
});
