import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db.ts';
import { baseMimeType, checkContent, mimeTypeForName } from './content-type.ts';
import { discard, ObjectFiles } from './files.ts';
import { isValidObjectName } from './keys.ts';
import { findBucket, findObject, SERVICE_CLAIMS, uploadLimit, writeObject } from './objects.ts';

/**
 * Stores every file under `<root>/<bucket>/…` into that bucket as the service role, the way
 * `supabase seed buckets` uploads a project's `objects_path`. Objects that already exist are kept;
 * a file the bucket's own limits refuse is reported and skipped, so a bad file never stops a start.
 */
export async function seedBucketFiles(db: Database, root: string): Promise<void> {
  if (!existsSync(root)) return;
  const files = new ObjectFiles(path.join(db.dataDir, 'storage'));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const bucket = await findBucket(db, entry.name);
    if (!bucket) {
      console.warn(`storage seed: no bucket "${entry.name}", its files are skipped`);
      continue;
    }
    const limit = uploadLimit(bucket);
    for (const name of filesUnder(path.join(root, entry.name))) {
      const source = path.join(root, entry.name, ...name.split('/'));
      if (!isValidObjectName(name)) {
        console.warn(`storage seed: "${name}" is not a valid object name, skipped`);
        continue;
      }
      if (await db.asRole(SERVICE_CLAIMS, (tx) => findObject(tx, bucket.id, name))) continue;
      if (statSync(source).size > limit) {
        console.warn(`storage seed: ${bucket.id}/${name} is larger than the bucket allows, skipped`);
        continue;
      }
      const contentType = mimeTypeForName(name);
      const file = await files.receive(createReadStream(source), limit);
      const verdict = checkContent(baseMimeType(contentType), file.head, bucket.allowed_mime_types);
      if (!verdict.ok) {
        await discard(file.tempPath);
        console.warn(`storage seed: ${bucket.id}/${name} (${contentType}) is not allowed in the bucket, skipped`);
        continue;
      }
      await writeObject(db, files, SERVICE_CLAIMS, {
        bucket,
        name,
        mode: 'create',
        file,
        contentType,
        cacheControl: 'max-age=3600',
        userMetadata: null,
      });
    }
  }
}

/** Relative paths with `/` separators, hidden files left out. */
function filesUnder(dir: string, prefix = ''): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...filesUnder(path.join(dir, entry.name), name));
    else if (entry.isFile()) names.push(name);
  }
  return names;
}
