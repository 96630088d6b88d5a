/**
 * What a browser would make of a link before following it: it drops surrounding spaces and control
 * characters, removes tabs and line breaks anywhere, and reads the scheme case-insensitively, so
 * `" Java\tScript:alert(1)"` is still a script.
 */
function asBrowserReadsIt(value: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 controls and space are exactly what a browser strips
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * The dangerous kind of a link, or undefined when it is safe: a scheme that runs code or smuggles a
 * document (`javascript:`, `data:`, `vbscript:`), or a path that the browser reads as another host
 * (`//evil.example`, `/\evil.example`).
 */
export function unsafeLinkKind(value: string): string | undefined {
  const read = asBrowserReadsIt(value);
  const scheme = /^(javascript|data|vbscript):/i.exec(read);
  if (scheme?.[1]) return `${scheme[1].toLowerCase()}:`;
  if (/^[/\\]{2}/.test(read)) return 'protocol-relative';
  return undefined;
}
