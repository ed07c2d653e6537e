import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { MemberImportRow } from '@cedar/shared/contract';
import { importMessages as t } from '../../messages';

const useStyles = makeStyles({
  scroller: { maxHeight: '50vh', overflowY: 'auto', marginTop: tokens.spacingVerticalM },
  details: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const COLOR = { add: 'success', update: 'brand', unchanged: 'subtle', refused: 'danger' } as const;

/** The import's rows: line, e-mail, what happens (or happened) and why. */
export function ImportRowsTable({ rows, applied }: { rows: readonly MemberImportRow[]; applied: boolean }) {
  const styles = useStyles();
  const labels = applied ? t.appliedActions : t.actions;
  return (
    <div className={styles.scroller}>
      <Table aria-label={t.tableLabel} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t.columns.line}</TableHeaderCell>
            <TableHeaderCell>{t.columns.email}</TableHeaderCell>
            <TableHeaderCell>{t.columns.result}</TableHeaderCell>
            <TableHeaderCell>{t.columns.details}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.email || '—'}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={COLOR[row.action]}>
                  {labels[row.action]}
                </Badge>
              </TableCell>
              <TableCell>
                {row.details.length > 0 && (
                  <ul className={styles.details}>
                    {row.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
