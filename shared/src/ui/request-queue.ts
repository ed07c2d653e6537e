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

/** Creates a request queue; a module-level queue lets hooks ask and one host answer. */
export function createRequestQueue<T>(): RequestQueue<T> {
  const store = createStore<{ pending: PendingRequest<T>[] }>(() => ({ pending: [] }));
  let nextId = 1;
  return {
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
}
