import { render, screen } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows title, message and action', () => {
    render(
      <EmptyState
        title="No results were found..."
        message="Not what you expected? Try changing your filters or search criteria"
        action={<Button>Clear Results</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No results were found...' })).toBeInTheDocument();
    expect(screen.getByText('Not what you expected? Try changing your filters or search criteria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Results' })).toBeInTheDocument();
  });

  it('works with a title alone', () => {
    render(<EmptyState title="Nothing here yet" />);
    expect(screen.getByRole('region', { name: 'Nothing here yet' })).toBeInTheDocument();
  });
});
