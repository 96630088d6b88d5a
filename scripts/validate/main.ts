import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { ASSET_LIST_FILE, renderAssetList, renderSiteSchema, SITE_SCHEMA_FILE } from '../emit-schemas.ts';
import { publicFolderIndex } from './assets.ts';
import { lint, type SourceFile } from './lint.ts';
import { formatJson, formatText } from './report.ts';
import { projectPath, projectSchemaChecker, readSiteFolder } from './project.ts';

export interface CliEnvironment {
  /** The project: its `sites/`, `public/` and `schemas/`. */
  root: string;
  /** Where file arguments are resolved from. */
  cwd: string;
  schema: AnySchemaObject;
  write(text: string): void;
  writeError(text: string): void;
}

const usage = `usage: npm run validate [-- [--format text|json] [sites/<file>.json …]]
  Checks every site document in sites/; with files, reports on those only (checked against all the others).
`;

interface Arguments {
  format: 'text' | 'json';
  files: string[];
}

function parseArguments(argv: readonly string[]): Arguments | string {
  const args: Arguments = { format: 'text', files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (value !== 'text' && value !== 'json') return `--format must be text or json, not ${value ?? 'nothing'}`;
      args.format = value;
    } else if (arg === '-h' || arg === '--help') {
      return '';
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else {
      args.files.push(arg);
    }
  }
  return args;
}

/** Runs the validator as the command line does and returns the exit code: 0 clean, 1 errors, 2 misuse. */
export function runCli(argv: readonly string[], env: CliEnvironment): number {
  const args = parseArguments(argv);
  if (typeof args === 'string') {
    env.writeError(args ? `${args}\n${usage}` : usage);
    return args ? 2 : 0;
  }

  const files = new Map<string, SourceFile>(
    readSiteFolder(env.root, path.join(env.root, 'sites')).map((source) => [source.file, source]),
  );
  const targets: string[] = [];
  for (const arg of args.files) {
    const absolute = path.resolve(env.cwd, arg);
    if (!existsSync(absolute) || !absolute.endsWith('.json')) {
      env.writeError(`${arg}: no such site document\n`);
      return 2;
    }
    const file = projectPath(env.root, absolute);
    if (!files.has(file)) files.set(file, { file, text: readFileSync(absolute, 'utf8') });
    targets.push(file);
  }

  const schemaFile = path.join(env.root, SITE_SCHEMA_FILE);
  const assetListFile = path.join(env.root, ASSET_LIST_FILE);
  const diagnostics = lint({
    files: [...files.values()],
    ...(targets.length > 0 ? { targets } : {}),
    checkSchema: projectSchemaChecker(env.root, env.schema),
    assets: publicFolderIndex(path.join(env.root, 'public')),
    emittedSchema: {
      file: SITE_SCHEMA_FILE,
      actual: existsSync(schemaFile) ? readFileSync(schemaFile, 'utf8') : undefined,
      expected: renderSiteSchema(env.schema),
    },
    emittedAssetList: {
      file: ASSET_LIST_FILE,
      actual: existsSync(assetListFile) ? readFileSync(assetListFile, 'utf8') : undefined,
      expected: renderAssetList(path.join(env.root, 'public')),
    },
  });

  const checked = targets.length > 0 ? targets.length : files.size;
  env.write(args.format === 'json' ? formatJson(diagnostics, checked) : formatText(diagnostics, checked));
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}
