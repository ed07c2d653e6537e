import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { AcpMember } from '@cedar/shared/contract';
import { peopleMessages as t } from '../../messages';
import { MemberRow, type MemberRowProps } from './MemberRow';
import { useMemberTableStyles } from './MemberTable.styles';

export interface MemberTableProps extends Omit<MemberRowProps, 'member'> {
  members: readonly AcpMember[];
}

/** The member table; the Actions column only for cohort admins (§2.9). */
export function MemberTable({ members, ...row }: MemberTableProps) {
  const styles = useMemberTableStyles();
  const c = t.columns;
  return (
    <div className={styles.scroller}>
      <Table className={styles.table} aria-label={t.title} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{c.name}</TableHeaderCell>
            <TableHeaderCell>{c.email}</TableHeaderCell>
            <TableHeaderCell>{c.lmsId}</TableHeaderCell>
            <TableHeaderCell>{c.role}</TableHeaderCell>
            <TableHeaderCell>{c.active}</TableHeaderCell>
            <TableHeaderCell>{c.visible}</TableHeaderCell>
            <TableHeaderCell>{c.online}</TableHeaderCell>
            {row.canManage && <TableHeaderCell>{c.actions}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} {...row} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
