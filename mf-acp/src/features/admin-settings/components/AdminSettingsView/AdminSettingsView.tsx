import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { ManagedProgram } from '@cedar/shared/contract';
import { pagePath } from '@cedar/shared/contract';
import { LoadError, PageSkeleton } from '@cedar/shared/ui';
import { adminMessages as t } from '../../messages';
import { useAdminSettingsStyles } from './AdminSettingsView.styles';
import { CreateCohortPanel, type CreateCohortPanelProps } from './CreateCohortPanel';
import { ProgramCohorts } from './ProgramCohorts';

export type AdminSettingsState =
  { kind: 'loading' } | { kind: 'error'; onRetry(): void } | { kind: 'ready'; programs: ManagedProgram[] };

export interface AdminSettingsViewProps extends CreateCohortPanelProps {
  state: AdminSettingsState;
  /** Holders of adminSettingsCreateCohort see Create New Cohort. */
  canCreate: boolean;
  /**
   * Holders of the adminSettingsManageCohortMembers menu see Cohort Member Management (its link
   * leads to People, which a limited admin may not open).
   */
  canManageMembers: boolean;
  createRef?: Ref<HTMLInputElement>;
  /** The Additional Tools panel, for those who may run them (§2.11). */
  tools?: ReactNode;
}

/** The admin program page 'Manage MyCedar Cohorts' (admin-console §2.2, §2.10). */
export function AdminSettingsView({
  state,
  canCreate,
  canManageMembers,
  createRef,
  tools,
  ...create
}: AdminSettingsViewProps) {
  const styles = useAdminSettingsStyles();
  return (
    <div className={styles.root}>
      <header>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.subtitle}>{t.subtitle}</p>
      </header>
      <section id="cohort-management" className={styles.root} aria-labelledby="cohort-management-title">
        <h2 id="cohort-management-title" className={styles.title}>
          {t.management}
        </h2>
        {state.kind === 'loading' && <PageSkeleton cards={2} />}
        {state.kind === 'error' && <LoadError text={t.loadError} onRetry={state.onRetry} />}
        {state.kind === 'ready' && (
          <div className={styles.columns}>
            <ProgramCohorts title={t.activeCohorts} programs={state.programs} which="active" />
            <ProgramCohorts title={t.inactiveCohorts} programs={state.programs} which="inactive" />
          </div>
        )}
        {canCreate && <CreateCohortPanel ref={createRef} {...create} />}
      </section>
      {canManageMembers && (
        <section id="cohort-member-management" className={styles.panel} aria-labelledby="member-management-title">
          <h2 id="member-management-title" className={styles.panelTitle}>
            {t.memberManagement}
          </h2>
          <p>{t.memberManagementText}</p>
          <Link to={pagePath('acpPeople')}>{t.openPeople}</Link>
        </section>
      )}
      {tools}
    </div>
  );
}
