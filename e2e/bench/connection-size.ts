import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One view of the connection answer as a browser gets it: members listed, raw JSON, gzip and brotli on the wire. */
export interface ConnectionBytes {
  /** Active members the cohort's full answer lists for this viewer. */
  members: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** GETs `url` asking for `encoding`: the body's bytes as sent (compressed or not) and its JSON text. */
function fetched(url: string, headers: Record<string, string>, encoding: string) {
  return new Promise<{ text: string; wire: number }>((resolve, reject) => {
    const request = get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`connection: ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const sent = response.headers['content-encoding'];
        const text = (sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body).toString(
          'utf8',
        );
        resolve({ text, wire: body.length });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The connection answer a poll that changed carries (GET /api/v1/cohort/:id/connection): the full
 * member list, and the panel view the dashboard polls (`view=panel`, ADR 0041).
 */
export async function liveConnectionBytes(
  baseUrl: string,
  cohortId: number,
  headers: Record<string, string>,
): Promise<{ full: ConnectionBytes; panel: ConnectionBytes }> {
  const base = `${baseUrl}/api/v1/cohort/${cohortId}/connection`;
  const measure = async (url: string, members: number): Promise<ConnectionBytes> => {
    const gzip = await fetched(url, headers, 'gzip');
    const brotli = await fetched(url, headers, 'br');
    return { members, raw: Buffer.byteLength(gzip.text), gzip: gzip.wire, brotli: brotli.wire };
  };
  const full = await fetched(base, headers, 'identity');
  const members = (JSON.parse(full.text) as { message: { cohort: { mk_user_courses: unknown[] } } }).message.cohort
    .mk_user_courses.length;
  return { full: await measure(base, members), panel: await measure(`${base}?view=panel&pick=0.5`, members) };
}
