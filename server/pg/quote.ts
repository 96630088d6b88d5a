/** `"name"`, inner quotes doubled: for identifiers already checked against the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `schema.name`, both quoted. */
export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** `'text'`, inner quotes doubled: for names already checked against the catalog, never for values. */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
