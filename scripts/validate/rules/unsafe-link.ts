import { unsafeLinkKind } from '../links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'unsafe-link',
  severity: 'error',
  description:
    'A link would run code or leave the site in disguise: `javascript:`, `data:`, `vbscript:`, ' +
    'or `//host` written as a path. Checked even if the schema lets it through.',
};

const why: Record<string, string> = {
  'javascript:': 'it would run code in the visitor’s browser',
  'vbscript:': 'it would run code in the visitor’s browser',
  'data:': 'it can carry a whole page or script instead of a destination',
  'protocol-relative': 'the browser reads it as a link to another host, not a page of this site',
};

export const unsafeLink: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      for (const { kind, path, value } of site.schema?.references ?? []) {
        const unsafe = kind === 'link' ? unsafeLinkKind(value) : undefined;
        if (unsafe === undefined) continue;
        const label =
          unsafe === 'protocol-relative'
            ? `\`${value}\` points to another host`
            : `\`${unsafe}\` links are not allowed`;
        problems.push(
          problem(meta, {
            file: site.file,
            path,
            message: `${label}: ${why[unsafe] ?? 'it is not a safe destination'}`,
            hint:
              'use `https://…` for another site, `/path` for a page of this one, ' +
              'or remove `href` for a display-only button',
          }),
        );
      }
    }
    return problems;
  },
};
