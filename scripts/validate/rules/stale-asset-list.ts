import type { Rule, RuleMeta } from '../types.ts';
import { staleFileProblems } from './stale-schema.ts';

const meta: RuleMeta = {
  code: 'stale-asset-list',
  severity: 'warning',
  description:
    'src/pages/public-assets.json (the files under public/ as the pages’ editor and the `pages` function ' +
    'know them, where there is no public/ folder) no longer lists what public/ holds. A warning, as ' +
    '`stale-schema`: the CLI and the build look at public/ itself; the unit tests fail on it.',
};

export const staleAssetList: Rule = {
  meta,
  check: (context) =>
    staleFileProblems(meta, context.emittedAssetList, {
      missing: 'the list of public files is missing',
      stale: 'out of date with the files under public/',
    }),
};
