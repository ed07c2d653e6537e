import { createRequestQueue, dismissAllRequests } from './request-queue.ts';

describe('request queues', () => {
  it('answer one at a time, oldest first', async () => {
    const queue = createRequestQueue<string>();
    const first = queue.ask('first');
    const second = queue.ask('second');
    const [oldest] = queue.store.getState().pending;
    expect(oldest?.request).toBe('first');
    queue.answer(oldest!.id, true);
    await expect(first).resolves.toBe(true);
    expect(queue.store.getState().pending.map((p) => p.request)).toEqual(['second']);
    dismissAllRequests();
    await expect(second).resolves.toBe(false);
  });

  it('dismissAllRequests answers "no" to every open question of every queue', async () => {
    const confirms = createRequestQueue<string>();
    const leaves = createRequestQueue<string>();
    const asked = [confirms.ask('delete?'), leaves.ask('leave?')];
    dismissAllRequests();
    await expect(Promise.all(asked)).resolves.toEqual([false, false]);
    expect(confirms.store.getState().pending).toEqual([]);
    expect(leaves.store.getState().pending).toEqual([]);
  });
});
