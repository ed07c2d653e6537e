import { fireEvent, render } from '@testing-library/react';
import { BROKEN_THUMBNAIL_SRC, THUMBNAIL_SRC } from '../../test-support/fixtures';
import { DEFAULT_THUMBNAIL_SRC } from './default-thumbnail';
import { Thumbnail } from './Thumbnail';

const img = (container: HTMLElement) => container.querySelector('img')!;

describe('Thumbnail', () => {
  it('shows the thumbnail', () => {
    const { container } = render(<Thumbnail src={THUMBNAIL_SRC} />);
    expect(img(container)).toHaveAttribute('src', THUMBNAIL_SRC);
    expect(img(container)).toHaveAttribute('alt', '');
  });

  it('shows the default image when there is no thumbnail', () => {
    expect(img(render(<Thumbnail src={null} />).container)).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
    expect(img(render(<Thumbnail src="" />).container)).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
  });

  it('swaps in the default image when the thumbnail fails to load, and tries a new link again', () => {
    const { container, rerender } = render(<Thumbnail src={BROKEN_THUMBNAIL_SRC} />);
    fireEvent.error(img(container));
    expect(img(container)).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
    expect(img(container)).toHaveAttribute('data-default-thumbnail', 'true');
    // The default image itself failing changes nothing.
    fireEvent.error(img(container));
    expect(img(container)).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
    rerender(<Thumbnail src={THUMBNAIL_SRC} />);
    expect(img(container)).toHaveAttribute('src', THUMBNAIL_SRC);
  });

  it('is a 16:9 picture in the Cedar greens', () => {
    const svg = decodeURIComponent(DEFAULT_THUMBNAIL_SRC.replace('data:image/svg+xml,', ''));
    expect(svg).toContain('viewBox="0 0 320 180"');
    expect(svg).toContain('#177F5A');
  });
});
