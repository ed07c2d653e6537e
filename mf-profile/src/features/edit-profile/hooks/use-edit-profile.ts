import { useCallback, useMemo, useState } from 'react';
import type { StartupUser } from '@cedar/shared/contract';
import { useToast, useUnsavedChangesGuard } from '@cedar/shared/ui';
import { publishSavedProfile, updateProfile } from '../api/update-profile';
import { changesOf, formErrors, formFromProfile, linksValid, type ProfileForm } from '../lib/profile-form';
import { editProfileMessages as t } from '../messages';

/** Where the form is (§4.3): untouched, touched, submitting; saved and failed show as banners. */
export type EditStatus = 'untouched' | 'touched' | 'submitting';

/** What the edit page needs from its form. */
export interface EditProfileState {
  form: ProfileForm;
  change: (patch: Partial<ProfileForm>) => void;
  status: EditStatus;
  /** Field errors shown after a refused submit. */
  errors: Partial<Record<keyof ProfileForm, string>>;
  showValidationSummary: boolean;
  canSave: boolean;
  save: () => Promise<void>;
}

/**
 * The edit form of the signed-in user's profile: changes, the unsaved-changes guard while
 * touched, and Save sending only the changed fields; success and failure show as banners.
 */
export function useEditProfile(profile: StartupUser, now: () => Date = () => new Date()): EditProfileState {
  const [initial, setInitial] = useState(() => formFromProfile(profile));
  const [form, setForm] = useState(initial);
  const [submitting, setSubmitting] = useState(false);
  const [showValidationSummary, setShowValidationSummary] = useState(false);
  const toast = useToast();

  const dirty = useMemo(() => changesOf(initial, form, new Date(0)) !== null, [initial, form]);
  useUnsavedChangesGuard(dirty, t.unsaved);
  const errors = useMemo(() => formErrors(form, initial), [form, initial]);

  const change = useCallback((patch: Partial<ProfileForm>) => setForm((current) => ({ ...current, ...patch })), []);

  const save = useCallback(async () => {
    if (Object.keys(errors).length > 0) {
      setShowValidationSummary(true);
      toast.error(t.fixValidationErrors);
      return;
    }
    setShowValidationSummary(false);
    const changes = changesOf(initial, form, now());
    if (!changes) return;
    setSubmitting(true);
    try {
      const saved = await updateProfile(profile.email, changes);
      await publishSavedProfile(profile.email, saved);
      setInitial(form);
      toast.success(t.saved);
    } catch {
      toast.error(t.saveFailed);
    } finally {
      setSubmitting(false);
    }
  }, [errors, initial, form, now, profile.email, toast]);

  return {
    form,
    change,
    status: submitting ? 'submitting' : dirty ? 'touched' : 'untouched',
    errors: showValidationSummary ? errors : {},
    showValidationSummary,
    canSave: !submitting && linksValid(form),
    save,
  };
}
