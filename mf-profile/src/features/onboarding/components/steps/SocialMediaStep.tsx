import { SocialLinksField } from '../../../../profile-fields/components/SocialLinksField';
import type { StepProps } from './step-props';

/**
 * Step 10: social links, as on the edit page: a link needs a network first and must be an
 * http(s) URL (§5); a new row appears once the last is complete.
 */
export function SocialMediaStep({ draft, onChange }: StepProps) {
  return (
    <SocialLinksField
      value={draft.user_social_media_links}
      onChange={(rows) => onChange({ user_social_media_links: rows })}
    />
  );
}
