import type { Diagnostic } from './types.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One line per problem, `file:line:column  code  message at path`, a hint indented under it, and a
 * summary line; editors and terminals turn `file:line:column` into a link.
 */
export function formatText(diagnostics: readonly Diagnostic[], checkedFiles: number): string {
  if (diagnostics.length === 0) return `✓ ${plural(checkedFiles, 'site document')}, no problems\n`;
  const lines: string[] = [];
  for (const d of diagnostics) {
    const code = d.severity === 'warning' ? `${d.code} (warning)` : d.code;
    lines.push(`${d.file}:${d.line}:${d.column}  ${code}  ${d.message}${d.path ? ` at ${d.path}` : ''}`);
    if (d.hint) lines.push(`  hint: ${d.hint}`);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const files = new Set(diagnostics.map((d) => d.file)).size;
  const counts = `${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`;
  lines.push('', `${plural(diagnostics.length, 'problem')} (${counts}) in ${plural(files, 'file')}`);
  return `${lines.join('\n')}\n`;
}

/** The same, for tools: `{ files, errors, warnings, problems: [...] }`. */
export function formatJson(diagnostics: readonly Diagnostic[], checkedFiles: number): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const report = { files: checkedFiles, errors, warnings: diagnostics.length - errors, problems: diagnostics };
  return `${JSON.stringify(report, null, 2)}\n`;
}
