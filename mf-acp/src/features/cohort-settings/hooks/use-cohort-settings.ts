import { useState } from 'react';
import type { ToastApi } from '@cedar/shared/ui';
import { saveCohortWebtools, updateCohortFields, useCohortFields, useCohortWebtools } from '../api/cohort-settings';
import type { SettingsState } from '../components/CohortSettingsView/CohortSettingsView';
import { type CohortFieldsForm, checkedTools, cohortFieldChanges, formOf, webtoolChanges } from '../lib/settings-diff';
import { settingsMessages as t } from '../messages';
import { type SaveGroup, useSettingsGroups } from './use-settings-groups';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/**
 * The settings page's data, its edit mode and Save (§4 Settings): only the changed groups
 * (cohort fields, webtools, calendars, course additions, course removals, staff), in parallel,
 * with a toast per table unless all succeed.
 */
export function useCohortSettings(cohortId: number | null, toast: ToastApi) {
  const fields = useCohortFields(cohortId);
  const tools = useCohortWebtools(cohortId);
  const groups = useSettingsGroups(cohortId, toast);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<CohortFieldsForm | null>(null);
  const [checked, setChecked] = useState<Set<number> | null>(null);

  const cohort = fields.data?.message.cohort;
  const saved = tools.data?.message.webtools;
  let state: SettingsState = { kind: 'loading' };
  if (cohort && saved && groups.loaded) {
    state = { kind: 'ready', cohort, form: form ?? formOf(cohort), checked: checked ?? checkedTools(saved) };
  } else if (fields.error || tools.error || groups.failed) {
    state = {
      kind: 'error',
      onRetry: () => {
        void fields.mutate();
        void tools.mutate();
        groups.retry();
      },
    };
  }

  const reset = () => {
    setForm(null);
    setChecked(null);
    groups.reset();
    setEditing(false);
  };

  const save = async () => {
    if (state.kind !== 'ready' || cohortId === null || !saved) return;
    const all: SaveGroup[] = [];
    const fieldChanges = cohortFieldChanges(state.cohort, state.form);
    if (Object.keys(fieldChanges).length > 0) {
      all.push({
        name: t.tables.cohort,
        run: () => updateCohortFields(cohortId, fieldChanges),
        clear: () => setForm(null),
      });
    }
    const toolChanges = webtoolChanges(saved, state.checked);
    if (toolChanges.length > 0) {
      all.push({
        name: t.tables.webtools,
        run: () => saveCohortWebtools(cohortId, toolChanges),
        failed: t.webtoolsFailed,
        clear: () => setChecked(null),
      });
    }
    all.push(...groups.changedGroups());
    if (all.length === 0) return reset();
    if (groups.needsNotice()) return groups.showNotice();
    setSaving(true);
    const results = await Promise.allSettled(all.map((group) => group.run()));
    await Promise.all([fields.mutate(), tools.mutate(), groups.refresh()]);
    setSaving(false);
    if (results.every((r) => r.status === 'fulfilled')) {
      toast.success(t.allUpdated);
      return reset();
    }
    results.forEach((result, i) => {
      const group = all[i]!;
      if (result.status === 'fulfilled') {
        group.clear();
        toast.success(group.succeeded ?? t.tableUpdated(group.name));
      } else {
        toast.error(messageOf(result.reason) ?? group.failed ?? t.tableFailed(group.name));
      }
    });
  };

  return {
    state,
    editing,
    saving,
    groups: groups.props,
    edit: () => setEditing(true),
    cancel: reset,
    save: () => void save(),
    setField: (patch: Partial<CohortFieldsForm>) =>
      setForm((current) => ({ ...(current ?? formOf(cohort!)), ...patch })),
    toggleTool: (id: number, on: boolean) =>
      setChecked((current) => {
        const next = new Set(current ?? (saved ? checkedTools(saved) : []));
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };
}
