import { render, screen } from '@testing-library/react';
import { CardSkeleton, PageSkeleton, TextSkeleton } from './Skeletons.tsx';

describe('skeletons', () => {
  it('PageSkeleton is a busy status region with card placeholders', () => {
    render(<PageSkeleton cards={2} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    // The page region itself plus one per card.
    expect(screen.getAllByLabelText('Loading')).toHaveLength(3);
  });

  it('CardSkeleton and TextSkeleton label themselves as loading', () => {
    render(
      <>
        <CardSkeleton />
        <TextSkeleton lines={4} />
      </>,
    );
    expect(screen.getAllByLabelText('Loading')).toHaveLength(2);
  });
});
