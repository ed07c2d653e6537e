import { Button, Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  isSlackRow,
  isValidSocialLink,
  SOCIAL_LINK_TYPES,
  socialLinkTypeOf,
  UNKNOWN_NETWORK_MESSAGE,
  withTrailingEmptyRow,
  type SocialLinkRow,
} from '@cedar/shared/domain';
import { fieldMessages as t } from '../messages';
import { useFieldStyles } from './fields.styles';

export interface SocialLinksFieldProps {
  /** Every stored row, Slack included (kept, never shown). */
  value: readonly SocialLinkRow[];
  onChange: (rows: SocialLinkRow[]) => void;
}

/**
 * Social link rows (§2.6, §4.3, §5): a network and a link per row; the link stays disabled until
 * a network is chosen; a new empty row appears when the last one is complete; a row named Slack
 * is kept but not shown; an invalid link shows the spec's message.
 */
export function SocialLinksField({ value, onChange }: SocialLinksFieldProps) {
  const styles = useFieldStyles();
  const slack = value.filter(isSlackRow);
  const shown = withTrailingEmptyRow(value.filter((row) => !isSlackRow(row)));
  // The empty trailing row is the form's, not the profile's: it is never part of the value.
  const save = (rows: SocialLinkRow[]) => onChange([...rows.filter((r) => r.name || r.link), ...slack]);
  const update = (id: string, patch: Partial<SocialLinkRow>) =>
    save(shown.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  return (
    <div className={styles.stack}>
      {shown.map((row, index) => {
        const valid = isValidSocialLink(row.link);
        // A stored name the list does not hold (an older network) must be replaced before saving.
        const knownNetwork = row.name === '' || socialLinkTypeOf(row.name) !== null;
        const last = index === shown.length - 1;
        return (
          <div key={row.id} className={styles.linkRow} data-testid="social-link-row">
            <Field
              label={t.socialNetwork}
              validationState={knownNetwork ? 'none' : 'error'}
              validationMessage={knownNetwork ? undefined : UNKNOWN_NETWORK_MESSAGE}
            >
              <Dropdown
                placeholder={t.socialNetworkPlaceholder}
                value={row.name}
                selectedOptions={row.name ? [row.name] : []}
                onOptionSelect={(_, data) => update(row.id, { name: data.optionValue ?? '' })}
              >
                {SOCIAL_LINK_TYPES.map((name) => (
                  <Option key={name} value={name}>
                    {name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={t.socialLink}
              className={styles.linkInput}
              validationState={valid ? 'none' : 'error'}
              validationMessage={valid ? undefined : t.invalidLink}
            >
              <Input
                type="url"
                inputMode="url"
                value={row.link}
                disabled={!row.name}
                placeholder="https://"
                onChange={(_, data) => update(row.id, { link: data.value })}
              />
            </Field>
            {last && !row.name && !row.link ? (
              <span />
            ) : (
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={`${t.removeLink} ${row.name}`.trim()}
                onClick={() => save(shown.filter((r) => r.id !== row.id))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
