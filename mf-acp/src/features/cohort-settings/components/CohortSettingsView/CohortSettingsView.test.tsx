import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { formOf } from '../../lib/settings-diff';
import { settingsMessages as t } from '../../messages';
import { groupProps } from '../../test-support/groups';
import { COHORT_FIELDS } from '../../test-support/settings';
import { CohortSettingsView, type CohortSettingsViewProps } from './CohortSettingsView';

const props = (patch: Partial<CohortSettingsViewProps> = {}): CohortSettingsViewProps => ({
  state: { kind: 'ready', cohort: COHORT_FIELDS, form: formOf(COHORT_FIELDS), checked: new Set([1, 3]) },
  canEdit: true,
  editing: false,
  saving: false,
  onEdit: jest.fn(),
  onCancel: jest.fn(),
  onSave: jest.fn(),
  onField: jest.fn(),
  onToggleTool: jest.fn(),
  groups: groupProps(),
  ...patch,
});

// Typing through whole forms is slow when the machine is busy.
jest.setTimeout(15_000);
describe('CohortSettingsView', () => {
  it('shows the heading, the cohort, the note and the saved values in view mode', async () => {
    const p = props();
    renderWithPortal(<CohortSettingsView {...p} />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: COHORT_FIELDS.cohort_name })).toBeInTheDocument();
    expect(screen.getByText(t.note)).toBeInTheDocument();
    expect(screen.getByText('4711')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Calendar' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Classe' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Calendar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: t.edit }));
    expect(p.onEdit).toHaveBeenCalled();
  });

  it('offers no editing to someone who is not the cohort admin', () => {
    renderWithPortal(<CohortSettingsView {...props({ canEdit: false })} />);
    expect(screen.queryByRole('button', { name: t.edit })).not.toBeInTheDocument();
  });

  it("edits the fields and tools, and refuses letters in the Inscribe id with '*Numbers Only'", async () => {
    const p = props({
      editing: true,
      state: {
        kind: 'ready',
        cohort: COHORT_FIELDS,
        form: { ...formOf(COHORT_FIELDS), inscribe_community_id: '47a' },
        checked: new Set([1]),
      },
    });
    renderWithPortal(<CohortSettingsView {...p} />);
    expect(screen.getByText('*Numbers Only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Classe' }));
    expect(p.onToggleTool).toHaveBeenCalledWith(2, true);
    await userEvent.type(screen.getByRole('textbox', { name: t.slackChannel }), 'X');
    expect(p.onField).toHaveBeenCalledWith({ slack_channel_id: 'C0SEBDX' });
  });
});
