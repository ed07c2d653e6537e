import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chatToJsonLines, chatToTsv, isValidTranscript, parseChat, vttToTranscript } from '@cedar/shared/domain';
import { mp4Duration } from '../src/domain/mp4-header.ts';
import { parseRange } from '../src/routes/media/files.ts';

const ASSETS = path.resolve(import.meta.dirname, '../assets/demo-recordings');

describe('media formats', () => {
  // The rules themselves are tested in shared/src/domain/media-*.test.ts; these are the API's files.
  it('reads chats in both formats, and the demo files agree', async () => {
    const rows = [{ time: 65, name: 'Zoë', text: 'ça va? "quoted"' }];
    assert.deepEqual(parseChat(chatToJsonLines(rows)), rows);
    assert.deepEqual(parseChat(chatToTsv(rows)), rows);
    const chats = new Set<string>();
    for (const slug of ['intro-to-http', 'css-flexbox', 'git-branches']) {
      const demoTsv = await readFile(path.join(ASSETS, `${slug}.chat.txt`), 'utf8');
      const demoJson = await readFile(path.join(ASSETS, `${slug}.chat.jsonl`), 'utf8');
      const chat = parseChat(demoTsv);
      assert.equal(chat.length, demoTsv.trim().split('\n').length, slug);
      assert.deepEqual(parseChat(demoJson), chat, slug);
      // Each recording has its own chat, in order, within the recording's length.
      chats.add(demoTsv);
      const length = mp4Duration(await readFile(path.join(ASSETS, `${slug}.mp4`)))!;
      assert.ok(chat.length >= 8, slug);
      assert.ok(
        chat.every((row, i) => row.time > 0 && row.time <= length && (i === 0 || row.time >= chat[i - 1]!.time)),
        slug,
      );
    }
    assert.equal(chats.size, 3, 'a chat of its own per recording');
  });

  it('the demo transcripts are valid and match their VTT', async () => {
    for (const slug of ['intro-to-http', 'css-flexbox', 'git-branches']) {
      const json = JSON.parse(await readFile(path.join(ASSETS, `${slug}.transcript.json`), 'utf8')) as unknown;
      assert.ok(isValidTranscript(json), slug);
      const fromVtt = vttToTranscript(await readFile(path.join(ASSETS, `${slug}.vtt`), 'utf8'));
      assert.deepEqual(
        Object.values(fromVtt).map((row) => row.start),
        Object.values(json as Record<string, { start: string }>).map((row) => row.start),
      );
    }
  });

  it('parses byte ranges', () => {
    assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
    assert.deepEqual(parseRange('bytes=90-', 100), { start: 90, end: 99 });
    assert.deepEqual(parseRange('bytes=-5', 100), { start: 95, end: 99 });
    assert.deepEqual(parseRange('bytes=50-500', 100), { start: 50, end: 99 });
    assert.equal(parseRange('bytes=100-', 100), 'bad');
    assert.equal(parseRange(undefined, 100), null);
  });
});
