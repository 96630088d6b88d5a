import { pointerToPath } from '../json-document.ts';
import { didYouMean, listOf } from '../suggest.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'unknown-section-type',
  severity: 'error',
  description: 'A section names a `type` that no section definition in src/sections/manifest.ts defines.',
};

/** The `type` values the discriminated union accepts, read from the schema the error came from. */
function registeredTypes(parentSchema: unknown, tag: string): string[] {
  const oneOf = (parentSchema as { oneOf?: unknown } | undefined)?.oneOf;
  if (!Array.isArray(oneOf)) return [];
  return oneOf
    .map((branch: { properties?: Record<string, { const?: unknown; enum?: unknown }> }) => branch.properties?.[tag])
    .flatMap((property): unknown[] => {
      if (property?.const !== undefined) return [property.const];
      return Array.isArray(property?.enum) ? property.enum : [];
    })
    .filter((value): value is string => typeof value === 'string');
}

export const unknownSectionType: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      for (const error of site.schema?.errors ?? []) {
        const params = error.params as { error?: unknown; tag?: unknown; tagValue?: unknown };
        if (error.keyword !== 'discriminator' || params.error !== 'mapping' || typeof params.tagValue !== 'string')
          continue;
        const tag = String(params.tag);
        const known = registeredTypes(error.parentSchema, tag);
        problems.push(
          problem(meta, {
            file: site.file,
            path: [...pointerToPath(error.instancePath, site.document), tag],
            message: `unknown section type \`${params.tagValue}\``,
            hint: didYouMean(params.tagValue, known) ?? `known types: ${listOf(known)}`,
          }),
        );
      }
    }
    return problems;
  },
};
