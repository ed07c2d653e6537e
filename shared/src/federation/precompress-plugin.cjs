'use strict';
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, so
 * the portal server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on each request or not at all. It runs after webpack wrote the build, so it
 * covers what every plugin emitted (index.html, mf-manifest.json, remoteEntry.js, chunks).
 */

const { readdir, readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text that browsers fetch; source maps only open in developer tools, and are left plain. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
/** Below this, a compressed answer saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Compresses one file both ways; a copy that would not be smaller is not written. */
async function precompress(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = (await filesUnder(outputPath)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompress));
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE };
