import type { OnboardingDraft } from '../../lib/steps';

/** What every data-entry screen receives: the draft and a way to change part of it. */
export interface StepProps {
  draft: OnboardingDraft;
  onChange: (patch: Partial<OnboardingDraft>) => void;
}
