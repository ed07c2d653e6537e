import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { picturesInMemory } from '../../../src/routes/avatars/pictures-in-memory.ts';

function storageOf(files: Record<string, Buffer>) {
  const reads: string[] = [];
  return {
    reads,
    async read(key: string) {
      reads.push(key);
      const file = files[key];
      return file ? { body: Readable.from([file]), size: file.length, mtime: new Date(0) } : null;
    },
  };
}

describe('profile pictures kept in memory', () => {
  it('reads a picture from storage once, then answers from memory', async () => {
    const storage = storageOf({ 'avatars/a.jpg': Buffer.from('jpeg a') });
    const picture = picturesInMemory(storage);
    assert.deepEqual(await picture('avatars/a.jpg'), Buffer.from('jpeg a'));
    assert.deepEqual(await picture('avatars/a.jpg'), Buffer.from('jpeg a'));
    assert.deepEqual(storage.reads, ['avatars/a.jpg']);
  });

  it('keeps no answer for a missing picture', async () => {
    const storage = storageOf({});
    const picture = picturesInMemory(storage);
    assert.equal(await picture('avatars/gone.jpg'), null);
    assert.equal(await picture('avatars/gone.jpg'), null);
    assert.equal(storage.reads.length, 2);
  });

  it('lets the least recently shown go past its budget', async () => {
    const storage = storageOf({
      'avatars/a.jpg': Buffer.alloc(40),
      'avatars/b.jpg': Buffer.alloc(40),
      'avatars/c.jpg': Buffer.alloc(40),
    });
    const picture = picturesInMemory(storage, 100);
    await picture('avatars/a.jpg');
    await picture('avatars/b.jpg');
    await picture('avatars/a.jpg'); // a shown again: b is now the oldest
    await picture('avatars/c.jpg'); // 120 bytes: b goes
    storage.reads.length = 0;
    await picture('avatars/a.jpg');
    await picture('avatars/c.jpg');
    await picture('avatars/b.jpg');
    assert.deepEqual(storage.reads, ['avatars/b.jpg']);
  });
});
