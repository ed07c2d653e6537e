import { Dropdown, Option, OptionGroup } from '@fluentui/react-components';
import { shellMessages as m } from '../messages';
import { useCohortPickerStyles } from './CohortPicker.styles';

/** A cohort the admin console can switch to, with its program's title for grouping. */
export interface AdminCohortOption {
  cohortId: number;
  cohortName: string;
  programTitle: string;
}

export interface CohortPickerProps {
  cohorts: AdminCohortOption[];
  selectedCohortId: number | null;
  onSelectCohort(cohortId: number): void;
  /** Disabled and showing Unavailable (the admin settings pages). */
  unavailable?: boolean;
}

/** Groups cohorts by program title, keeping the order in which programs first appear. */
export function groupByProgram(cohorts: AdminCohortOption[]): Array<[string, AdminCohortOption[]]> {
  const groups = new Map<string, AdminCohortOption[]>();
  for (const cohort of cohorts) groups.set(cohort.programTitle, [...(groups.get(cohort.programTitle) ?? []), cohort]);
  return [...groups];
}

/** The admin console's cohort drop-down, grouped by program (admin-console §1, §2.1). */
export function CohortPicker({ cohorts, selectedCohortId, onSelectCohort, unavailable = false }: CohortPickerProps) {
  const styles = useCohortPickerStyles();
  const selected = cohorts.find((c) => c.cohortId === selectedCohortId);
  return (
    <Dropdown
      className={styles.dropdown}
      aria-label={m.cohort}
      disabled={unavailable}
      placeholder={unavailable ? m.unavailable : m.selectCohort}
      value={unavailable ? m.unavailable : (selected?.cohortName ?? '')}
      selectedOptions={!unavailable && selected ? [String(selected.cohortId)] : []}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onSelectCohort(Number(data.optionValue));
      }}
    >
      {groupByProgram(cohorts).map(([program, members]) => (
        <OptionGroup key={program} label={program}>
          {members.map((cohort) => (
            <Option key={cohort.cohortId} value={String(cohort.cohortId)}>
              {cohort.cohortName}
            </Option>
          ))}
        </OptionGroup>
      ))}
    </Dropdown>
  );
}
