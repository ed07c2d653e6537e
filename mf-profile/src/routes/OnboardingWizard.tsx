import { PagePlaceholder } from '@cedar/shared/ui';
import { messages } from '../messages';

/** The first-login onboarding wizard. Not built yet: its title and a skeleton. */
export default function OnboardingWizard() {
  return <PagePlaceholder title={messages.onboardingWizard.title} />;
}
