import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { GUEST, LEARNER, STAFF, TOPICS, studySession } from '../../../../test-support/fixtures';
import { sessionPeople } from '../../lib/session-people';
// The dialog itself: StudySessionModal fetches it when first opened (a lazy chunk).
import { StudySessionDialog as StudySessionModal, type StudySessionModalProps } from './StudySessionDialog';

const t = messages.studySessionModal;
const hidden = { hidden: true } as const;

function renderModal(props: Partial<StudySessionModalProps>) {
  const handlers = {
    onStart: jest.fn().mockResolvedValue(true),
    onJoin: jest.fn().mockResolvedValue(true),
    onAddTopic: jest.fn().mockResolvedValue(true),
    onClose: jest.fn(),
  };
  renderWithPortal(<StudySessionModal open mode="start" {...handlers} {...props} />);
  return { ...handlers, dialog: screen.getByRole('dialog', { name: t.title, ...hidden }) };
}

describe('StudySessionModal', () => {
  it('starts with a required topic, on Enter too, then closes', async () => {
    const { dialog, onStart, onClose } = renderModal({});
    const input = within(dialog).getByPlaceholderText(t.idlePlaceholder);
    expect(within(dialog).getByText(t.required)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.startSession, ...hidden })).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(within(dialog).getByRole('button', { name: t.startSession, ...hidden })).toBeDisabled();
    await userEvent.type(input, 'Arrays{Enter}');
    expect(onStart).toHaveBeenCalledWith('   Arrays');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('joins without needing a topic and lists topics and people', async () => {
    const people = sessionPeople(studySession([STAFF, LEARNER, GUEST]));
    const { dialog, onJoin } = renderModal({ mode: 'join', topics: [...TOPICS].reverse(), people });
    expect(within(dialog).getByPlaceholderText(t.activePlaceholder)).toBeInTheDocument();
    expect(within(dialog).queryByText(t.required)).not.toBeInTheDocument();
    const topics = within(dialog).getByRole('list', { name: t.topics, ...hidden });
    expect(
      within(topics)
        .getAllByRole('listitem', hidden)
        .map((li) => li.textContent),
    ).toEqual(TOPICS.map((topic) => topic.topic));
    const classmates = within(dialog).getByRole('list', { name: t.classmatesCount(2), ...hidden });
    expect(within(classmates).getByRole('link', { name: 'Ana Lopez', ...hidden })).toHaveAttribute(
      'href',
      '/profile/ana.lopez@cedar.test',
    );
    expect(within(classmates).getByText('Zoom Guest')).toBeInTheDocument();
    expect(within(classmates).queryByRole('link', { name: 'Zoom Guest', ...hidden })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.joinNow, ...hidden }));
    expect(onJoin).toHaveBeenCalledWith('');
  });

  // One person, one job title: the role's UI name, as the profile and the Support panel say
  // (DECISIONS.md "Learner screens"); guests have no role.
  it("names each participant's role as the rest of the portal does", () => {
    const people = sessionPeople(studySession([STAFF, LEARNER, GUEST]));
    const { dialog } = renderModal({ mode: 'join', topics: TOPICS, people });
    const rowOf = (name: string) => within(dialog).getByText(name).closest('li');
    expect(rowOf('Sam Okafor')).toHaveTextContent(/Sam OkaforCoach$/);
    expect(rowOf('Ana Lopez')).toHaveTextContent(/Ana LopezStudent$/);
    expect(rowOf('Zoom Guest')).toHaveTextContent(/Zoom GuestGuest$/);
  });

  it('adds a topic once joined and stays open', async () => {
    const { dialog, onAddTopic, onClose } = renderModal({ mode: 'joined', topics: TOPICS });
    await userEvent.type(within(dialog).getByRole('textbox', hidden), 'Code review');
    await userEvent.click(within(dialog).getByRole('button', { name: t.addTopic, ...hidden }));
    expect(onAddTopic).toHaveBeenCalledWith('Code review');
    await waitFor(() => expect(within(dialog).getByRole('textbox', hidden)).toHaveValue(''));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows what failed and waits while an action runs', () => {
    const { dialog } = renderModal({ mode: 'join', failed: 'join', pending: 'join' });
    expect(within(dialog).getByText(t.joinFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.joinNow, ...hidden })).toBeDisabled();
  });

  it('closes by its close icon', async () => {
    const { dialog, onClose } = renderModal({});
    await userEvent.click(within(dialog).getByRole('button', { name: t.close, ...hidden }));
    expect(onClose).toHaveBeenCalled();
  });
});
