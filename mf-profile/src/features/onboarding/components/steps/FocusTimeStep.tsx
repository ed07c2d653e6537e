import { FocusTimeEditor } from '../../../../profile-fields/components/FocusTimeEditor';
import type { StepProps } from './step-props';

/** Step 8: focus time; pick a day, then toggle its slots; days with slots show a dot (§4.3). */
export function FocusTimeStep({ draft, onChange }: StepProps) {
  return <FocusTimeEditor value={draft.user_focus_time} onChange={(focus) => onChange({ user_focus_time: focus })} />;
}
