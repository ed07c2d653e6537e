import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPortal } from '@cedar/shared/testing';
import { DEFAULT_THUMBNAIL_SRC } from '../../../../components/Thumbnail/default-thumbnail';
import { messages } from '../../../../messages';
import { BROKEN_THUMBNAIL_SRC, THUMBNAIL_SRC } from '../../../../test-support/fixtures';
import { searchAnswer } from '../../fixtures';
import { SearchResults } from './SearchResults';

describe('SearchResults thumbnails', () => {
  it('show the thumbnail, or the default image when missing or broken (§8)', () => {
    const [first, second] = searchAnswer.results;
    const answer = {
      ...searchAnswer,
      results: [
        { ...first!, video: { ...first!.video, thumbnail_cdn_url: BROKEN_THUMBNAIL_SRC } },
        { ...second!, video: { ...second!.video, thumbnail_cdn_url: null } },
        { ...first!, video: { ...first!.video, id: 99, thumbnail_cdn_url: THUMBNAIL_SRC } },
      ],
    };
    renderWithPortal(<SearchResults state={{ kind: 'found', query: 'request', answer }} timeZone="UTC" />);
    const images = within(screen.getByRole('list', { name: messages.watchPage.searchAll }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector(':scope > img'))
      .filter((img): img is HTMLImageElement => img !== null);
    expect(images).toHaveLength(3);
    fireEvent.error(images[0]!);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      DEFAULT_THUMBNAIL_SRC,
      DEFAULT_THUMBNAIL_SRC,
      THUMBNAIL_SRC,
    ]);
  });
});
