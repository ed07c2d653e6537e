import { WorkScheduleField } from '../../../../profile-fields/components/WorkScheduleField';
import type { StepProps } from './step-props';

/** Step 9: work schedule outside the academy; at least one option (DECISIONS.md). */
export function WorkScheduleStep({ draft, onChange }: StepProps) {
  return (
    <WorkScheduleField
      value={draft.user_work_schedule}
      onChange={(options) => onChange({ user_work_schedule: options })}
    />
  );
}
