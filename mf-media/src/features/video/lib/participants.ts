import type { Participant } from '../../../lib/types';

/** Display name of a participant (§3): preferred, given, first name, else the meeting name, else 'Unknown'. */
export function participantName(participant: Participant, unknown = 'Unknown'): string {
  const info = participant.mycedar_user_info;
  return (
    info?.preferred_name?.trim() ||
    info?.given_name?.trim() ||
    info?.first_name?.trim() ||
    participant.name?.trim() ||
    unknown
  );
}

/** Participants once each, by id or else by name. */
export function uniqueParticipants(participants: readonly Participant[] | null | undefined): Participant[] {
  const seen = new Set<string>();
  return (participants ?? []).filter((p) => {
    const key = p.id != null && p.id !== '' ? `id:${p.id}` : `name:${p.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** True for the spec's "no file" values: null, empty or the string 'null'. */
export function isMissing(value: unknown): boolean {
  return value == null || value === '' || value === 'null';
}
