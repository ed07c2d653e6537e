import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createS3Storage } from '../../src/storage/s3.ts';
import type { Storage } from '../../src/storage/index.ts';
import { jpegWithGps, multipartBody } from '../helpers/pictures.ts';
import { multipart, startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { insertDashboardFixtures, MEETING_A } from '../helpers/dashboard-fixtures.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../assets/demo-recordings');
const MB = 1024 * 1024;

/** `megabytes` of bytes that do not repeat per chunk, written a chunk at a time (never whole in memory). */
async function bigFile(file: string, megabytes: number): Promise<void> {
  async function* chunks() {
    for (let i = 0; i < megabytes; i += 1)
      yield createHash('sha512').update(String(i)).digest().toString('hex').repeat(8192);
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file));
}

// A collection of the young generation on demand (a millisecond): what a read chunk held is
// then freed, what is still held is held.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
const gc = () => collect({ type: 'minor' });

/** The most memory held in Buffers while `work` runs (collected every few ms), above what it was before. */
async function peakBuffers(work: () => Promise<unknown>): Promise<number> {
  gc();
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sample = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sample);
  }
  return peak - before;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The S3 adapter against a local S3-compatible server (s3rver), speaking the real protocol. */
describe('S3 storage', () => {
  let server: S3rver;
  let dir: string;
  let storage: Storage;
  let portal: TestPortal;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'cedar' }],
    });
    const { port } = await server.run();
    storage = createS3Storage({
      bucket: 'cedar',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix: 'portal',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    portal = await startTestPortal({ storage });
    await insertDashboardFixtures(portal.db);
  });
  after(async () => {
    await portal.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores bytes content-addressed, answers their size, whole or by range', async () => {
    const key = await storage.putBytes('chats', Buffer.from('hello, bucket'), '.txt');
    assert.match(key, /^chats\/[0-9a-f]{32}\.txt$/);
    assert.equal(await storage.putBytes('chats', Buffer.from('hello, bucket'), '.txt'), key);
    assert.equal((await storage.stat(key))?.size, 13);
    assert.equal(await text((await storage.read(key))!.body), 'hello, bucket');
    assert.equal(await text((await storage.read(key, { start: 7, end: 12 }))!.body), 'bucket');
    assert.equal(storage.resolve(key), null);
  });

  it('streams a file in, never holding it in memory, byte for byte under its content key', async () => {
    const file = path.join(dir, 'recording.mp4');
    await bigFile(file, 32);
    const digest = createHash('sha256');
    await pipeline(createReadStream(file), digest);
    const expected = `recordings/${digest.digest('hex').slice(0, 32)}.mp4`;
    let key = '';
    // Reading the file whole holds its 32 MB at once (measured: 37 MB); streamed, some chunks are
    // in flight between the client and the local server: 3-8 MB, more on a loaded machine.
    const held = await peakBuffers(async () => (key = await storage.putFile('recordings', file)));
    assert.equal(key, expected);
    assert.ok(held < 16 * MB, `held ${Math.round(held / MB)} MB of a 32 MB file`);
    assert.equal((await storage.stat(key))?.size, 32 * MB);
    const back = createHash('sha256');
    await pipeline((await storage.read(key))!.body, back);
    assert.equal(back.digest('hex').slice(0, 32), expected.slice(11, 43), 'the stored bytes are the file, unframed');
    assert.equal(await storage.putFile('recordings', file), key, 'stored once');
  });

  it('keeps an ingested recording in the bucket, served by range through its signed link', async () => {
    const mp4 = await readFile(path.join(ASSETS, 'intro-to-http.mp4'));
    const response = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/v1/videos/ingest',
      ...(await multipart({
        meeting_id: MEETING_A,
        title: 'HTTP in a minute',
        video: new Blob([new Uint8Array(mp4)]),
      })),
    });
    assert.equal(response.statusCode, 201, response.body);
    const { video } = response.json().message as { video: { video_cdn_url: string } };
    const part = await portal.request({
      as: null,
      method: 'GET',
      url: video.video_cdn_url,
      headers: { range: 'bytes=0-15' },
    });
    assert.equal(part.statusCode, 206, part.body);
    assert.deepEqual(part.rawPayload, mp4.subarray(0, 16));
  });

  it('answers null for a missing or unsafe key', async () => {
    assert.equal(await storage.stat(`chats/${'0'.repeat(32)}.txt`), null);
    assert.equal(await storage.read(`chats/${'0'.repeat(32)}.txt`), null);
    assert.equal(await storage.stat('../etc/passwd'), null);
  });

  it('keeps uploaded profile pictures in the bucket, served by the API', async () => {
    const upload = await portal.request({
      method: 'POST',
      url: '/api/v1/upload',
      as: 'learner',
      ...multipartBody({ srcType: 'profileimage' }, { name: 'me.jpg', type: 'image/jpeg', bytes: await jpegWithGps() }),
    });
    assert.equal(upload.statusCode, 201, upload.body);
    const uri = upload.json().message.response.s3FileUri as string;
    const image = await portal.request({ method: 'GET', url: uri, as: null });
    assert.equal(image.statusCode, 200);
    const meta = await sharp(image.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.exif], ['jpeg', 260, undefined]);
  });
});
