import { render, screen } from '@testing-library/react';
import { CardSkeleton, PageSkeleton, TextSkeleton } from './Skeletons.tsx';

describe('skeletons', () => {
  it('PageSkeleton is a busy status region with card placeholders', () => {
    render(<PageSkeleton cards={2} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    // The page region itself, the title line and one per card.
    expect(screen.getAllByLabelText('Loading')).toHaveLength(4);
  });

  it('names every progress bar it draws, so none is announced without a name', () => {
    render(
      <>
        <PageSkeleton cards={2} />
        <CardSkeleton />
        <TextSkeleton />
      </>,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(5);
    for (const bar of bars) {
      expect(bar).toHaveAccessibleName('Loading');
      expect(bar).toHaveAttribute('aria-busy', 'true');
    }
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
