import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { peopleMessages as t } from '../../messages';

/** The ACP Roles and Permissions overview table (§6), folded away by default. */
export function RolesTable() {
  return (
    <Accordion collapsible>
      <AccordionItem value="roles">
        <AccordionHeader as="h2">{t.rolesTitle}</AccordionHeader>
        <AccordionPanel>
          <Table size="small" aria-label={t.rolesTitle}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t.rolesColumns.role}</TableHeaderCell>
                <TableHeaderCell>{t.rolesColumns.access}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {t.roles.map(([role, access]) => (
                <TableRow key={role}>
                  <TableCell>{role}</TableCell>
                  <TableCell>{access}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
