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

  it('ends its last step flush with the last card at a fractional width (no blank part-card)', async () => {
    // 1300 px shows 3.5 cards: 8 cards step 0, 1, 2, 3, 4 and then 4.5, where the last card ends at the edge.
    renderWithPortal(
      <VideoCarousel title="Recently Added" videos={libraryVideos.slice(0, 8)} now={NOW} timeZone="UTC" width={1300} />,
    );
    const region = screen.getByRole('region', { name: 'Recently Added' });
    const next = within(region).getByRole('button', { name: t.next });
    for (let i = 0; i < 5; i++) await userEvent.click(next);
    expect(next).toBeDisabled();
    const track = within(region).getByRole('list');
    expect(track.style.transform).toBe(`translateX(-${(4.5 * 100) / 3.5}%)`);
    // Card 5 is half in view, cards 6 to 8 wholly.
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.hasAttribute('inert')),
    ).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('shows a dot per step on narrow screens', async () => {
    renderWithPortal(
      <VideoCarousel title="Recently Added" videos={libraryVideos.slice(0, 8)} now={NOW} timeZone="UTC" width={400} />,
    );
    const region = screen.getByRole('region', { name: 'Recently Added' });
    const dots = within(region).getAllByRole('button', { name: /^Go to slide/ });
    expect(dots).toHaveLength(8);
    await userEvent.click(dots[7]!);
    expect(within(region).getByRole('list').style.transform).toBe('translateX(-700%)');
    expect(within(region).getByRole('button', { name: t.next })).toBeDisabled();
  });
});
