import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '../messages.ts';
import { RemoteFallbackCard } from './RemoteFallbackCard.tsx';

describe('RemoteFallbackCard', () => {
  it('shows the default texts and retries on click', async () => {
    const onRetry = jest.fn();
    render(<RemoteFallbackCard onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(uiMessages.remoteFallbackTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables Retry while busy', () => {
    render(<RemoteFallbackCard title="Watch could not load" text="Try again." busy onRetry={() => {}} />);
    expect(screen.getByText('Watch could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retrying/ })).toBeDisabled();
  });
});
