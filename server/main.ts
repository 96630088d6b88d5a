import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mountApp } from './static.ts';

const port = Number(process.env.PORT ?? 8080);
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

const app = new Hono();
mountApp(app, distDir);

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Boutique is running at http://localhost:${info.port}/`);
});
