import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { courses, emptyCoursesData } from '../../fixtures';
import { MyCoursesView, type MyCoursesViewProps } from './MyCoursesView';

const t = messages.courses;

function renderPanel(props: Partial<MyCoursesViewProps> = {}) {
  return renderWithPortal(
    <MyCoursesView
      courses={courses}
      data={emptyCoursesData}
      isLoading={false}
      dueDateContext={{ userLmsId: '5001', sectionLabel: 'SEBD September 2026' }}
      timeZone="America/Chicago"
      {...props}
    />,
  );
}

describe('MyCoursesView', () => {
  it('says there is nothing to show only when the course data loaded empty', () => {
    renderPanel();
    // The list's empty text, and the hidden note of each course dimmed in the key.
    expect(screen.getAllByText(t.noAssignments)).toHaveLength(1 + courses.length);
    expect(screen.getByRole('tab', { name: t.pastDue(0) })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the failure with Retry when the course data failed', async () => {
    const onRetry = jest.fn();
    renderPanel({ data: undefined, failed: true, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    expect(screen.queryByText(t.noAssignments)).not.toBeInTheDocument();
    expect(screen.queryByText(t.noPastDue)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: t.pastDue(0) })).not.toBeInTheDocument();
    expect(screen.queryByText(t.pastDue(0))).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: messages.panel.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the placeholders, not the failure nor courses dimmed as empty, while a retry loads', () => {
    renderPanel({ data: undefined, failed: true, isLoading: true, onRetry: jest.fn() });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(t.noAssignments)).not.toBeInTheDocument();
  });
});
