import { useState } from 'react';
import { loadSessionUser, useSession } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { AvatarEditor } from '../features/avatar/components/AvatarEditor/AvatarEditor';
import { OnboardingWizardView } from '../features/onboarding/components/OnboardingWizardView/OnboardingWizardView';
import { PictureStep } from '../features/onboarding/components/steps/PictureStep';
import { useOnboardingWizard } from '../features/onboarding/hooks/use-onboarding-wizard';

function Wizard({ user }: { user: StartupUser }) {
  const wizard = useOnboardingWizard(user, loadSessionUser);
  const [imageUrl, setImageUrl] = useState(user.user_image_url);
  return (
    <OnboardingWizardView
      step={wizard.step}
      draft={wizard.draft}
      saving={wizard.saving}
      failed={wizard.failed}
      onChange={wizard.change}
      onContinue={() => void wizard.next()}
      onBack={wizard.back}
      picture={
        <PictureStep
          imageUrl={imageUrl}
          firstName={wizard.draft.preferred_name || user.first_name}
          lastName={user.last_name}
          editor={<AvatarEditor email={user.email} imageUrl={imageUrl} onSaved={setImageUrl} />}
        />
      }
    />
  );
}

/**
 * The first-login onboarding wizard (§2.7): the only screen while `first_login` is true. It
 * resumes where the user left off, here or on another device, from the server's progress mark.
 */
export default function OnboardingWizard() {
  const user = useSession((s) => s.user);
  // Keyed by e-mail: a different user signing in starts from their own progress.
  return user ? <Wizard key={user.email} user={user} /> : null;
}
