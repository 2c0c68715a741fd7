/**
 * build.mjs runs this (bundled for Node): the embedded services' documents as JSON files
 * under `dist/public/_data`, deployed with the Worker's static assets. Returns what it wrote.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildDocuments } from './documents';

// build.mjs writes dist/public/_headers from the same security headers the Worker sets.
export { staticHeadersFile } from '../../http/static-headers';

export async function writeDocuments(directory: string, scale: number): Promise<{ files: number; bytes: number }> {
  const documents = await buildDocuments({ scale });
  await rm(directory, { recursive: true, force: true });
  let bytes = 0;
  for (const [path, document] of documents) {
    const file = join(directory, path);
    await mkdir(dirname(file), { recursive: true });
    const text = JSON.stringify(document);
    bytes += text.length;
    await writeFile(file, text);
  }
  return { files: documents.size, bytes };
}
