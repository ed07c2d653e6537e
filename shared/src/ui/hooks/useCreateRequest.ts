import { useEffect, useRef } from 'react';
// The events module alone: the contract barrel's schemas stay out of the shared ui chunk.
import { type CreateKind, onCreateRequest } from '../../contract/events.ts';

/**
 * Runs `onCreate` when the admin shell's create button asks for `kind`, while the calling page
 * is mounted (the page that owns the announcement or cohort form).
 */
export function useCreateRequest(kind: CreateKind, onCreate: () => void): void {
  const latest = useRef(onCreate);
  useEffect(() => {
    latest.current = onCreate;
  });
  useEffect(() => onCreateRequest(kind, () => latest.current()), [kind]);
}
