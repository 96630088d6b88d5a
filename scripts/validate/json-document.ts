import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type PathSegment = string | number;
/** Where a value sits in a document: property names and array indices, from the root. */
export type JsonPath = readonly PathSegment[];

export interface JsonSyntaxError {
  offset: number;
  message: string;
  hint?: string;
}

/** A JSON file's text with the offsets of its values, so a JSON path can be shown as line:column. */
export interface JsonDocument {
  file: string;
  text: string;
  tree: Node | undefined;
  syntaxErrors: JsonSyntaxError[];
  lineStarts: number[];
}

export interface Position {
  line: number;
  column: number;
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected `:` after the property name',
  CommaExpected: 'expected `,` between values',
  CloseBraceExpected: 'expected `}` to close the object',
  CloseBracketExpected: 'expected `]` to close the array',
  EndOfFileExpected: 'unexpected content after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character in string',
  InvalidCharacter: 'control character (line break or tab) inside a string',
};

/** After these the parser is lost, and whatever it reports next is an echo of the same mistake. */
const unrecoverable = new Set([
  'UnexpectedEndOfString',
  'UnexpectedEndOfComment',
  'InvalidSymbol',
  'EndOfFileExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
]);

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionAt(doc: Pick<JsonDocument, 'lineStarts'>, offset: number): Position {
  const starts = doc.lineStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

function previousNonSpace(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return i;
}

/** Turns the parser's error codes into messages a person fixes at a glance, without the echoes. */
function describeSyntaxErrors(text: string, lineStarts: number[], errors: ParseError[]): JsonSyntaxError[] {
  const described: JsonSyntaxError[] = [];
  const seenLines = new Set<number>();
  for (const error of errors) {
    const name = printParseErrorCode(error.error);
    let offset = error.offset;
    let message = syntaxMessages[name] ?? name;
    let hint: string | undefined;
    const before = previousNonSpace(text, offset);
    const closes = text[offset] === '}' || text[offset] === ']';
    if ((name === 'PropertyNameExpected' || name === 'ValueExpected') && text[before] === ',' && closes) {
      offset = before;
      message = 'trailing comma';
      hint = 'remove the comma after the last item';
    } else if (name === 'CommaExpected') {
      hint = 'a comma is missing at the end of the previous line or value';
    } else if (name === 'InvalidCommentToken' || name === 'UnexpectedEndOfComment') {
      hint = 'remove the comment';
    } else if (name === 'InvalidSymbol' && text[offset] === "'") {
      message = 'strings and property names need double quotes';
    } else if (name === 'ValueExpected' && text.trim() === '') {
      message = 'the file is empty';
    }
    const line = positionAt({ lineStarts }, offset).line;
    if (seenLines.has(line)) continue;
    seenLines.add(line);
    described.push({ offset, message, ...(hint ? { hint } : {}) });
    if (unrecoverable.has(name)) break;
  }
  return described;
}

/** Parses strictly (no comments, no trailing commas), keeping offsets for every value. */
export function parseJsonDocument(file: string, text: string): JsonDocument & { document: unknown } {
  const lineStarts = lineStartsOf(text);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const syntaxErrors = describeSyntaxErrors(text, lineStarts, errors);
  let document: unknown;
  if (syntaxErrors.length === 0) {
    try {
      document = JSON.parse(text);
    } catch (error) {
      // Both parsers follow RFC 8259; this only guards against a disagreement between them.
      syntaxErrors.push({ offset: 0, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { file, text, tree, syntaxErrors, lineStarts, document };
}

/** The node at a path, or its nearest ancestor that exists. */
function nodeAt(tree: Node, path: JsonPath): Node {
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    if (node) return node;
  }
  return tree;
}

/** Line and column of a value, or of its property name when `at` is `key`. */
export function locate(doc: JsonDocument, path: JsonPath, at: 'key' | 'value' = 'value'): Position {
  if (!doc.tree) return { line: 1, column: 1 };
  const node = nodeAt(doc.tree, path);
  const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return positionAt(doc, at === 'key' && key ? key.offset : node.offset);
}

/** `/sections/2/title` → `['sections', 2, 'title']`, telling array indices from names by the data. */
export function pointerToPath(pointer: string, document: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current) && /^\d+$/.test(token)) {
      const index = Number(token);
      path.push(index);
      current = current[index];
    } else {
      path.push(token);
      current =
        current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[token] : undefined;
    }
  }
  return path;
}

/** `['sections', 2, 'title']` → `sections[2].title`. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** The value at a path of a parsed document. */
export function valueAt(document: unknown, path: JsonPath): unknown {
  let current = document;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}
