import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { SavedReply, SavedReplyBody } from '@cedar/shared/contract';
import { isEmptyAnswer, plainText } from '@cedar/shared/domain';
import { RichTextEditor, TextSkeleton } from '@cedar/shared/ui';
import { supportMessages as t } from '../../messages';

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: '100vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  preview: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Props of SavedRepliesManager. */
export interface SavedRepliesManagerProps {
  open: boolean;
  /** The cohort's replies; undefined while loading. */
  replies: SavedReply[] | undefined;
  busy?: boolean;
  /** A server error to show (refused, failed). */
  error?: string | null;
  /** Opens on a form (stories): a reply to edit, or 'new'. */
  initialEditing?: SavedReply | 'new';
  onSave(body: SavedReplyBody, id?: number): Promise<boolean>;
  onDelete(id: number): void;
  onClose(): void;
}

/** The cohort's saved replies: list, write, edit and delete (staff with support access there). */
export function SavedRepliesManager(props: SavedRepliesManagerProps) {
  const { replies, busy = false } = props;
  const styles = useStyles();
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(props.initialEditing ?? null);
  const [title, setTitle] = useState(typeof props.initialEditing === 'object' ? props.initialEditing.title : '');
  const [body, setBody] = useState<string | null>(
    typeof props.initialEditing === 'object' ? props.initialEditing.body : null,
  );
  const [invalid, setInvalid] = useState<string | null>(null);
  const edit = (reply: SavedReply | 'new') => {
    setEditing(reply);
    setTitle(reply === 'new' ? '' : reply.title);
    setBody(reply === 'new' ? null : reply.body);
    setInvalid(null);
  };
  const save = async () => {
    if (!title.trim()) return setInvalid(t.savedReplies.titleRequired);
    if (isEmptyAnswer(body)) return setInvalid(t.savedReplies.bodyRequired);
    setInvalid(null);
    const saved = await props.onSave({ title: title.trim(), body: body! }, editing === 'new' ? undefined : editing!.id);
    if (saved) setEditing(null);
  };
  return (
    <Dialog open={props.open} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface} aria-label={t.savedReplies.title}>
        <DialogBody>
          <DialogTitle>{t.savedReplies.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {editing ? (
              <form
                noValidate
                className={styles.content}
                aria-label={editing === 'new' ? t.savedReplies.new : t.savedReplies.editing(editing.title)}
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <Subtitle2 as="h3">
                  {editing === 'new' ? t.savedReplies.new : t.savedReplies.editing(editing.title)}
                </Subtitle2>
                <Field label={t.savedReplies.titleLabel} required>
                  <Input value={title} maxLength={120} onChange={(_, d) => setTitle(d.value)} />
                </Field>
                <RichTextEditor label={t.savedReplies.bodyLabel} value={body} onChange={setBody} required />
                {invalid || props.error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{invalid ?? props.error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <DialogActions>
                  <Button appearance="primary" type="submit" disabled={busy}>
                    {t.savedReplies.save}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t.savedReplies.cancel}</Button>
                </DialogActions>
              </form>
            ) : (
              <>
                {!replies ? <TextSkeleton lines={3} /> : null}
                {replies && replies.length === 0 ? (
                  <Body1 className={styles.muted}>{t.savedReplies.empty}</Body1>
                ) : null}
                {replies && replies.length > 0 ? (
                  <ul className={styles.list} aria-label={t.savedReplies.title}>
                    {replies.map((reply) => (
                      <li key={reply.id} className={styles.item}>
                        <div className={styles.text}>
                          <Body1>{reply.title}</Body1>
                          <Caption1 className={styles.preview}>{plainText(reply.body)}</Caption1>
                        </div>
                        <Button
                          appearance="subtle"
                          icon={<EditRegular />}
                          aria-label={t.savedReplies.edit(reply.title)}
                          onClick={() => edit(reply)}
                        />
                        <Button
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          aria-label={t.savedReplies.remove(reply.title)}
                          disabled={busy}
                          onClick={() => props.onDelete(reply.id)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {props.error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{props.error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <DialogActions>
                  <Button appearance="primary" icon={<AddRegular />} onClick={() => edit('new')}>
                    {t.savedReplies.new}
                  </Button>
                  <Button onClick={props.onClose}>{t.close}</Button>
                </DialogActions>
              </>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
