import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { ClassmatesPanelView } from './ClassmatesPanelView';

const t = messages.classmatesPanel;

describe('ClassmatesPanelView', () => {
  it('shows a busy skeleton while loading', () => {
    renderWithPortal(<ClassmatesPanelView state={{ kind: 'loading' }} onRetry={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  // The prestart Study Session card above it is titled Classmates (DECISIONS.md): two panels
  // of one name read as one shown twice.
  it('is titled apart from the prestart Study Session card', () => {
    renderWithPortal(<ClassmatesPanelView state={{ kind: 'loading' }} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Cohort' })).toBeInTheDocument();
    expect(t.title).not.toBe(messages.studySessionCard.prestartTitle);
  });

  it('offers Retry when the data could not be loaded', async () => {
    const onRetry = jest.fn();
    renderWithPortal(<ClassmatesPanelView state={{ kind: 'error' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cedar Connect info could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the counts without a classmate to meet', () => {
    renderWithPortal(
      <ClassmatesPanelView
        state={{ kind: 'ready', cohortName: 'Cohort A', onlineCount: 0, recentlyUpdatedCount: 3, showcase: null }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: t.onlineInCohort(0, 'Cohort A') })).toHaveAttribute('href', '/connect');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '3']);
    expect(screen.getByText(t.noClassmates)).toBeInTheDocument();
  });
});
