import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ArrowUpload20Regular,
  Dismiss20Regular,
  PersonAdd20Regular,
} from '@fluentui/react-icons';
import type { AcpMember } from '@cedar/shared/contract';
import { LoadError, PageSkeleton } from '@cedar/shared/ui';
import { filterMembers, memberCounts, roleOptions, type MemberFilter } from '../../lib/member-filters';
import { importMessages, peopleMessages as t } from '../../messages';
import { MemberTable, type MemberTableProps } from '../MemberTable/MemberTable';
import { MemberFilters } from './MemberFilters';
import { usePeopleViewStyles } from './PeopleView.styles';
import { RolesTable } from './RolesTable';

/** An alert of the members page (hidden after 10 s by the page). */
export interface PeopleAlert {
  intent: 'success' | 'error';
  text: string;
}

export type PeopleState =
  | { kind: 'loading' }
  | { kind: 'error'; onRetry(): void }
  | { kind: 'ready'; cohortName: string; members: readonly AcpMember[] };

export interface PeopleViewProps extends Pick<MemberTableProps, 'onSave' | 'confirm'> {
  state: PeopleState;
  canManage: boolean;
  searchText: string;
  onSearchText(text: string): void;
  filter: MemberFilter;
  onFilter(patch: Partial<MemberFilter>): void;
  alert: PeopleAlert | null;
  onDismissAlert(): void;
  onAddMembers(): void;
  onExport(): void;
  /** Opens the member import (cohort admins); without it the button is not offered. */
  onImport?(): void;
  /** The add dialog, the import panel and the audit list, drawn by the page for admins. */
  children?: ReactNode;
}

/** The Manage cohort members page (admin-console §2.9). */
export function PeopleView(props: PeopleViewProps) {
  const { state, canManage, filter, alert } = props;
  const styles = usePeopleViewStyles();
  if (state.kind === 'loading') return <PageSkeleton cards={2} />;
  if (state.kind === 'error') return <LoadError text={t.loadError} onRetry={state.onRetry} />;
  const counts = memberCounts(state.members);
  const shown = filterMembers(state.members, filter);
  return (
    <section className={styles.root} aria-labelledby="people-title">
      <header className={styles.header}>
        <h1 id="people-title" className={styles.title}>
          {t.title}
        </h1>
        <h2 className={styles.cohort}>{state.cohortName}</h2>
        <p className={styles.counts}>
          {t.counts(counts.active, counts.total)} · {t.activeLearners(counts.activeLearners)} ·{' '}
          {t.admins(counts.admins)}
        </p>
      </header>
      <RolesTable />
      {alert && (
        <MessageBar intent={alert.intent} role="alert">
          <MessageBarBody>{alert.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t.dismissAlert}
                icon={<Dismiss20Regular />}
                onClick={props.onDismissAlert}
              />
            }
          />
        </MessageBar>
      )}
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <MemberFilters
            searchText={props.searchText}
            onSearchText={props.onSearchText}
            filter={filter}
            onFilter={props.onFilter}
            roles={roleOptions(state.members)}
            total={state.members.length}
          />
          <div className={styles.push}>
            <Button icon={<ArrowDownload20Regular />} onClick={props.onExport} disabled={shown.length === 0}>
              {t.exportCsv}
            </Button>
            {canManage && props.onImport && (
              <Button icon={<ArrowUpload20Regular />} onClick={props.onImport}>
                {importMessages.open}
              </Button>
            )}
            {canManage && (
              <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={props.onAddMembers}>
                {t.addMembers}
              </Button>
            )}
          </div>
        </div>
        {shown.length === 0 ? (
          <p className={styles.empty}>{t.noMembers}</p>
        ) : (
          <MemberTable members={shown} canManage={canManage} onSave={props.onSave} confirm={props.confirm} />
        )}
      </div>
      {props.children}
    </section>
  );
}
