import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { editor, gradientPng, notifications, productRow, signIn, toast, uniqueName } from './admin-helpers.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * The owner's photos: chosen on the device, framed to the catalogue's square in the browser,
 * stored as WebP in three sizes, then ordered, described and removed in the editor.
 */

const BUCKET = 'product-images';
const RGB = { red: [220, 30, 30], green: [30, 160, 60], blue: [30, 60, 200] } as const;

/**
 * A JPEG made by the browser's own encoder: three bands, red up to x = 1000, green to 3000, blue
 * after, so the stored square shows which part of the photo was kept.
 */
async function bandedJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, colours }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const bands: [number, number, readonly number[]][] = [
        [0, 1000, colours.red],
        [1000, 3000, colours.green],
        [3000, width, colours.blue],
      ];
      for (const [from, to, [r, g, b]] of bands) {
        context.fillStyle = `rgb(${String(r)} ${String(g)} ${String(b)})`;
        context.fillRect(from, 0, to - from, height);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, colours: RGB },
  );
  return Buffer.from(base64, 'base64');
}

interface StoredSize {
  name: string;
  type: string | null;
  header: string;
  width: number;
  height: number;
  /** The colour at the left and right edges, halfway down. */
  left: number[];
  right: number[];
}

/**
 * The objects of a product's folder (inside the jewellery shop's), each downloaded with the service
 * role and decoded by the browser, which knows WebP: type, first bytes, pixel size and edge colours.
 */
async function storedSizes(page: Page, productId: string): Promise<StoredSize[]> {
  const storage = e2eServiceClient().storage.from(BUCKET);
  const folder = `aurea/${productId}`;
  const listed = await storage.list(folder);
  expect(listed.error).toBeNull();
  const sizes: StoredSize[] = [];
  for (const object of listed.data ?? []) {
    const downloaded = await storage.download(`${folder}/${object.name}`);
    expect(downloaded.error).toBeNull();
    const bytes = Buffer.from(await downloaded.data!.arrayBuffer());
    const decoded = await page.evaluate(async (base64) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw], { type: 'image/webp' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const middle = Math.floor(bitmap.height / 2);
      const pixel = (x: number) => Array.from(context.getImageData(x, middle, 1, 1).data.slice(0, 3));
      return { width: bitmap.width, height: bitmap.height, left: pixel(2), right: pixel(bitmap.width - 3) };
    }, bytes.toString('base64'));
    sizes.push({
      name: object.name,
      type: (object.metadata as { mimetype?: string } | null)?.mimetype ?? null,
      header: `${bytes.subarray(0, 4).toString('latin1')}....${bytes.subarray(8, 12).toString('latin1')}`,
      ...decoded,
    });
  }
  return sizes.sort((a, b) => a.width - b.width);
}

/** True when `actual` is `expected` give or take the encoders' rounding. */
const near = (actual: readonly number[], expected: readonly number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 40);

async function storedProduct(name: string) {
  const { data, error } = await e2eServiceClient().from('products').select('*').eq('name', name).single();
  expect(error).toBeNull();
  return data!;
}

const photoItems = (card: Locator) => card.getByRole('list', { name: 'Foto del prodotto' }).getByRole('listitem');
const cropper = (card: Locator) => card.getByRole('region', { name: 'Inquadra la foto' });
const fileInput = (card: Locator) => card.locator('input[type="file"]');

async function openNewProduct(page: Page, name: string): Promise<Locator> {
  await signIn(page);
  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  await card.getByLabel('Nome').fill(name);
  return card;
}

/** Chooses square PNGs and stores each as it comes up for framing. */
async function addSquarePhotos(page: Page, card: Locator, names: string[]): Promise<void> {
  const before = await photoItems(card).count();
  await fileInput(card).setInputFiles(
    names.map((name, i) => ({ name, mimeType: 'image/png', buffer: gradientPng(48 + 16 * i) })),
  );
  for (const [i, name] of names.entries()) {
    await expect(cropper(card)).toContainText(name);
    await expect(cropper(card)).toContainText('La foto è già quadrata: il catalogo la mostra per intero.');
    await expect(cropper(card).getByRole('slider')).toHaveCount(0);
    await cropper(card).getByRole('button', { name: 'Carica foto' }).click();
    await expect(photoItems(card)).toHaveCount(before + i + 1);
  }
  await expect(cropper(card)).toHaveCount(0);
}

test.describe('photos sized for phones', () => {
  test('a 4000 × 3000 JPEG is framed from the keyboard and stored as three WebP squares of at most 1600 px', async ({
    page,
  }) => {
    // A 4000 × 3000 photo is decoded, scaled three times and encoded in the browser.
    test.slow();
    const console = watchConsole(page);
    const name = uniqueName('Anello Fotografato');
    const card = await openNewProduct(page, name);
    const uploads: string[] = [];
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/')) uploads.push(request.url());
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });

    await fileInput(card).setInputFiles({
      name: 'anello-4000.jpg',
      mimeType: 'image/jpeg',
      buffer: await bandedJpeg(page, 4000, 3000),
    });
    const frame = cropper(card);
    await expect(frame).toContainText('anello-4000.jpg · 4000 × 3000 px');
    const focusPoint = frame.getByRole('slider', { name: 'Punto di interesse' });
    // Focus lands on the focus point, ready for the arrows.
    await expect(focusPoint).toBeFocused();
    await expect(focusPoint).toHaveAttribute('aria-valuetext', 'Al centro');
    await expect(focusPoint).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(card.getByRole('button', { name: 'Salva' })).toBeDisabled();

    await page.keyboard.press('ArrowLeft');
    await expect(focusPoint).toHaveAttribute('aria-valuetext', '49% da sinistra');
    await page.keyboard.press('End');
    await expect(focusPoint).toHaveAttribute('aria-valuenow', '100');
    await expect(focusPoint).toHaveAttribute('aria-valuetext', '100% da sinistra');
    // The preview shows the right-hand square.
    await expect(frame.getByRole('img', { name: 'Anteprima del riquadro' })).toHaveCSS('object-position', '100% 50%');

    await frame.getByRole('button', { name: 'Carica foto' }).click();
    await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible({
      timeout: 20_000,
    });
    const item = photoItems(card).first();
    await expect(item).toContainText('Foto principale');
    await expect(item.getByRole('img', { name: `Anteprima: ${name}` })).toBeFocused();
    await expect(item.getByLabel('Testo alternativo')).toHaveValue(name);
    // All three sizes travelled, at once, under one stem in the product's folder.
    expect(uploads).toHaveLength(3);
    const stems = new Set(uploads.map((url) => url.replace(/-\d+\.webp$/, '')));
    expect(stems.size).toBe(1);
    // Chromium encodes WebP itself: the WebAssembly encoder is not downloaded.
    expect(wasm).toEqual([]);

    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
    const product = await storedProduct(name);
    expect(product.images).toHaveLength(1);
    const [photo] = product.images as { path: string; alt: string; width: number; height: number }[];
    expect(photo).toMatchObject({ alt: name, width: 1600, height: 1600 });
    expect(photo!.path).toMatch(
      new RegExp(`/storage/v1/object/public/${BUCKET}/aurea/${product.id}/\\d{13}-[a-z0-9]{8}-1600\\.webp$`),
    );
    expect(product.image).toBe(photo!.path);

    const sizes = await storedSizes(page, product.id);
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [400, 400],
      [800, 800],
      [1600, 1600],
    ]);
    for (const size of sizes) {
      expect(size.name).toMatch(/^\d{13}-[a-z0-9]{8}-(400|800|1600)\.webp$/);
      expect(size.type).toBe('image/webp');
      expect(size.header).toBe('RIFF....WEBP');
      // Framed at the right edge: the square runs from x = 1000 (green) to 4000 (blue); the centre would start red.
      expect(near(size.left, RGB.green), `left edge of ${size.name}: ${size.left.join(',')}`).toBe(true);
      expect(near(size.right, RGB.blue), `right edge of ${size.name}: ${size.right.join(',')}`).toBe(true);
    }
    expect(console.errors).toEqual([]);
  });

  test('a browser without a WebP encoder stores WebP all the same', async ({ page }) => {
    // Safari's canvas answers a WebP request with a PNG: the admin then encodes with libwebp in WebAssembly.
    await page.addInitScript(() => {
      const asPng = (type?: string) => (type === 'image/webp' ? 'image/png' : type);
      type Convert = (this: OffscreenCanvas, options?: ImageEncodeOptions) => Promise<Blob>;
      const convert = Object.getOwnPropertyDescriptor(OffscreenCanvas.prototype, 'convertToBlob')!.value as Convert;
      OffscreenCanvas.prototype.convertToBlob = function (options) {
        return convert.call(this, { ...options, type: asPng(options?.type) });
      };
    });
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    const name = uniqueName('Orecchini Safari');
    const card = await openNewProduct(page, name);
    await fileInput(card).setInputFiles({
      name: 'orecchini.jpg',
      mimeType: 'image/jpeg',
      buffer: await bandedJpeg(page, 1200, 900),
    });
    await cropper(card).getByRole('button', { name: 'Carica foto' }).click();
    await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible({
      timeout: 20_000,
    });
    expect(wasm.length).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();

    const product = await storedProduct(name);
    expect(product.images).toMatchObject([{ width: 900, height: 900, alt: name }]);
    const sizes = await storedSizes(page, product.id);
    // Never enlarged: a 900-pixel square is its own largest size.
    expect(sizes.map((size) => [size.width, size.header, size.type])).toEqual([
      [400, 'RIFF....WEBP', 'image/webp'],
      [800, 'RIFF....WEBP', 'image/webp'],
      [900, 'RIFF....WEBP', 'image/webp'],
    ]);
  });

  test('photos are added, reordered with the buttons and by dragging, described and removed', async ({ page }) => {
    test.slow();
    const name = uniqueName('Collana Perle');
    const card = await openNewProduct(page, name);
    await expect(card.getByText('Nessuna foto: il catalogo mostra l’immagine segnaposto.')).toBeVisible();

    // Two files at once: each is framed in turn (square photos need no framing).
    await addSquarePhotos(page, card, ['fronte.png', 'retro.png']);
    const items = photoItems(card);
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Foto principale');
    await expect(items.nth(1)).toContainText('Foto 2');
    await expect(card.getByText('2 di 12 foto')).toBeVisible();

    await items.nth(0).getByLabel('Testo alternativo').fill('Collana di perle, vista frontale');
    await items.nth(1).getByLabel('Testo alternativo').fill('Chiusura in oro della collana');
    // An emptied text becomes the product's name when the owner leaves it.
    await items.nth(1).getByLabel('Testo alternativo').fill('');
    await items.nth(1).getByLabel('Testo alternativo').blur();
    await expect(items.nth(1).getByLabel('Testo alternativo')).toHaveValue(name);
    await items.nth(1).getByLabel('Testo alternativo').fill('Chiusura in oro della collana');

    const altTexts = () =>
      items.getByLabel('Testo alternativo').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const status = card.getByRole('status');

    // Buttons: the second becomes the main photo; focus stays on the moved photo.
    await items
      .nth(1)
      .getByRole('button', { name: /^Sposta prima/ })
      .click();
    await expect.poll(altTexts).toEqual(['Chiusura in oro della collana', 'Collana di perle, vista frontale']);
    await expect(status).toHaveText('Foto spostata in posizione 1 di 2: ora è la foto principale.');
    await expect(items.nth(0).getByRole('button', { name: /^Sposta prima/ })).toBeDisabled();
    await expect(items.nth(0).getByRole('button', { name: /^Sposta dopo/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(altTexts).toEqual(['Collana di perle, vista frontale', 'Chiusura in oro della collana']);
    await expect(status).toHaveText('Foto spostata in posizione 2 di 2.');
    await expect(items.nth(1).getByRole('button', { name: /^Sposta prima/ })).toBeFocused();

    // Dragging: the second photo dropped on the upper half of the first goes before it.
    const handle = items.nth(1).locator('[data-part="handle"]');
    // Both photos in view, as a person dragging sees them.
    await card.getByRole('list', { name: 'Foto del prodotto' }).scrollIntoViewIfNeeded();
    await handle.dragTo(items.nth(0), { targetPosition: { x: 40, y: 8 } });
    await expect.poll(altTexts).toEqual(['Chiusura in oro della collana', 'Collana di perle, vista frontale']);
    await expect(status).toHaveText('Foto spostata in posizione 1 di 2: ora è la foto principale.');
    await expect(items.nth(0)).toContainText('Foto principale');

    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
    let product = await storedProduct(name);
    const [first, second] = product.images as { path: string; alt: string }[];
    expect(product.images).toMatchObject([
      { alt: 'Chiusura in oro della collana', width: 64, height: 64 },
      { alt: 'Collana di perle, vista frontale', width: 48, height: 48 },
    ]);
    expect(product.image).toBe(first!.path);

    // Removing the main photo makes the next one main; saved, the product keeps only that one.
    await productRow(page, name)
      .getByRole('button', { name: `Modifica ${name}` })
      .click();
    const edit = editor(page, 'Modifica Prodotto');
    await photoItems(edit)
      .nth(0)
      .getByRole('button', { name: /^Rimuovi/ })
      .click();
    await expect(photoItems(edit)).toHaveCount(1);
    await expect(edit.getByRole('status')).toHaveText('Foto rimossa. Resta 1 foto.');
    await expect(
      photoItems(edit).nth(0).getByRole('img', { name: 'Anteprima: Collana di perle, vista frontale' }),
    ).toBeFocused();
    await expect(photoItems(edit).nth(0)).toContainText('Foto principale');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiornato', 'Le modifiche sono state salvate')).toBeVisible();
    product = await storedProduct(name);
    expect(product.images).toEqual([second]);
    expect(product.image).toBe(second!.path);
  });

  test('refused files get the spec’s messages and the others are still framed; twelve photos are the most', async ({
    page,
  }) => {
    test.slow();
    const name = uniqueName('Anello Rifiutato');
    const card = await openNewProduct(page, name);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/')) uploads.push(request.url());
    });

    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    gradientPng(8).copy(big);
    await fileInput(card).setInputFiles([
      { name: 'listino.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') },
      { name: 'anello.png', mimeType: 'image/png', buffer: gradientPng(32) },
    ]);
    await expect(toast(page, 'Tipo file non supportato', 'Tipi supportati: JPEG, PNG, WebP, GIF')).toBeVisible();
    await expect(cropper(card)).toContainText('anello.png');
    await cropper(card).getByRole('button', { name: 'Scarta' }).click();
    await expect(cropper(card)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Aggiungi foto' })).toBeFocused();

    await fileInput(card).setInputFiles({ name: 'foto-enorme.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page, 'File troppo grande', 'Il file deve essere inferiore a 10MB')).toBeVisible();
    await expect(notifications(page)).toHaveCount(1);

    // A text file named .png passes the type check but is no picture: refused before any upload.
    await fileInput(card).setInputFiles({
      name: 'listino.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Listino prezzi 2026\n'),
    });
    await expect(
      toast(page, 'Immagine non valida', "Il contenuto del file non è un'immagine PNG: forse è un altro tipo di file"),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Aggiungi foto' })).toBeFocused();
    expect(uploads).toEqual([]);

    // A product with twelve photos takes no more.
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      path: `/images/products/ring-solitaire${i % 2 ? '-dettaglio' : ''}.svg?${String(i)}`,
      alt: `Foto ${String(i + 1)}`,
      width: 800,
      height: 800,
    }));
    await card.getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Esci senza salvare' }).click();
    const full = uniqueName('Anello Completo');
    const { error } = await e2eServiceClient().from('products').insert({
      id: randomUUID(),
      shop_id: 'aurea',
      name: full,
      description: 'Dodici foto',
      price: 100,
      category: 'Anelli',
      images: twelve,
      status: 'pubblicato',
    });
    expect(error).toBeNull();
    await page.reload();
    await productRow(page, full)
      .getByRole('button', { name: `Modifica ${full}` })
      .click();
    const edit = editor(page, 'Modifica Prodotto');
    await expect(photoItems(edit)).toHaveCount(12);
    await expect(edit.getByRole('button', { name: 'Aggiungi foto' })).toBeDisabled();
    await expect(edit.getByText('Il prodotto ha già 12 foto, il massimo')).toBeVisible();
  });

  test('the editor with photos has no axe violations; screenshots at 390 and 1440 px', async ({ page }) => {
    test.slow();
    const name = uniqueName('Orologio Luna');
    const card = await openNewProduct(page, name);
    await addSquarePhotos(page, card, ['quadrante.png', 'cinturino.png']);
    await fileInput(card).setInputFiles({
      name: 'polso.jpg',
      mimeType: 'image/jpeg',
      buffer: await bandedJpeg(page, 1600, 1200),
    });
    const focusPoint = cropper(card).getByRole('slider', { name: 'Punto di interesse' });
    await expect(focusPoint).toBeFocused();
    await expectNoAxeViolations(page);

    // Dragging the photo with the pointer moves the square the same way: to the left edge here.
    const photo = cropper(card).getByRole('img', { name: 'Foto scelta: polso.jpg' });
    const box = (await photo.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2, { steps: 4 });
    await expect(focusPoint).toHaveAttribute('aria-valuetext', /^\d+% da sinistra$/);
    expect(Number(await focusPoint.getAttribute('aria-valuenow'))).toBeLessThan(50);
    await page.mouse.move(box.x - 50, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(focusPoint).toHaveAttribute('aria-valuetext', '0% da sinistra');
    await expect(focusPoint).toBeFocused();

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `/tmp/admin-photos-${String(width)}.png`, animations: 'disabled' });
    }
  });
});
