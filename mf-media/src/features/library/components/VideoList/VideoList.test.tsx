import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { LIST_PAGE_SIZE, VideoList } from './VideoList';

const t = messages.watchPage;
jest.setTimeout(20_000);

/** A library of `count` recordings made from the fixtures, each with its own id. */
const library = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...libraryVideos[i % libraryVideos.length]!, id: i + 1, uuid: `v-${i}` }));

describe('VideoList', () => {
  it('shows a page of recordings and adds a page at each Show more, until all are shown', async () => {
    const total = LIST_PAGE_SIZE * 2 + 5;
    renderWithPortal(<VideoList videos={library(total)} now={NOW} timeZone="UTC" />);
    const list = screen.getByRole('region', { name: t.allRecordings });
    expect(within(list).getAllByRole('link')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByText(t.listShowing(LIST_PAGE_SIZE, total))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.showMoreRecordings }));
    expect(within(list).getAllByRole('link')).toHaveLength(LIST_PAGE_SIZE * 2);
    await userEvent.click(screen.getByRole('button', { name: t.showMoreRecordings }));
    expect(within(list).getAllByRole('link')).toHaveLength(total);
    expect(screen.getByText(`${total} recordings`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.showMoreRecordings })).not.toBeInTheDocument();
  });

  it('counts one recording in the singular, and says so when there are none', () => {
    const { unmount } = renderWithPortal(<VideoList videos={library(1)} now={NOW} timeZone="UTC" />);
    expect(screen.getByText('1 recording')).toBeInTheDocument();
    unmount();
    renderWithPortal(<VideoList videos={[]} now={NOW} timeZone="UTC" />);
    expect(screen.getByText(t.noVideos)).toBeInTheDocument();
  });
});
