import { useEffect } from 'react';
import { useDisplayTimeZone } from '@cedar/shared/auth';
import { moment } from '@cedar/shared/dates';
import { useMembershipChanges } from '../../api/cohort-members';
import { MembershipChangesView } from './MembershipChangesView';

/** The audit list for the cohort's admins; refetched whenever `version` moves (after a change). */
export function MembershipChanges({ cohortId, version }: { cohortId: number | null; version: number }) {
  const { data, mutate } = useMembershipChanges(cohortId);
  const zone = useDisplayTimeZone();
  useEffect(() => {
    if (version > 0) void mutate();
  }, [version, mutate]);
  if (!data) return null;
  return (
    <MembershipChangesView
      changes={data.message.changes}
      formatTime={(iso) => moment(iso).tz(zone).format('MMM D, YYYY h:mm A z')}
    />
  );
}
