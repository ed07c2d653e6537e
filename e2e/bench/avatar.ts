import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { signInForToken } from '../support/sign-in-flow.ts';
import { quantile } from './http-load.ts';

/** A 4,000 x 3,000 photo-like JPEG (gradients with grain, about 1.5 MB) with EXIF GPS. */
async function bigPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = (i * 2654435761) >>> 28;
      pixels[i] = (x >> 4) + grain;
      pixels[i + 1] = (y >> 4) + grain;
      pixels[i + 2] = ((x + y) >> 5) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1' } })
    .toBuffer();
}

/**
 * The avatar upload of a 4,000 x 3,000 photo as the learner: POST /api/v1/upload, measured from
 * the request to the answer (streamed multipart, decoding, re-encoding to 260 x 260, storing).
 */
export async function measureAvatarUpload(baseUrl: string, email: string, runs: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let token: string;
  try {
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    token = await signInForToken(page, email);
  } finally {
    await browser.close();
  }
  const photo = await bigPhoto();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const form = new FormData();
    form.set('srcType', 'profileimage');
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`avatar upload answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { bytes: photo.length, runs, median: quantile(sorted, 0.5), min: sorted[0]!, max: sorted.at(-1)! };
}

/** Prints the avatar upload's figures (part 5 of `npm run bench`). */
export async function avatarBench(baseUrl: string, email: string): Promise<void> {
  const result = await measureAvatarUpload(baseUrl, email, Number(process.env.BENCH_AVATAR_RUNS ?? 7));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `\nAvatar upload of a 4,000 x 3,000 photo (${(result.bytes / 1024 / 1024).toFixed(1)} MiB JPEG with EXIF GPS), ` +
      `request to answer, ${result.runs} runs: median ${ms(result.median)}, min ${ms(result.min)}, max ${ms(result.max)}`,
  );
}
