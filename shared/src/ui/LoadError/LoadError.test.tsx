import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '../messages.ts';
import { LoadError } from './LoadError.tsx';

describe('LoadError', () => {
  it('says what could not load and retries on click', async () => {
    const onRetry = jest.fn();
    render(<LoadError text="The recordings could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The recordings could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: uiMessages.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a default text and disables Retry while busy', () => {
    render(<LoadError busy onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(uiMessages.loadFailed);
    expect(screen.getByRole('button', { name: uiMessages.retrying })).toBeDisabled();
  });
});
