import { type ReactNode, useEffect, useRef } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  mergeClasses,
} from '@fluentui/react-components';
import {
  LAST_STEP,
  ONBOARDING_STEPS,
  type OnboardingDraft,
  type OnboardingStep,
  isStepValid,
  showsGoBack,
} from '../../lib/steps';
import { onboardingMessages as m } from '../../messages';
import { ExperienceStep } from '../steps/ExperienceStep';
import { FocusTimeStep } from '../steps/FocusTimeStep';
import { IdentityStep } from '../steps/IdentityStep';
import { LanguagesStep } from '../steps/LanguagesStep';
import { LocationStep } from '../steps/LocationStep';
import { PersonalInfoStep } from '../steps/PersonalInfoStep';
import { SocialMediaStep } from '../steps/SocialMediaStep';
import { WorkScheduleStep } from '../steps/WorkScheduleStep';
import { useOnboardingWizardViewStyles } from './OnboardingWizardView.styles';

/** Props of OnboardingWizardView. */
export interface OnboardingWizardViewProps {
  step: number;
  draft: OnboardingDraft;
  saving?: boolean;
  /** The save of the last Continue failed. */
  failed?: boolean;
  /** The Picture screen: the avatar at 225 px with its edit button. */
  picture: ReactNode;
  onChange: (patch: Partial<OnboardingDraft>) => void;
  onContinue: () => void;
  onBack: () => void;
}

const TITLES: Record<OnboardingStep, string> = {
  welcome: m.welcome.title,
  identity: m.identity.title,
  picture: m.picture.title,
  location: m.location.title,
  spokenLanguages: m.spokenLanguages.title,
  experience: m.experience.title,
  personalInfo: m.personalInfo.title,
  focusTime: m.focusTime.title,
  workSchedule: m.workSchedule.title,
  socialMedia: m.socialMedia.title,
  wrapUp: m.wrapUp.title,
};

const INTROS: Record<OnboardingStep, string> = {
  welcome: m.welcome.body,
  identity: m.identity.intro,
  picture: m.picture.intro,
  location: m.location.intro,
  spokenLanguages: m.spokenLanguages.intro,
  experience: m.experience.intro,
  personalInfo: m.personalInfo.intro,
  focusTime: m.focusTime.intro,
  workSchedule: m.workSchedule.intro,
  socialMedia: m.socialMedia.intro,
  wrapUp: m.wrapUp.body,
};

function StepBody({
  name,
  props,
  picture,
}: {
  name: OnboardingStep;
  props: Pick<OnboardingWizardViewProps, 'draft' | 'onChange'>;
  picture: ReactNode;
}) {
  switch (name) {
    case 'identity':
      return <IdentityStep {...props} />;
    case 'picture':
      return picture;
    case 'location':
      return <LocationStep {...props} />;
    case 'spokenLanguages':
      return <LanguagesStep {...props} />;
    case 'experience':
      return <ExperienceStep {...props} />;
    case 'personalInfo':
      return <PersonalInfoStep {...props} />;
    case 'focusTime':
      return <FocusTimeStep {...props} />;
    case 'workSchedule':
      return <WorkScheduleStep {...props} />;
    case 'socialMedia':
      return <SocialMediaStep {...props} />;
    default:
      return null;
  }
}

/** The first-login wizard (§2.7): progress, one screen, Go Back and Continue. */
export function OnboardingWizardView({
  step,
  draft,
  saving = false,
  failed = false,
  picture,
  onChange,
  onContinue,
  onBack,
}: OnboardingWizardViewProps) {
  const styles = useOnboardingWizardViewStyles();
  const name = ONBOARDING_STEPS[step] ?? 'welcome';
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Keyboard and screen-reader users land on the new screen's title, not on a vanished button.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  const valid = isStepValid(name, draft);
  const last = step === LAST_STEP;
  const centered = name === 'welcome' || name === 'picture' || name === 'wrapUp';
  return (
    <main className={styles.root} aria-label={m.regionLabel}>
      <div className={styles.card}>
        <div className={styles.progress}>
          <ProgressBar
            value={(step + 1) / ONBOARDING_STEPS.length}
            thickness="large"
            aria-label={m.progress(step + 1, ONBOARDING_STEPS.length)}
          />
          <Text size={200} aria-hidden="true">
            {m.progress(step + 1, ONBOARDING_STEPS.length)}
          </Text>
        </div>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {TITLES[name]}
        </h1>
        <Text>{INTROS[name]}</Text>
        <div className={mergeClasses(styles.body, centered && styles.centered)}>
          <StepBody name={name} props={{ draft, onChange }} picture={picture} />
        </div>
        {failed && (
          <MessageBar intent="error">
            <MessageBarBody>{m.saveError}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          {showsGoBack(step) && (
            <Button disabled={saving} onClick={onBack}>
              {m.goBack}
            </Button>
          )}
          <Button
            className={styles.continue}
            appearance="primary"
            disabledFocusable={!valid || saving}
            onClick={onContinue}
            icon={saving ? <Spinner size="tiny" aria-label={m.saving} /> : undefined}
          >
            {last ? m.goToMyProduct : m.continue}
          </Button>
        </div>
      </div>
    </main>
  );
}
