import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, useApi } from '@cedar/shared/api';
import { markAllComponentsLoaded, useDisplayTimeZone, usePermissions, useSession } from '@cedar/shared/auth';
import { pagePath, pathFor, type SupportActionBody, type SupportRequestActionsEnvelope } from '@cedar/shared/contract';
import {
  filterSupportRequests,
  passesStatus,
  SUPPORT_ACTION,
  type SupportActionId,
  typeCounts,
} from '@cedar/shared/domain';
import { useToast } from '@cedar/shared/ui';
import {
  actOnSupportRequest,
  useCohortSupportRequests,
  useLearnerContext,
  useRequestResponses,
  useSupportRequest,
} from '../features/support-requests/api/support-requests';
import { deleteSavedReply, saveSavedReply, useSavedReplies } from '../features/support-requests/api/saved-replies';
import { SavedRepliesManager } from '../features/support-requests/components/SavedRepliesManager/SavedRepliesManager';
import { RequestDetailView } from '../features/support-requests/components/RequestDetailView/RequestDetailView';
import { SupportRequestsView } from '../features/support-requests/components/SupportRequestsView/SupportRequestsView';
import { presenceLines, useRequestPresence } from '../features/support-requests/hooks/use-request-presence';
import { useSupportFilters } from '../features/support-requests/hooks/use-support-filters';
import { useTriageKeys } from '../features/support-requests/hooks/use-triage-keys';
import { supportMessages as t } from '../features/support-requests/messages';

/** /acp/listRequests/{id?}: the support request list; an id opens that request (§2.4). */
export default function SupportRequestsPage() {
  const { requestId } = useParams();
  const openId = requestId && /^\d+$/.test(requestId) ? Number(requestId) : null;
  const navigate = useNavigate();
  const toast = useToast();
  const cohortId = useSession((s) => s.selectedCohortId);
  const permissions = usePermissions();
  const timeZone = useDisplayTimeZone();
  const list = useCohortSupportRequests(cohortId);
  const detail = useSupportRequest(openId);
  const history = useRequestResponses(openId);
  const context = useLearnerContext(openId);
  const actions = useApi<SupportRequestActionsEnvelope>(pathFor('supportRequestActions'));
  const state = useSupportFilters();
  const [cursorId, setCursorId] = useState<number | null>(null);
  const [initialAction, setInitialAction] = useState<SupportActionId | undefined>();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const [replying, setReplying] = useState(false);
  const presence = useRequestPresence(openId, replying);
  const savedReplies = useSavedReplies(openId === null ? null : cohortId);
  const [managing, setManaging] = useState(false);
  const [replyBusy, setReplyBusy] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);
  const now = new Date();

  const all = list.data;
  const shown = useMemo(
    () => (all ? filterSupportRequests(all, state.filters, state.searchTags, new Date()) : undefined),
    [all, state.filters, state.searchTags],
  );
  const openHidden = Boolean(
    all?.some((r) => r.status !== 'closed') && !shown?.some((r) => passesStatus(r, state.filters)),
  );
  const types = [1, 2, 3, 4, 5, 6].filter(
    (id) => id !== 4 || permissions.functions.supportRequestsCanSeePersonalRequests,
  );

  useEffect(() => {
    if (all) markAllComponentsLoaded();
  }, [all]);

  const open = (id: number, action?: SupportActionId) => {
    // The dialog takes focus; a card keeping it would leave the dialog hidden from assistive technology.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setCursorId(id);
    setInitialAction(action);
    setActionError(null);
    navigate(pagePath('supportRequests', { requestId: id }));
  };
  const close = () => {
    setActionError(null);
    setReplying(false);
    navigate(pagePath('supportRequests'));
  };
  const act = async (body: SupportActionBody) => {
    setBusy(true);
    setActionError(null);
    try {
      const result = await actOnSupportRequest(body);
      toast.success(result.message);
      await detail.mutate(result.support_request, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        setActionError(error.message);
        if (error.status === 409) toast.error(error.message, t.conflictTitle);
      } else {
        setActionError(t.errors.failed);
        toast.error(t.errors.failed);
      }
      await detail.mutate();
    } finally {
      setBusy(false);
      // The request and its history refresh after each action (§4).
      void history.mutate();
      void list.mutate();
      void context.mutate();
    }
  };

  const changeReplies = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setReplyBusy(true);
    setReplyError(null);
    try {
      await change();
      toast.success(done);
      return true;
    } catch (error) {
      setReplyError(error instanceof ApiError && error.status < 500 ? error.message : t.savedReplies.failed);
      return false;
    } finally {
      setReplyBusy(false);
      void savedReplies.mutate();
    }
  };

  const ids = shown?.map((r) => r.id) ?? [];
  useTriageKeys(openId === null && !keysOpen, {
    move: (step) => {
      if (ids.length === 0) return;
      const at = cursorId === null ? -1 : ids.indexOf(cursorId);
      const next = ids[Math.min(ids.length - 1, Math.max(0, at + step))]!;
      setCursorId(next);
      document.querySelector(`[data-request-id="${next}"]`)?.scrollIntoView({ block: 'nearest' });
    },
    open: () => cursorId !== null && open(cursorId),
    respond: () => cursorId !== null && open(cursorId, SUPPORT_ACTION.respond),
    close: () => cursorId !== null && open(cursorId, SUPPORT_ACTION.close),
    search: () => searchRef.current?.focus(),
    help: () => setKeysOpen(true),
  });

  const current = detail.data ?? all?.find((r) => r.id === openId);
  return (
    <>
      <SupportRequestsView
        pane={{
          filters: state.filters,
          counts: all ? typeCounts(all, state.filters) : {},
          types,
          tags: state.tags,
          history: state.history,
          input: state.input,
          inputRef: searchRef,
          onFilters: state.setFilters,
          onInput: state.setInput,
          onAddTag: state.addTag,
          onRemoveTag: state.removeTag,
          onClearHistory: state.clearHistory,
          onClearAll: state.clearAll,
        }}
        requests={shown}
        openHidden={openHidden}
        failed={Boolean(list.error)}
        onRetry={() => void list.mutate()}
        now={now}
        timeZone={timeZone}
        cursorId={cursorId}
        onOpen={(id) => open(id)}
        keysOpen={keysOpen}
        onKeysClose={() => setKeysOpen(false)}
      />
      {openId !== null ? (
        <RequestDetailView
          request={current}
          missing={Boolean(detail.error) && !current}
          responses={history.data?.responses}
          deliveries={history.data?.deliveries}
          actions={actions.data?.message.actions}
          busy={busy}
          error={actionError}
          initialAction={initialAction}
          context={context.data}
          contextFailed={Boolean(context.error)}
          onContextRetry={() => void context.mutate()}
          now={now}
          onOpenRequest={(id) => open(id)}
          presence={presenceLines(presence)}
          savedReplies={savedReplies.data}
          onManageReplies={() => {
            setReplyError(null);
            setManaging(true);
          }}
          onTyping={setReplying}
          onAct={(body) => void act(body)}
          onClose={close}
        />
      ) : null}
      {managing && cohortId !== null ? (
        <SavedRepliesManager
          open
          replies={savedReplies.data}
          busy={replyBusy}
          error={replyError}
          onSave={(body, id) => changeReplies(() => saveSavedReply(cohortId, body, id), t.savedReplies.saved)}
          onDelete={(id) => void changeReplies(() => deleteSavedReply(cohortId, id), t.savedReplies.deleted)}
          onClose={() => setManaging(false)}
        />
      ) : null}
    </>
  );
}
