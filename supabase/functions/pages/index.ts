/**
 * The `pages` function as a hosted Supabase project runs it (`supabase functions deploy pages`):
 * the handler with the project's URL and keys, which every hosted function reads from its
 * environment. The embedded server calls the same handler in-process (`server/functions/`).
 */
import { createPagesHandler } from './handler.ts';

// Deno's own global, declared for the project's type check (Node's); Deno knows it.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

Deno.serve(
  createPagesHandler({
    SUPABASE_URL: required('SUPABASE_URL'),
    SUPABASE_ANON_KEY: required('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
  }),
);
