import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { carouselItemsPerView } from '../../lib/library';
import { VideoCarousel } from './VideoCarousel';

const t = messages.watchPage;
jest.setTimeout(20_000);

describe('VideoCarousel', () => {
  it('leaves only the cards in view focusable; the arrows bring the others in', async () => {
    const perView = carouselItemsPerView(window.innerWidth);
    renderWithPortal(<VideoCarousel title="Recently Added" videos={libraryVideos} now={NOW} timeZone="UTC" />);
    const region = screen.getByRole('region', { name: 'Recently Added' });
    const inert = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.hasAttribute('inert'));
    const inView = (first: number) => libraryVideos.map((_, i) => !(i >= first && i < first + perView));
    expect(inert()).toEqual(inView(0));
    await userEvent.click(within(region).getByRole('button', { name: t.next }));
    expect(inert()).toEqual(inView(1));
    await userEvent.click(within(region).getByRole('button', { name: t.previous }));
    expect(inert()).toEqual(inView(0));
  });
});
