import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

/** The owner the e2e server is started with (playwright.config.ts, webServer env). */
export const OWNER_EMAIL = process.env.E2E_OWNER_EMAIL ?? 'titolare@boutique.test';
export const OWNER_PASSWORD = process.env.E2E_OWNER_PASSWORD ?? 'prova-titolare-2026';

/** Where supabase-js keeps the session (src/backend/client.ts). */
export const AUTH_STORAGE_KEY = 'boutique-auth';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: a gold-to-ivory gradient, so the preview shows something a person would recognise. */
export function gradientPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      rows.push(Math.round(154 + 96 * t), Math.round(123 + 117 * t), Math.round(63 + 167 * t));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The notifications region (bottom right), where toasts are listed. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: /Notifiche/ }).getByRole('listitem');
}

export function toast(page: Page, title: string, description: string): Locator {
  return notifications(page)
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
}

/** Signs in with the form; the list has loaded when this returns. */
export async function signIn(page: Page, email = OWNER_EMAIL, password = OWNER_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();
  await expect(page.getByText('Caricamento prodotti...')).toHaveCount(0);
}

export function editor(page: Page, title: 'Nuovo Prodotto' | 'Modifica Prodotto'): Locator {
  return page.getByRole('region', { name: title });
}

export function productRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem');
}

export function productRow(page: Page, name: string): Locator {
  return productRows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export function uniqueName(base: string): string {
  return `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
