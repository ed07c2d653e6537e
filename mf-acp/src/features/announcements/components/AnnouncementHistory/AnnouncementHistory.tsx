import { useMemo } from 'react';
import type { StaffAnnouncement } from '@cedar/shared/contract';
import { useCan, useCurrentCohort, useDisplayTimeZone, useSession } from '@cedar/shared/auth';
import { moment } from '@cedar/shared/dates';
import { brand } from '@cedar/shared/domain';
import { useConfirm, useCreateRequest, useToast } from '@cedar/shared/ui';
import { announcementMessages as t } from '../../messages';
import { deleteAnnouncement, useAnnouncementHistory } from '../../api/announcements';
import { useAnnouncementFilters } from '../../hooks/use-announcement-filters';
import { useAnnouncementForm } from '../../hooks/use-announcement-form';
import { audienceLabel, audienceOptions, audienceFields } from '../../lib/audience';
import { authorCounts, filterAnnouncements } from '../../lib/filters';
import { AnnouncementFormModalView } from '../AnnouncementFormModalView/AnnouncementFormModalView';
import { AnnouncementHistoryView } from '../AnnouncementHistoryView/AnnouncementHistoryView';

/** The history of the selected cohort with its filters, the create and update modal and delete. */
export function AnnouncementHistory() {
  const email = useSession((s) => s.email) ?? '';
  const user = useSession((s) => s.user);
  const memberships = useSession((s) => s.memberships);
  const { cohortId, cohortName } = useCurrentCohort();
  const zone = useDisplayTimeZone();
  const canCreate = useCan('annoucementsCanCreateAnnouncement');
  const canEdit = useCan('annoucementsCanEditAnnoucements');
  const canDelete = useCan('annoucementsCanDeleteAnnoucements');
  const canEveryone = useCan('annoucementsCanSendAnnoucementsToEveryone');
  const toast = useToast();
  const confirm = useConfirm();
  const history = useAnnouncementHistory(cohortId);
  const { filters, change, clear } = useAnnouncementFilters();
  const all = useMemo(() => history.data?.message.announcements ?? [], [history.data]);
  const dayOf = (iso: string) => moment.tz(iso, zone).format('YYYY-MM-DD');
  const shown = filterAnnouncements(all, filters, email, dayOf);

  const programId = memberships.find((m) => m.cohort_id === cohortId)?.cohort?.program_id ?? null;
  const options =
    cohortId === null
      ? []
      : audienceOptions({ cohort_id: cohortId, cohort_name: cohortName ?? '', program_id: programId }, canEveryone);
  const form = useAnnouncementForm({
    zone,
    email,
    keeps: (a) => filterAnnouncements([a], filters, email, dayOf).length > 0,
    onSaved: () => void history.mutate(),
  });
  useCreateRequest('announcement', () => {
    if (canCreate) form.openCreate();
  });

  const remove = async (a: StaffAnnouncement) => {
    const sure = await confirm({
      title: t.areYouSure,
      message: t.deleteMessage,
      confirmLabel: t.delete,
      destructive: true,
    });
    if (!sure) return;
    if ((await deleteAnnouncement(a.id)) === 'failed') toast.error(t.updateFailed);
    else toast.success(t.saved);
    void history.mutate();
  };

  const name = user ? `${user.preferred_name || user.first_name} ${user.last_name}`.trim() : email;
  const chosen = form.form.audience && audienceFields(form.form.audience);
  const audienceText = chosen
    ? (options.find((o) => o.value === form.form.audience)?.label ??
      audienceLabel({
        ...chosen,
        program_id: chosen.program_id ?? null,
        cohort_id: chosen.cohort_id ?? null,
        cohort: null,
      }))
    : '';
  return (
    <>
      <AnnouncementHistoryView
        state={history.error && !history.data ? 'error' : history.data ? 'ready' : 'loading'}
        announcements={shown}
        counts={authorCounts(all, email)}
        filters={filters}
        now={new Date()}
        zone={zone}
        canEdit={canEdit}
        canDelete={canDelete}
        onFiltersChange={change}
        onClear={clear}
        onRetry={() => void history.mutate()}
        onEdit={form.openUpdate}
        onDelete={(a) => void remove(a)}
      />
      <AnnouncementFormModalView
        open={form.open}
        mode={form.mode}
        step={form.step}
        form={form.form}
        audienceOptions={options}
        minSchedule={form.minSchedule}
        zone={zone}
        problem={form.problem}
        reach={form.reach}
        submitting={form.submitting}
        failed={form.failed}
        byline={form.form.postAs === 'myself' ? name : `${brand.productName} Academy`}
        audienceText={audienceText}
        onChange={form.change}
        onPreview={form.preview}
        onEditPost={form.editPost}
        onSchedule={form.schedule}
        onCancel={form.cancel}
      />
    </>
  );
}
