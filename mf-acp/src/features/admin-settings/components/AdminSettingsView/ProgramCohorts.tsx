import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import type { ManagedProgram } from '@cedar/shared/contract';
import { adminMessages as t } from '../../messages';
import { useAdminSettingsStyles } from './AdminSettingsView.styles';

/** Active or Inactive Cohorts: one expandable entry per program with its cohorts (§2.10). */
export function ProgramCohorts({
  title,
  programs,
  which,
}: {
  title: string;
  programs: ManagedProgram[];
  which: 'active' | 'inactive';
}) {
  const styles = useAdminSettingsStyles();
  const id = `${which}-cohorts-title`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h3 id={id} className={styles.panelTitle}>
        {title}
      </h3>
      <Accordion multiple collapsible>
        {programs.map((program) => {
          const cohorts = program.cohorts[which];
          return (
            <AccordionItem key={program.id} value={program.id}>
              <AccordionHeader as="h4">{`${program.title} (${t.cohortCount(cohorts.length)})`}</AccordionHeader>
              <AccordionPanel>
                {cohorts.length === 0 ? (
                  <p>{t.noCohorts}</p>
                ) : (
                  <ul className={styles.list}>
                    {cohorts.map((cohort) => (
                      <li key={cohort.cohort_id}>{cohort.cohort_name}</li>
                    ))}
                  </ul>
                )}
              </AccordionPanel>
            </AccordionItem>
          );
        })}
      </Accordion>
    </section>
  );
}
