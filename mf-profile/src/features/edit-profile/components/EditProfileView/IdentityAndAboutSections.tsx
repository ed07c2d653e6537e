import { Checkbox, Field, Input, Textarea } from '@fluentui/react-components';
import { SPOKEN_LANGUAGES } from '@cedar/shared/domain';
import { LanguagesField } from '../../../../profile-fields/components/LanguagesField';
import { PrimaryLanguageField } from '../../../../profile-fields/components/PrimaryLanguageField';
import { fieldMessages } from '../../../../profile-fields/messages';
import type { ProfileForm } from '../../lib/profile-form';
import { editProfileMessages as t } from '../../messages';
import { useEditProfileStyles } from './EditProfileView.styles';
import { Section } from './Section';

export interface FormSectionProps {
  form: ProfileForm;
  change: (patch: Partial<ProfileForm>) => void;
  errors: Partial<Record<keyof ProfileForm, string>>;
}

/** Identity (§2.6): preferred, first and last name, pronunciation, pronouns (can be hidden). */
export function IdentitySection({ form, change, errors }: FormSectionProps) {
  const styles = useEditProfileStyles();
  return (
    <Section title={t.identity}>
      <div className={styles.grid}>
        <Field label={t.preferredName}>
          <Input value={form.preferred_name} maxLength={200} onChange={(_, d) => change({ preferred_name: d.value })} />
        </Field>
        <Field label={t.firstName} required validationMessage={errors.first_name}>
          <Input value={form.first_name} maxLength={200} onChange={(_, d) => change({ first_name: d.value })} />
        </Field>
        <Field label={t.lastName}>
          <Input value={form.last_name} maxLength={200} onChange={(_, d) => change({ last_name: d.value })} />
        </Field>
        <Field label={t.namePronunciation}>
          <Input
            value={form.user_name_pronunciation}
            maxLength={200}
            onChange={(_, d) => change({ user_name_pronunciation: d.value })}
          />
        </Field>
        <Field label={t.pronouns}>
          <Input
            value={form.hidePronouns ? '' : form.user_preferred_pronouns}
            disabled={form.hidePronouns}
            maxLength={100}
            onChange={(_, d) => change({ user_preferred_pronouns: d.value })}
          />
        </Field>
      </div>
      <Checkbox
        label={t.hidePronouns}
        checked={form.hidePronouns}
        // Hiding clears the pronouns: they are stored as null (§4.3).
        onChange={(_, d) => change({ hidePronouns: d.checked === true, user_preferred_pronouns: '' })}
      />
    </Section>
  );
}

/** About Me (§2.6): spoken languages and the sentence-completion answers. */
export function AboutMeSection({ form, change }: FormSectionProps) {
  const styles = useEditProfileStyles();
  const text = (key: 'user_intro_interest' | 'user_fun_fact' | 'user_free_time' | 'user_goals', label: string) => (
    <Field label={label}>
      <Textarea value={form[key]} maxLength={2000} resize="vertical" onChange={(_, d) => change({ [key]: d.value })} />
    </Field>
  );
  return (
    <Section title={t.aboutMe}>
      <div className={styles.grid}>
        <PrimaryLanguageField
          value={form.user_primary_spoken_language}
          onChange={(title) => change({ user_primary_spoken_language: title })}
        />
        <LanguagesField
          label={fieldMessages.additionalLanguages}
          list={SPOKEN_LANGUAGES}
          value={form.user_additional_spoken_languages}
          onChange={(titles) => change({ user_additional_spoken_languages: titles })}
        />
      </div>
      {text('user_intro_interest', t.introInterests)}
      <div className={styles.grid}>
        {text('user_fun_fact', t.funFact)}
        {text('user_free_time', t.freeTime)}
      </div>
      {text('user_goals', t.goals)}
      <Field label={t.dreamJob}>
        <Input value={form.user_dream_job} maxLength={500} onChange={(_, d) => change({ user_dream_job: d.value })} />
      </Field>
    </Section>
  );
}
