import { fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { DEFAULT_THUMBNAIL_SRC } from '../../../../components/Thumbnail/default-thumbnail';
import { BROKEN_THUMBNAIL_SRC, NOW, THUMBNAIL_SRC, libraryVideo } from '../../../../test-support/fixtures';
import { VideoCard } from './VideoCard';

const thumbnail = () => screen.getByRole('link').querySelector('img')!;

describe('VideoCard thumbnail', () => {
  it('shows the thumbnail', () => {
    renderWithPortal(
      <VideoCard video={libraryVideo(1, 1, { thumbnail_cdn_url: THUMBNAIL_SRC })} now={NOW} timeZone="UTC" />,
    );
    expect(thumbnail()).toHaveAttribute('src', THUMBNAIL_SRC);
  });

  it('shows the default image when the video has none', () => {
    renderWithPortal(<VideoCard video={libraryVideo(1, 1)} now={NOW} timeZone="UTC" />);
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
  });

  it('shows the default image when the thumbnail fails to load (§8 broken images)', () => {
    renderWithPortal(
      <VideoCard video={libraryVideo(1, 1, { thumbnail_cdn_url: BROKEN_THUMBNAIL_SRC })} now={NOW} timeZone="UTC" />,
    );
    fireEvent.error(thumbnail());
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC);
  });
});
