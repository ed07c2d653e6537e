import { useCallback, useState } from 'react';
import type { StartupUser } from '@cedar/shared/contract';
import { saveOnboardingStep } from '../api/save-onboarding-step';
import {
  LAST_STEP,
  ONBOARDING_STEPS,
  type OnboardingDraft,
  initialDraft,
  isStepValid,
  resumeStep,
  stepUpdate,
} from '../lib/steps';

/** What the wizard page needs: the screen, the draft and the two moves. */
export interface OnboardingWizardState {
  step: number;
  draft: OnboardingDraft;
  saving: boolean;
  failed: boolean;
  change: (patch: Partial<OnboardingDraft>) => void;
  next: () => Promise<void>;
  back: () => void;
}

/**
 * The wizard's state over the signed-in user (§4.4): it opens at the first unfinished screen,
 * each Continue saves that screen, and the last one ends first login and calls `onFinished`
 * (which refetches the user, so the portal replaces the wizard).
 */
export function useOnboardingWizard(user: StartupUser, onFinished: () => Promise<void> | void): OnboardingWizardState {
  const [draft, setDraft] = useState(() => initialDraft(user));
  const [step, setStep] = useState(() => resumeStep(user, draft));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = useCallback((patch: Partial<OnboardingDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const next = useCallback(async () => {
    const name = ONBOARDING_STEPS[step] ?? 'welcome';
    if (saving || !isStepValid(name, draft)) return;
    setSaving(true);
    setFailed(false);
    try {
      await saveOnboardingStep(user.email, stepUpdate(step, draft, user));
    } catch {
      setSaving(false);
      setFailed(true);
      return;
    }
    if (step === LAST_STEP) {
      await onFinished();
      return;
    }
    setSaving(false);
    setStep(step + 1);
  }, [draft, onFinished, saving, step, user]);

  const back = useCallback(() => {
    setFailed(false);
    setStep((s) => Math.max(0, s - 1));
  }, []);

  return { step, draft, saving, failed, change, next, back };
}
