/**
 * Prepared shops on a PostgreSQL server, for tests: a template database set up once (bootstrap,
 * migrations, seed) with its data folder (keys and the seeded stored files), then one database per
 * server created from it with `create database … template …` (a file copy, no migrations) and a copy
 * of the folder. Every name carries the process id and random letters, so parallel runs and files
 * on one cluster never meet.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A prepared template: its database on the server and its data folder on this machine. */
export interface ShopTemplate {
  database: string;
  dataDir: string;
}

/** One shop made from a template: its own database and data folder. */
export interface ShopCopy {
  /** The server's address with this shop's database. */
  databaseUrl: string;
  dataDir: string;
  /** Drops the database (closing any connection left to it) and removes the folder. */
  remove: () => Promise<void>;
}

/** `adminUrl` with its database replaced by `database`. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs statements on the server's admin database, one connection each time. */
async function admin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'boutique-tests' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database and opens it as a shop's first start does (`openDataFolder`: bootstrap,
 * migrations, seed, stored files), keys included, then closes it to every connection so that
 * `create database … template` may copy it.
 */
export async function prepareTemplate(adminUrl: string): Promise<ShopTemplate> {
  const database = uniqueName('boutique_template');
  const dataDir = path.join(os.tmpdir(), database);
  await admin(adminUrl, [`create database ${pg.escapeIdentifier(database)}`]);
  try {
    const { openDataFolder } = await import('../../server/data-folder.ts');
    const { loadKeys } = await import('../../server/auth/claims.ts');
    const db = await openDataFolder(dataDir, { databaseUrl: databaseUrlFor(adminUrl, database), poolSize: 2 });
    await db.close();
    await loadKeys(dataDir);
    await admin(adminUrl, [
      `alter database ${pg.escapeIdentifier(database)} with is_template true allow_connections false`,
    ]);
  } catch (error) {
    await removeTemplate(adminUrl, { database, dataDir }).catch(() => undefined);
    throw error;
  }
  return { database, dataDir };
}

export async function removeTemplate(adminUrl: string, template: ShopTemplate): Promise<void> {
  rmSync(template.dataDir, { recursive: true, force: true });
  const name = pg.escapeIdentifier(template.database);
  await admin(adminUrl, [
    `alter database ${name} with is_template false`,
    `drop database if exists ${name} with (force)`,
  ]);
}

/** An empty database (no bootstrap, no migrations), for what a first start does to one. */
export async function createDatabase(adminUrl: string): Promise<{ databaseUrl: string; remove: () => Promise<void> }> {
  const database = uniqueName('boutique_empty');
  await admin(adminUrl, [`create database ${pg.escapeIdentifier(database)}`]);
  return {
    databaseUrl: databaseUrlFor(adminUrl, database),
    remove: () => admin(adminUrl, [`drop database if exists ${pg.escapeIdentifier(database)} with (force)`]),
  };
}

/** A new shop from the template: `create database … template …` and a copy of its data folder. */
export async function copyTemplate(adminUrl: string, template: ShopTemplate): Promise<ShopCopy> {
  const database = uniqueName('boutique_test');
  const dataDir = path.join(os.tmpdir(), database);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const copied = process.platform !== 'win32' && spawnSync('cp', ['-R', template.dataDir, dataDir]).status === 0;
  if (!copied) cpSync(template.dataDir, dataDir, { recursive: true });
  try {
    await admin(adminUrl, [
      `create database ${pg.escapeIdentifier(database)} template ${pg.escapeIdentifier(template.database)}`,
    ]);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let removed = false;
  return {
    databaseUrl: databaseUrlFor(adminUrl, database),
    dataDir,
    async remove() {
      if (removed) return;
      removed = true;
      rmSync(dataDir, { recursive: true, force: true });
      await admin(adminUrl, [`drop database if exists ${pg.escapeIdentifier(database)} with (force)`]);
    },
  };
}
