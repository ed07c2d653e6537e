/**
 * The portal's API calls in flight, so work that can wait (the idle prefetch of other remotes)
 * starts once the page has its answers instead of competing with them on a phone's connection.
 */
let inFlight = 0;
let lastSettled = 0;
const waiting = new Set<() => void>();

/** Counts `call` as in flight until it settles. */
export function trackApiCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  return call.finally(() => {
    inFlight -= 1;
    if (inFlight === 0) {
      lastSettled = Date.now();
      for (const wake of waiting) wake();
    }
  });
}

/**
 * Resolves once no API call has been in flight for `quietMs` (a page's panels often ask again
 * with what the first answers told them), or after `atMostMs` whatever is in flight.
 */
export function whenApiSettled(quietMs = 300, atMostMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(finish, atMostMs);
    let quiet: ReturnType<typeof setTimeout> | undefined;
    function finish() {
      clearTimeout(deadline);
      clearTimeout(quiet);
      waiting.delete(check);
      resolve();
    }
    function check() {
      clearTimeout(quiet);
      if (inFlight > 0) return;
      quiet = setTimeout(() => (inFlight === 0 && Date.now() - lastSettled >= quietMs ? finish() : check()), quietMs);
    }
    waiting.add(check);
    check();
  });
}
