// @ts-check
// The studio's own lint: recommended rules without type information (its typecheck is `npm run typecheck`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(js.configs.recommended, tseslint.configs.recommended, {
  languageOptions: { globals: { ...globals.browser, ...globals.node } },
});
