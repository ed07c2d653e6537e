import sharp from 'sharp';

/** A photo-like JPEG carrying EXIF with a GPS position and a camera model, as phones write them. */
export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'CedarCam', Model: 'Field 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 8/1' },
    })
    .toBuffer();
}

/** One multipart/form-data body from fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cedar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
