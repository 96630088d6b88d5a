import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { embeddedBackendPlugin } from './scripts/vite/backend-plugin.ts';
import { siteRoutesPlugin } from './scripts/vite/sites-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), siteRoutesPlugin(path.join(root, 'sites')), embeddedBackendPlugin(root)],
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5173 },
});
