import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the production build: hashed assets cached for a year, everything else revalidated, and
 * any unknown path answered with index.html so the client router decides (history fallback).
 */
export function mountApp(app: Hono, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No build in ${distDir}: run \`npm run build\` first`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
