import { getNodePath, type Node } from 'jsonc-parser';
import { positionAt } from '../json-document.ts';
import { problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';

const meta: RuleMeta = {
  code: 'duplicate-key',
  severity: 'error',
  description: 'An object names the same property twice; JSON keeps only the last one, silently.',
};

function visit(node: Node, site: SiteFile, problems: Problem[]): void {
  if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (!key || typeof key.value !== 'string') continue;
      const earlier = seen.get(key.value);
      if (earlier) {
        const { line, column } = positionAt(site, key.offset);
        const first = positionAt(site, earlier.offset);
        problems.push(
          problem(meta, {
            file: site.file,
            path: property.children[1] ? getNodePath(property.children[1]) : [],
            line,
            column,
            message: `property \`${key.value}\` appears twice in the same object; only this one would count`,
            hint: `first defined at ${site.file}:${first.line}:${first.column}; keep one of them`,
          }),
        );
      } else {
        seen.set(key.value, key);
      }
    }
  }
  for (const child of node.children ?? []) visit(child, site, problems);
}

export const duplicateKey: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of context.sites) if (site.tree && site.syntaxErrors.length === 0) visit(site.tree, site, problems);
    return problems;
  },
};
