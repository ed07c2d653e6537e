import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { createDiskStorage } from '../../../src/storage/index.ts';
import { jpegWithGps, multipartBody } from '../../helpers/pictures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const URL = '/api/v1/upload';

describe('POST /api/v1/upload (profile pictures)', () => {
  let portal: TestPortal;
  let root: string;
  const stored = async () => readdir(path.join(root, 'avatars')).catch(() => [] as string[]);
  const upload = (as: string | null, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) =>
    portal.request({ method: 'POST', url: URL, as, ...multipartBody(fields, file) });

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cedar-avatars-'));
    portal = await startTestPortal({ storage: createDiskStorage(root) });
  });
  after(async () => {
    await portal.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 401 to a caller without identity, and stores nothing', async () => {
    const response = await upload(
      null,
      { srcType: 'profileimage' },
      { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithGps() },
    );
    assert.equal(response.statusCode, 401);
    assert.deepEqual(await stored(), []);
  });

  it('re-encodes a photo as a 260 x 260 JPEG without any metadata, GPS included', async () => {
    const photo = await jpegWithGps();
    const gps = exifReader((await sharp(photo).metadata()).exif!);
    assert.ok(gps.GPSInfo?.GPSLatitude, 'the test photo carries a GPS position');
    const response = await upload(
      'learner',
      { srcType: 'profileimage', email: 'learner@cedar.test' },
      { name: 'me.jpg', type: 'image/jpeg', bytes: photo },
    );
    assert.equal(response.statusCode, 201, response.body);
    const uri = response.json().message.response.s3FileUri as string;
    assert.match(uri, /^\/api\/v1\/avatars\/[0-9a-f]{32}\.jpg$/);

    const image = await portal.request({ method: 'GET', url: uri, as: null });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.width, 260);
    assert.equal(meta.height, 260);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.iptc, undefined);
    assert.equal(image.rawPayload.includes(Buffer.from('CedarCam')), false);
  });

  it("accepts the spec's base64 field form", async () => {
    const photo = await jpegWithGps(300, 300);
    const response = await upload('learner', {
      srcType: 'profileimage',
      destination: 's3',
      acl: 'public-read',
      file: photo.toString('base64'),
      fileName: 'abc.jpeg',
      fileContentEncoding: 'base64',
      fileContentType: 'image/jpeg',
    });
    assert.equal(response.statusCode, 201, response.body);
  });

  it('refuses what is not a picture, whatever its name, and stores nothing', async () => {
    const before = await stored();
    const text = await upload(
      'learner',
      { srcType: 'profileimage' },
      { name: 'me.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture at all') },
    );
    assert.equal(text.statusCode, 415);
    assert.match(text.json().message, /not a picture/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const vector = await upload(
      'learner',
      { srcType: 'profileimage' },
      { name: 'me.png', type: 'image/png', bytes: svg },
    );
    assert.equal(vector.statusCode, 415);
    assert.deepEqual(await stored(), before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(
      'learner',
      { srcType: 'profileimage' },
      { name: 'big.jpg', type: 'image/jpeg', bytes: big },
    );
    assert.equal(response.statusCode, 413);
  });

  it("refuses another person's picture (403), another srcType or no file (400)", async () => {
    const bytes = await jpegWithGps(64, 64);
    const other = await upload(
      'learner',
      { srcType: 'profileimage', email: 'classmate@cedar.test' },
      { name: 'a.jpg', type: 'image/jpeg', bytes },
    );
    assert.equal(other.statusCode, 403);
    const kind = await upload('learner', { srcType: 'video' }, { name: 'a.jpg', type: 'image/jpeg', bytes });
    assert.equal(kind.statusCode, 400);
    const none = await upload('learner', { srcType: 'profileimage' });
    assert.equal(none.statusCode, 400);
    const json = await portal.request({
      method: 'POST',
      url: URL,
      as: 'learner',
      payload: { srcType: 'profileimage' },
    });
    assert.ok(json.statusCode === 400 || json.statusCode === 415, `JSON body: ${json.statusCode}`);
  });

  it('answers 404 for an unknown picture and 400 for a malformed name', async () => {
    const missing = await portal.request({ method: 'GET', url: `/api/v1/avatars/${'0'.repeat(32)}.jpg`, as: null });
    assert.equal(missing.statusCode, 404);
    const bad = await portal.request({ method: 'GET', url: '/api/v1/avatars/..%2Fsecret.jpg', as: null });
    assert.equal(bad.statusCode, 400);
  });
});
