import { Button, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { SUPPORT_QUESTION_KEYS, SUPPORT_REQUIRED_KEYS, type SupportRequestTypeId } from '@cedar/shared/domain';
import { RichTextEditor } from '@cedar/shared/ui';
import { messages } from '../../../../messages';
import type { SupportAnswers } from '../../hooks/use-support-request';
import { useRequestSupportDrawerStyles } from './RequestSupportDrawer.styles';

const t = messages.request;

/** Props of RequestForm. */
export interface RequestFormProps {
  typeId: SupportRequestTypeId;
  answers: SupportAnswers;
  canSubmit: boolean;
  onAnswer(key: string, value: string | null): void;
  onBack(): void;
  onSubmit(): void;
}

/** The form of a request type: a rich-text answer per question (the link as a plain URL), Back and Submit. */
export function RequestForm({ typeId, answers, canSubmit, onAnswer, onBack, onSubmit }: RequestFormProps) {
  const styles = useRequestSupportDrawerStyles();
  const required = SUPPORT_REQUIRED_KEYS[typeId];
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Subtitle2 as="h3">{t.types[typeId]}</Subtitle2>
      {SUPPORT_QUESTION_KEYS[typeId].map((key) => {
        const label = required.includes(key) ? t.questions[key]! : `${t.questions[key]} ${t.optional}`;
        return key === 'link' ? (
          <Field key={key} label={label}>
            <Input
              type="url"
              value={answers[key] ?? ''}
              onChange={(_, data) => onAnswer(key, data.value.trim() || null)}
            />
          </Field>
        ) : (
          <RichTextEditor
            key={key}
            label={label}
            required={required.includes(key)}
            value={answers[key] ?? null}
            onChange={(value) => onAnswer(key, value)}
          />
        );
      })}
      <div className={styles.actions}>
        <Button onClick={onBack}>{t.back}</Button>
        <Button type="submit" appearance="primary" disabled={!canSubmit}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
