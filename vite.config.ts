import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { embeddedBackendPlugin } from './scripts/vite/backend-plugin.ts';
import { inlineIconPlugin } from './scripts/vite/inline-icon-plugin.ts';
import { latinFontsPlugin } from './scripts/vite/latin-fonts-plugin.ts';
import { siteRoutesPlugin } from './scripts/vite/sites-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The modules the islands' loader runs on every brochure page (their imports follow them). */
const isBehaviour = (id: string) =>
  /[\\/]src[\\/](islands[\\/](behaviours[\\/]|ready\.ts|markers\.ts)|sections[\\/]parts[\\/]scroll-to-next\.ts)/.test(
    id,
  );

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    siteRoutesPlugin(path.join(root, 'sites')),
    embeddedBackendPlugin(root),
    inlineIconPlugin(path.join(root, 'public', 'favicon.svg')),
    latinFontsPlugin(path.join(root, 'node_modules', '.cache', 'boutique-fonts')),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The apps (`index.html`: the catalogue, product pages, the admin) and the brochure pages' loader
    // of plain behaviours and islands (`src/islands/loader.ts`), which loads no React until an island
    // is used.
    rolldownOptions: {
      input: { index: path.join(root, 'index.html'), islands: path.join(root, 'src/islands/loader.ts') },
      // The loader's plain behaviours (and what they import) in one chunk beside it, which the page's
      // head preloads: two requests side by side, not a cascade of a dozen small ones.
      output: { codeSplitting: { groups: [{ name: 'behaviours', test: isBehaviour }] } },
    },
  },
  server: { port: 5173 },
});
