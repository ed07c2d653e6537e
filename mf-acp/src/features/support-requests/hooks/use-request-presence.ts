import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@cedar/shared/api';
import { pathFor, type SupportPresenceEntry, type SupportPresenceEnvelope } from '@cedar/shared/contract';
import { supportMessages as t } from '../messages';

/** How often an open request tells the API it is still open (the server forgets after 30 s). */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** "{name} is viewing" / "{name} is replying" for each entry, replying first (the server's order). */
export function presenceLines(entries: readonly SupportPresenceEntry[]): string[] {
  return entries.map((e) => (e.state === 'replying' ? t.presence.replying(e.name) : t.presence.viewing(e.name)));
}

/**
 * While a request is open: a heartbeat every 10 s (and at once when the action form gains or
 * loses text), leaving when it closes; answers the other staff on it. Failures are silent: the
 * line is a courtesy, the version check is what keeps two staff from overwriting each other.
 */
export function useRequestPresence(requestId: number | null, replying: boolean): SupportPresenceEntry[] {
  const [others, setOthers] = useState<SupportPresenceEntry[]>([]);
  const state = replying ? 'replying' : 'viewing';
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    if (requestId === null) return undefined;
    let live = true;
    const beat = () =>
      apiFetch<SupportPresenceEnvelope>(pathFor('supportRequestPresence', { id: requestId }), {
        method: 'POST',
        body: { state: latest.current },
      })
        .then((answer) => live && setOthers(answer.message.presence))
        .catch(() => undefined);
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
      setOthers([]);
      void apiFetch(pathFor('leaveSupportRequest', { id: requestId }), { method: 'DELETE', keepalive: true }).catch(
        () => undefined,
      );
    };
  }, [requestId]);

  // A change of state is told at once rather than at the next heartbeat.
  const first = useRef(true);
  useEffect(() => {
    if (first.current || requestId === null) {
      first.current = false;
      return;
    }
    apiFetch<SupportPresenceEnvelope>(pathFor('supportRequestPresence', { id: requestId }), {
      method: 'POST',
      body: { state },
    })
      .then((answer) => setOthers(answer.message.presence))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state's change matters here
  }, [state]);

  return others;
}
