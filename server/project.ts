import path from 'node:path';

/**
 * The repository root: `supabase/` and `server/bootstrap/` are found from here. `npm start` runs a
 * bundled copy of the server from elsewhere and says where the project is in BOUTIQUE_ROOT.
 */
export const projectDir = process.env.BOUTIQUE_ROOT
  ? path.resolve(process.env.BOUTIQUE_ROOT)
  : path.resolve(import.meta.dirname, '..');

/** The Supabase CLI project the server runs by default: config.toml, migrations/, seed.sql, storage/. */
export const defaultSupabaseDir = path.join(projectDir, 'supabase');
