import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { seriousA11yViolations } from '../../../../test-support/a11y';
import { directoryMessages as t } from '../../messages';
import { DIRECTORY_MEMBERS, DIRECTORY_NOW } from '../../test-support/directory-fixtures';
import { DirectoryPageView, type DirectoryPageViewProps } from './DirectoryPageView';

const ready = {
  kind: 'ready' as const,
  cohortName: 'Cohort A',
  search: null,
  members: DIRECTORY_MEMBERS,
  overlaps: new Map(),
};

function renderView(overrides: Partial<DirectoryPageViewProps> = {}) {
  const props: DirectoryPageViewProps = {
    state: ready,
    filters: { onlineNow: false, starred: false },
    onFiltersChange: jest.fn(),
    history: [],
    onSearch: jest.fn(),
    onClearSearch: jest.fn(),
    isStarred: (m) => m.is_favorite,
    onToggleStar: jest.fn(),
    onRetry: jest.fn(),
    now: DIRECTORY_NOW,
    ...overrides,
  };
  return { props, ...renderWithPortal(<DirectoryPageView {...props} />) };
}

describe('DirectoryPageView', () => {
  it('heads the list with the cohort and its count, one card per member', async () => {
    const { container } = renderView();
    expect(screen.getByRole('heading', { level: 1, name: t.cohortHeading('Cohort A', 5) })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('heads a search result with the term and offers Clear Results', async () => {
    const { props } = renderView({ state: { ...ready, search: 'austin', members: DIRECTORY_MEMBERS.slice(2, 3) } });
    expect(screen.getByRole('heading', { level: 1, name: t.resultsHeading('austin', 1) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.clearResults }));
    expect(props.onClearSearch).toHaveBeenCalled();
  });

  it('says so when nothing is found', () => {
    renderView({ state: { ...ready, search: 'nobody', members: [] } });
    expect(screen.getByRole('status')).toHaveTextContent(t.noResults);
    expect(screen.getByRole('status')).toHaveTextContent(t.noResultsHint);
  });

  it('shows a busy skeleton while loading and Retry on error', async () => {
    const { unmount } = renderView({ state: { kind: 'loading' } });
    expect(screen.getByRole('heading', { level: 1, name: t.cohortTitle })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    unmount();
    const { props } = renderView({ state: { kind: 'error' } });
    expect(screen.getByRole('alert')).toHaveTextContent(t.loadError);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('turns the toggles on independently', async () => {
    const { props } = renderView({ filters: { onlineNow: true, starred: false } });
    await userEvent.click(screen.getByRole('switch', { name: t.starred }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({ onlineNow: true, starred: true });
  });

  it("offers 'Free when I am' when focus times overlap, with the card's line", async () => {
    const overlaps = new Map([['ana@cedar.test', { hours: 10, line: 'Tue and Thu evenings' }]]);
    const { props } = renderView({ state: { ...ready, overlaps } });
    expect(screen.getByRole('article', { name: 'Ana Lopez' })).toHaveTextContent('Also focuses Tue and Thu evenings');
    await userEvent.click(screen.getByRole('switch', { name: t.freeWhenIAm }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({ onlineNow: false, starred: false, freeWhenIAm: true });
  });

  it('does not offer it without any overlap', () => {
    renderView();
    expect(screen.queryByRole('switch', { name: t.freeWhenIAm })).toBeNull();
  });

  it('searches on Enter and on the button', async () => {
    const { props } = renderView({ history: ['austin'] });
    const box = screen.getByRole('combobox', { name: t.searchLabel });
    await userEvent.type(box, 'lopez{Enter}');
    expect(props.onSearch).toHaveBeenLastCalledWith('lopez');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: t.searchButton }));
    expect(props.onSearch).toHaveBeenLastCalledWith('');
  });
});
