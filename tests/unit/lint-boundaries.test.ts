/**
 * The architecture's boundaries live in `eslint.config.js`. These tests lint deliberate violations
 * with that configuration and expect the rules to refuse them, so a boundary cannot be switched off
 * by accident.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// Type information is not what these rules need; without it a file need not exist on disk.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture boundaries', () => {
  it('only src/backend/ imports supabase-js', async () => {
    const code = "import { createClient } from '@supabase/supabase-js';\nexport const client = createClient;\n";
    expect(await ruleIdsFor('src/sections/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/admin/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('server/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/backend/probe.ts', code)).not.toContain('no-restricted-imports');
  });

  it('browser code does not import the server', async () => {
    const code = "import { createApp } from '../../server/app.ts';\nexport const app = createApp;\n";
    expect(await ruleIdsFor('src/shop/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('the server imports no React', async () => {
    const code = "import { useState } from 'react';\nexport const hook = useState;\n";
    expect(await ruleIdsFor('server/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('sections do not reach back into the engine', async () => {
    const code = "import { router } from '../engine/router.tsx';\nexport const r = router;\n";
    expect(await ruleIdsFor('src/sections/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ui/probe.ts', code)).toContain('no-restricted-imports');
  });

  describe('import cycles', () => {
    const dir = mkdtempSync(path.join(root, 'tests/unit/.cycle-probe-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('are refused', async () => {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      const ruleIds = results.flatMap((result) => result.messages.map((message) => message.ruleId));
      expect(ruleIds).toContain('import-x/no-cycle');
    });
  });
});
