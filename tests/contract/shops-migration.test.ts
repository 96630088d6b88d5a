import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadKeys } from '../../server/auth/claims.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createApp } from '../../server/app.ts';
import { Database } from '../../server/db.ts';
import { listen } from '../../server/listen.ts';
import { anonClient, emptyDatabase, projectBefore } from './harness.ts';

/**
 * The shops migration (`*_shops.sql`) on a data folder made before it: the shop of that time
 * (`tests/fixtures/shop-before-shops.sql`: products, enquiries, its owner, and a picture its owner
 * uploaded then) upgrades on start, and everything becomes the jewellery shop's, nothing lost.
 */

const MIGRATION = '20261127120000_shops.sql';
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/shop-before-shops.sql');
const OWNER = { email: 'titolare@oreficeria-storica.it', password: 'Oreficeria-Storica-1950' };
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-shops-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Serves `db` as `npm start` would, for as long as `use` runs. */
async function serving<T>(db: Database, folder: string, use: (url: string, anonKey: string) => Promise<T>) {
  const keys = await loadKeys(folder);
  const app = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
  const server: http.Server = (await listen(app.handler, 0, '127.0.0.1')).server;
  app.attach(server);
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, keys.anon);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000' +
    '000d4944415478da6364f8cf000000030101001c2d2e0c0000000049454e44ae426082',
  'hex',
);

describe('a data folder from before shops', () => {
  // Two starts of a data folder, each running its migrations: longer than one test usually takes.
  it(
    'upgrades on start: every product, enquiry, picture and the owner become the jewellery shop’s',
    { timeout: 120_000 },
    async () => {
      const folder = path.join(scratch, 'shop');
      const previous = await emptyDatabase();
      const old = await Database.open(folder, { ...previous.options, supabaseDir: projectBefore(scratch, MIGRATION) });
      let picture = '';
      try {
        await old.pg.exec(readFileSync(FIXTURE, 'utf8'));
        // The owner's password, as `npm run owner` set it then; they upload a picture as the admin
        // then did, at the bucket's top level.
        await old.pg.query('update auth.users set encrypted_password = $2 where email = $1', [
          OWNER.email,
          await hashPassword(OWNER.password),
        ]);
        picture = await serving(old, folder, async (url, anonKey) => {
          const owner = anonClient({ url, anonKey });
          const signIn = await owner.auth.signInWithPassword(OWNER);
          expect(signIn.error).toBeNull();
          const upload = await owner.storage
            .from('product-images')
            .upload('1700000000000-anello-800.png', new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
          expect(upload.error).toBeNull();
          return upload.data?.path ?? '';
        });
      } finally {
        await old.close();
      }

      // Started again with every migration, as a new version of the server starts on the folder.
      const db = await Database.open(folder, previous.options);
      try {
        const products = await db.pg.query<{ id: string; name: string; shop_id: string }>(
          'select id, name, shop_id from public.products order by created_at',
        );
        expect(products.rows).toEqual([
          { id: 'b0000000-0000-4000-8000-000000000001', name: 'Anello Vecchia Bottega', shop_id: 'aurea' },
          { id: 'b0000000-0000-4000-8000-000000000002', name: 'Orologio da Taschino', shop_id: 'aurea' },
          { id: 'b0000000-0000-4000-8000-000000000003', name: 'Orecchini di Famiglia', shop_id: 'aurea' },
        ]);
        const messages = await db.pg.query<{ subject: string; shop_id: string; read: boolean }>(
          'select subject, shop_id, read_at is not null as read from public.messages order by created_at',
        );
        expect(messages.rows).toEqual([
          { subject: 'Anello su misura', shop_id: 'aurea', read: true },
          { subject: 'Orari di Natale', shop_id: 'aurea', read: false },
        ]);
        const members = await db.pg.query<{ email: string; shop_id: string }>(
          `select u.email, m.shop_id from public.shop_members m join auth.users u on u.id = m.user_id`,
        );
        expect(members.rows).toEqual([{ email: OWNER.email, shop_id: 'aurea' }]);

        await serving(db, folder, async (url, anonKey) => {
          const served = await fetch(`${url}/storage/v1/object/public/product-images/${picture}`);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
          // The owner signs in as before, runs the jewellery shop, and its inbox is whole.
          const owner = anonClient({ url, anonKey });
          expect((await owner.auth.signInWithPassword(OWNER)).error).toBeNull();
          const inbox = await owner.from('messages').select('subject').order('created_at');
          expect(inbox.data?.map((m) => m.subject)).toEqual(['Anello su misura', 'Orari di Natale']);
          // The picture of that time is the jewellery shop's: its owner may remove it.
          const removed = await owner.storage.from('product-images').remove([picture]);
          expect(removed.data?.map((object) => object.name)).toEqual([picture]);
        });
      } finally {
        await db.close();
        await previous.remove();
      }
    },
  );
});
