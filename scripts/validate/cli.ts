/** `npm run validate`: lints every site document in sites/ (see README.md beside this file). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchema } from '../../schemas/site.ts';
import { runCli } from './main.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

process.exitCode = runCli(process.argv.slice(2), {
  root,
  // npm runs scripts from the project root; file arguments are relative to where it was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  schema: siteSchema,
  write: (text) => process.stdout.write(text),
  writeError: (text) => process.stderr.write(text),
});
