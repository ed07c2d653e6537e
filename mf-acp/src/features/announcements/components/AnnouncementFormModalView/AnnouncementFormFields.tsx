import { Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { RichTextEditor } from '@cedar/shared/ui';
import { announcementMessages as t } from '../../messages';
import { type AnnouncementForm, expiryAfterInput } from '../../lib/announcement-form';
import type { AudienceOption } from '../../lib/audience';
import { useAnnouncementFormStyles } from './AnnouncementFormModalView.styles';

/** Props of AnnouncementFormFields. */
export interface AnnouncementFormFieldsProps {
  form: AnnouncementForm;
  audienceOptions: AudienceOption[];
  minSchedule: string;
  problem: 'scheduleInPast' | 'expiryBeforeSchedule' | null;
  onChange(form: AnnouncementForm): void;
}

/** The entry step: body, post_as, audience, Now or Later with its picker, the expiry, the notes (§2.3). */
export function AnnouncementFormFields({
  form,
  audienceOptions,
  minSchedule,
  problem,
  onChange,
}: AnnouncementFormFieldsProps) {
  const styles = useAnnouncementFormStyles();
  const set = (patch: Partial<AnnouncementForm>) => onChange({ ...form, ...patch });
  // The expiry follows the schedule (one day later) until chosen by hand (§4).
  const setSchedule = (schedule: string) =>
    set({ schedule, ...(form.expiryChosen ? {} : { expiry: expiryAfterInput(schedule) }) });
  const scheduleMin = form.when === 'later' ? form.schedule || minSchedule : minSchedule;
  return (
    <>
      <ul className={styles.notes}>
        <li>{t.requiredNote}</li>
        <li>{t.truncationNote}</li>
      </ul>
      <RichTextEditor
        label={t.body}
        toolbar="announcement"
        required
        value={form.body}
        onChange={(body) => set({ body })}
      />
      <div className={styles.row}>
        <Field label={t.postAs} required className={styles.grow}>
          <Select value={form.postAs} onChange={(_, data) => set({ postAs: data.value })}>
            <option value="" disabled>
              {t.postAs}
            </option>
            <option value="myself">{t.postAsMyself}</option>
            <option value={t.postAsProduct}>{t.postAsProduct}</option>
          </Select>
        </Field>
        <Field label={t.audienceLabel} required className={styles.grow}>
          <Select value={form.audience} onChange={(_, data) => set({ audience: data.value })}>
            <option value="" disabled>
              {t.audiencePlaceholder}
            </option>
            {audienceOptions.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t.whenToPost} required hint={t.timezoneNote}>
        <RadioGroup
          layout="horizontal"
          value={form.when}
          onChange={(_, data) => {
            const when = data.value === 'later' ? 'later' : 'now';
            const schedule = when === 'now' ? minSchedule : form.schedule || minSchedule;
            onChange({ ...form, when, schedule, ...(form.expiryChosen ? {} : { expiry: expiryAfterInput(schedule) }) });
          }}
        >
          <Radio value="now" label={t.now} />
          <Radio value="later" label={t.later} />
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        {form.when === 'later' ? (
          <Field
            label={t.scheduleAt}
            required
            className={styles.grow}
            validationState={problem === 'scheduleInPast' ? 'error' : 'none'}
            validationMessage={problem === 'scheduleInPast' ? t.scheduleInPast : undefined}
          >
            <Input
              type="datetime-local"
              min={minSchedule}
              value={form.schedule}
              onChange={(_, data) => setSchedule(data.value)}
            />
          </Field>
        ) : null}
        <Field
          label={t.expiry}
          required
          className={styles.grow}
          validationState={problem === 'expiryBeforeSchedule' ? 'error' : 'none'}
          validationMessage={problem === 'expiryBeforeSchedule' ? t.expiryBeforeSchedule : undefined}
        >
          <Input
            type="datetime-local"
            min={scheduleMin}
            value={form.expiry}
            onChange={(_, data) => set({ expiry: data.value, expiryChosen: true })}
          />
        </Field>
      </div>
    </>
  );
}
