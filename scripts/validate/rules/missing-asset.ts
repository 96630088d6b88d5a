import { shopOf } from '../catalogue-links.ts';
import { closest, listOf } from '../suggest.ts';
import { parsedSites, problem, type AssetIndex, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'missing-asset',
  severity: 'error',
  description:
    'An image or video path names no file under public/ (or climbs out of it with `..`), or a picture ' +
    "another shop stored (`/storage/v1/object/public/product-images/<shop>/…`: only the page's own shop's).",
};

/**
 * A picture a shop stored through the admin (its product photos, the pages' `pagine/` folder), by
 * its address on the site's origin: the bucket's folders are the shops' ids. Stored pictures are not
 * under public/; the page may show its own shop's (the storage's rules let only its members write
 * there), never another shop's.
 */
const STORED_PICTURE = /^\/storage\/v1\/object\/public\/product-images\/([^/]+)\/[^/]/;

/** The shop whose stored picture `assetPath` is, or undefined when it is not a stored picture. */
export function storedPictureShop(assetPath: string): string | undefined {
  return STORED_PICTURE.exec(assetPath)?.[1];
}

function folderOf(assetPath: string): string {
  const slash = assetPath.lastIndexOf('/');
  return slash <= 0 ? '/' : assetPath.slice(0, slash);
}

const stemOf = (name: string) => name.replace(/\.[^.]*$/, '').toLowerCase();

/** The file meant: the same name with another extension, or a name a typo away (extension aside). */
function likelyFile(name: string, files: readonly string[]): string | undefined {
  const stem = stemOf(name);
  return (
    files.find((file) => file !== name && stemOf(file) === stem) ??
    closest(name, files, Math.max(1, Math.floor(stem.length / 3)))
  );
}

function hintFor(assetPath: string, assets: AssetIndex): string {
  const folder = folderOf(assetPath);
  const name = assetPath.slice(assetPath.lastIndexOf('/') + 1);
  const files = assets.filesIn(folder);
  const match = likelyFile(name, files);
  const prefix = folder === '/' ? '/' : `${folder}/`;
  if (match) return `did you mean \`${prefix}${match}\`?`;
  if (files.length === 0)
    return `there is no file in public${folder === '/' ? '' : folder}/; add the file there or correct the path`;
  if (files.length <= 6) return `public${folder === '/' ? '' : folder}/ holds ${listOf(files, 'and')}`;
  return `add the file to public${folder === '/' ? '' : folder}/ or correct the path`;
}

export const missingAsset: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      for (const { kind, path, value } of site.schema?.references ?? []) {
        // A value that is not a path at all is the schema's to explain.
        if (kind !== 'asset' || !value.startsWith('/') || value.startsWith('//')) continue;
        if (value.split('/').some((segment) => segment === '.' || segment === '..')) {
          problems.push(
            problem(meta, {
              file: site.file,
              path,
              message: `\`${value}\` uses \`.\` or \`..\` segments`,
              hint: 'write the plain path from public/, e.g. `/images/shop/hero.webp`',
            }),
          );
          continue;
        }
        const owner = storedPictureShop(value);
        if (owner !== undefined) {
          const { id } = shopOf(site.document);
          if (owner === id) continue;
          problems.push(
            problem(meta, {
              file: site.file,
              path,
              message:
                `\`${value}\` is a picture stored by the shop \`${owner}\`, ` +
                `not by this page's shop (\`${id ?? '?'}\`)`,
              hint:
                'use a picture of this shop ' +
                `(\`/storage/v1/object/public/product-images/${id ?? '<shop>'}/…\`) or a file under public/`,
              detail: { kind: 'other-shop' },
            }),
          );
          continue;
        }
        if (context.assets.exists(value)) continue;
        problems.push(
          problem(meta, {
            file: site.file,
            path,
            message: `\`${value}\` does not exist under public/`,
            hint: hintFor(value, context.assets),
          }),
        );
      }
    }
    return problems;
  },
};
