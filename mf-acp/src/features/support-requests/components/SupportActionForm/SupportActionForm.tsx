import { useEffect, useState } from 'react';
import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { TextBulletListSquareEditRegular } from '@fluentui/react-icons';
import type { SavedReply, StaffSupportRequest, SupportActionBody, SupportRequestAction } from '@cedar/shared/contract';
import {
  actionNeedsBody,
  availableSupportActions,
  inscribeDraft,
  isEmptyAnswer,
  SUPPORT_ACTION,
  SUPPORT_ACTIONS,
  supportActionButtonLabel,
  type SupportActionId,
} from '@cedar/shared/domain';
import { RichTextEditor } from '@cedar/shared/ui';
import { supportMessages as t } from '../../messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
  replies: { alignSelf: 'flex-start' },
});

/** A saved reply goes into the message: alone when it is empty, after the text otherwise. */
export function withSavedReply(message: string | null, reply: string): string {
  return isEmptyAnswer(message) ? reply : `${message}${reply}`;
}

/** Props of SupportActionForm. */
export interface SupportActionFormProps {
  request: StaffSupportRequest;
  /** The action catalogue (GET /getSupportRequestActions); the built-in names until it loads. */
  actions?: SupportRequestAction[];
  /** Preselects an action (keyboard: r responds, c closes). */
  initialAction?: SupportActionId;
  busy?: boolean;
  /** A server error to show (conflict, failure). */
  error?: string | null;
  onSubmit(body: SupportActionBody): void;
  /** Told whether the form holds unsent text ("{name} is replying"). */
  onTyping?(typing: boolean): void;
  /** The cohort's saved replies, inserted into the message to edit before sending. */
  savedReplies?: SavedReply[];
  /** Opens the saved replies' manager. */
  onManageReplies?(): void;
}

/** The action form of the expanded view (§2.4, §4, §5). */
export function SupportActionForm(props: SupportActionFormProps) {
  const { request, busy = false, error, onSubmit } = props;
  const styles = useStyles();
  const available = availableSupportActions(request);
  const names = new Map((props.actions ?? SUPPORT_ACTIONS).map((a) => [a.id, a.action]));
  const first = props.initialAction && available.includes(props.initialAction) ? props.initialAction : available[0]!;
  const [actionId, setActionId] = useState<SupportActionId>(first);
  const [message, setMessage] = useState<string | null>(null);
  const draft = inscribeDraft(request.request_type_id, request.description, t.questions);
  const [title, setTitle] = useState(draft.title);
  const [sender, setSender] = useState<'staff' | 'learner'>('staff');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { onTyping } = props;
  useEffect(() => onTyping?.(!isEmptyAnswer(message)), [message, onTyping]);
  useEffect(() => {
    if (props.initialAction && available.includes(props.initialAction)) setActionId(props.initialAction);
    // Only a new request from the keyboard moves the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.initialAction]);

  const choose = (id: SupportActionId) => {
    setActionId(id);
    setInvalid(null);
    // §5: for Inscribe the message is pre-filled from the answers.
    if (id === SUPPORT_ACTION.inscribe && isEmptyAnswer(message)) {
      setMessage(
        draft.body
          .split('\n')
          .map((line) => `<p>${line.replace(/</g, '&lt;')}</p>`)
          .join(''),
      );
    }
  };
  const submit = () => {
    if (actionId === SUPPORT_ACTION.inscribe && !title.trim()) return setInvalid(t.errors.title);
    if (actionNeedsBody(actionId) && isEmptyAnswer(message)) return setInvalid(t.errors.body);
    setInvalid(null);
    const isInscribe = actionId === SUPPORT_ACTION.inscribe;
    onSubmit({
      requestId: request.id,
      actionId,
      version: request.version,
      message: message ?? '',
      ...(isInscribe ? { inscribeTitle: title.trim(), inscribeBody: message ?? '', inscribeSender: sender } : {}),
    });
  };
  const label = supportActionButtonLabel(actionId);
  return (
    <form
      className={styles.form}
      aria-label={t.actionLabel}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t.actionLabel}>
        <Dropdown
          value={names.get(actionId) ?? ''}
          selectedOptions={[String(actionId)]}
          onOptionSelect={(_, data) => choose(Number(data.optionValue) as SupportActionId)}
        >
          {available.map((id) => (
            <Option key={id} value={String(id)}>
              {names.get(id) ?? String(id)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {actionId === SUPPORT_ACTION.inscribe ? (
        <>
          <Field label={t.inscribeTitle} required>
            <Input value={title} onChange={(_, data) => setTitle(data.value)} maxLength={300} />
          </Field>
          <Field label={t.sendAs}>
            <RadioGroup
              layout="horizontal"
              value={sender}
              onChange={(_, d) => setSender(d.value as 'staff' | 'learner')}
            >
              <Radio value="staff" label={t.sendAsStaff} />
              <Radio value="learner" label={t.sendAsLearner} />
            </RadioGroup>
          </Field>
        </>
      ) : null}
      {props.savedReplies && actionNeedsBody(actionId) ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton className={styles.replies} icon={<TextBulletListSquareEditRegular />} disabled={busy}>
              {t.savedReplies.insert}
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {props.savedReplies.length === 0 ? <MenuItem disabled>{t.savedReplies.none}</MenuItem> : null}
              {props.savedReplies.map((reply) => (
                <MenuItem key={reply.id} onClick={() => setMessage((current) => withSavedReply(current, reply.body))}>
                  {reply.title}
                </MenuItem>
              ))}
              {props.onManageReplies ? (
                <>
                  <MenuDivider />
                  <MenuItem onClick={props.onManageReplies}>{t.savedReplies.manage}</MenuItem>
                </>
              ) : null}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      <RichTextEditor
        label={t.message}
        value={message}
        onChange={setMessage}
        required={actionNeedsBody(actionId)}
        disabled={busy}
      />
      {invalid || error ? (
        <MessageBar intent="error">
          <MessageBarBody>{invalid ?? error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        className={styles.submit}
        appearance="primary"
        type="submit"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {label}
      </Button>
    </form>
  );
}
