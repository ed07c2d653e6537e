import { useState } from 'react';
import type { StaffAnnouncement } from '@cedar/shared/contract';
import { useToast } from '@cedar/shared/ui';
import { announcementMessages as t } from '../messages';
import { createAnnouncement, updateAnnouncement, useAnnouncementReach } from '../api/announcements';
import {
  type AnnouncementForm,
  announcementPayload,
  blankForm,
  formOf,
  timeProblem,
  toLocalInput,
} from '../lib/announcement-form';

/** What the create and update modal is showing. */
interface ModalState {
  open: boolean;
  mode: 'create' | 'update';
  editing: StaffAnnouncement | null;
  step: 'entry' | 'preview';
  form: AnnouncementForm;
  submitting: boolean;
  failed: boolean;
}

/** What the hook needs from the page. */
export interface AnnouncementFormContext {
  zone: string;
  email: string;
  /** After a save: the page refreshes its list; `created` is a new announcement. */
  onSaved(created: StaffAnnouncement | null, kept: (a: StaffAnnouncement) => boolean): void;
  /** Does the active filter keep this announcement? */
  keeps(a: StaffAnnouncement): boolean;
}

/** The create and update modal's state and actions (§4: entry, preview, Edit Post, Schedule). */
export function useAnnouncementForm(context: AnnouncementFormContext) {
  const toast = useToast();
  const closed = (): ModalState => ({
    open: false,
    mode: 'create',
    editing: null,
    step: 'entry',
    form: blankForm(new Date(), context.zone),
    submitting: false,
    failed: false,
  });
  const [state, setState] = useState<ModalState>(closed);
  const patch = (next: Partial<ModalState>) => setState((current) => ({ ...current, ...next }));
  const reach = useAnnouncementReach(state.open && state.step === 'preview' ? state.form.audience : null);
  const now = new Date();
  const problem = state.open ? timeProblem(state.form, now, context.zone, state.mode === 'update') : null;

  const submit = async () => {
    const payload = announcementPayload(state.form, new Date(), context.zone, context.email);
    patch({ submitting: true, failed: false });
    if (state.mode === 'create') {
      try {
        const created = await createAnnouncement(payload);
        const staff: StaffAnnouncement = {
          ...created,
          author_email: context.email,
          reach_learners: 0,
          seen_learners: 0,
        };
        setState(closed());
        toast.success(context.keeps(staff) ? t.saved : t.outsideFilter);
        context.onSaved(staff, context.keeps);
      } catch (error) {
        console.error('Creating the announcement failed', error);
        patch({ submitting: false, failed: true });
      }
      return;
    }
    const { author: _author, ...changes } = payload;
    const result = await updateAnnouncement(state.editing!.id, changes);
    if (result === 'failed') {
      toast.error(t.updateFailed);
      patch({ submitting: false, failed: true });
      return;
    }
    setState(closed());
    toast.success(t.saved);
    context.onSaved(null, context.keeps);
  };

  return {
    ...state,
    problem,
    minSchedule: toLocalInput(now, context.zone),
    reach: reach.data?.message ?? null,
    openCreate: () => setState({ ...closed(), open: true }),
    openUpdate: (a: StaffAnnouncement) =>
      setState({ ...closed(), open: true, mode: 'update', editing: a, form: formOf(a, context.zone) }),
    change: (form: AnnouncementForm) => patch({ form }),
    preview: () => patch({ step: 'preview', failed: false }),
    editPost: () => patch({ step: 'entry' }),
    schedule: () => void submit(),
    cancel: () => setState(closed()),
  };
}
