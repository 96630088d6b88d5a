// Minimal schema check; the rule-based linter replaces this.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { siteSchema } from '../../schemas/site.ts';

const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true });
ajv.addKeyword({ keyword: 'x-kind', schemaType: 'string' });
const validate = ajv.compile(siteSchema);
let failed = false;
for (const file of readdirSync('sites').filter((f) => f.endsWith('.json'))) {
  const doc: unknown = JSON.parse(readFileSync(path.join('sites', file), 'utf8'));
  if (!validate(doc)) {
    failed = true;
    for (const e of validate.errors ?? []) console.error(`sites/${file}  ${e.instancePath}  ${e.message}`);
  }
}
process.exit(failed ? 1 : 0);
