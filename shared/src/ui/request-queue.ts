import { createStore, type StoreApi } from 'zustand/vanilla';

/** A pending request waiting for the person's answer. */
export interface PendingRequest<T> {
  id: number;
  request: T;
  resolve(answer: boolean): void;
}

/** A queue of yes/no requests answered one at a time by a dialog host. */
export interface RequestQueue<T> {
  store: StoreApi<{ pending: PendingRequest<T>[] }>;
  ask(request: T): Promise<boolean>;
  answer(id: number, answer: boolean): void;
}

// Every queue made, so a test can answer what an earlier test left open (see dismissAllRequests).
const queues: RequestQueue<unknown>[] = [];

/** Creates a request queue; a module-level queue lets hooks ask and one host answer. */
export function createRequestQueue<T>(): RequestQueue<T> {
  const store = createStore<{ pending: PendingRequest<T>[] }>(() => ({ pending: [] }));
  let nextId = 1;
  const queue: RequestQueue<T> = {
    store,
    ask: (request) =>
      new Promise<boolean>((resolve) => {
        const id = nextId++;
        store.setState((s) => ({ pending: [...s.pending, { id, request, resolve }] }));
      }),
    answer: (id, answer) => {
      const entry = store.getState().pending.find((p) => p.id === id);
      if (!entry) return;
      store.setState((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
      entry.resolve(answer);
    },
  };
  queues.push(queue as RequestQueue<unknown>);
  return queue;
}

/**
 * Answers every pending request "no". The queues live for the whole module registry, so a
 * question a test left open would otherwise stand in front of the next test's question and
 * its dialog would never show; the jest setup calls this after each test.
 */
export function dismissAllRequests(): void {
  for (const queue of queues) {
    for (const { id } of queue.store.getState().pending) queue.answer(id, false);
  }
}
