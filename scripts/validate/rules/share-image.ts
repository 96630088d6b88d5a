import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';
import { sectionSharePictures } from '../../../src/sections/traits.ts';
import type { JsonPath } from '../json-document.ts';

const meta: RuleMeta = {
  code: 'share-image',
  severity: 'error',
  description:
    'The picture a shared link previews with (`meta.image`, else the first hero image) is missing, or in a ' +
    'format the build cannot turn into the preview picture (svg, png and jpeg can be).',
};

/** What the share-picture renderer reads; link previews refuse SVG, so the build rasterises it. */
const rasterisable = ['svg', 'png', 'jpg', 'jpeg'];

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * `meta.image`, else the first picture a section offers for it (`head.sharePicture`: a hero's
 * image), with where it is written.
 */
function sharePicture(document: unknown): { src: string; path: JsonPath } | undefined {
  const image = asRecord(asRecord(document)?.meta)?.image;
  if (typeof image === 'string') return { src: image, path: ['meta', 'image'] };
  const sections = asRecord(document)?.sections;
  const [offered] = sectionSharePictures(Array.isArray(sections) ? sections : []);
  return offered && { src: offered.src, path: ['sections', offered.index, offered.property, 'src'] };
}

export const shareImage: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      // Without `meta` there is nothing to preview; the schema reports it missing.
      if (!asRecord(asRecord(site.document)?.meta)) continue;
      const picture = sharePicture(site.document);
      if (!picture) {
        problems.push(
          problem(meta, {
            file: site.file,
            path: ['meta'],
            message: 'no picture for link previews',
            hint: 'name one in `meta.image` (svg, png or jpeg), or give the page a hero with an image',
          }),
        );
        continue;
      }
      // Whether the file exists is `missing-asset`'s to say.
      const extension = /\.([a-z0-9]+)$/i.exec(picture.src)?.[1]?.toLowerCase();
      const format = extension ? `.${extension}` : 'its format';
      if (extension && rasterisable.includes(extension)) continue;
      problems.push(
        problem(meta, {
          file: site.file,
          path: picture.path,
          message: `\`${picture.src}\` cannot become the link-preview picture: ${format} is not read`,
          hint:
            picture.path[0] === 'meta'
              ? 'use an svg, png or jpeg picture'
              : 'name an svg, png or jpeg picture in `meta.image`',
        }),
      );
    }
    return problems;
  },
};
