import { expect, test, type Page } from './fixtures.ts';
import { editor, productRow, signIn, toast, uniqueName } from './admin-helpers.ts';
import { e2eServiceClient } from './backend.ts';

/**
 * Prices as an Italian types them, into the real field, under Italian and English browser settings:
 * the field is text, so the browser never reinterprets what was typed, and the row saved on the
 * server holds what the owner meant.
 */

/** The price stored for the product of that name, read through the REST API. */
async function storedPrices(name: string): Promise<{ price: number; original_price: number | null }> {
  const { data, error } = await e2eServiceClient()
    .from('products')
    .select('price, original_price')
    .eq('name', name)
    .single();
  expect(error).toBeNull();
  return data!;
}

/** Adds a product typing its prices key by key, as a person does, and checks the preview on the way. */
async function addPriced(page: Page, name: string, typed: string, preview: string, original?: [string, string]) {
  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  await card.getByLabel('Nome').fill(name);
  const price = card.getByLabel('Prezzo (€)', { exact: true });
  await expect(price).toHaveAttribute('type', 'text');
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await price.clear();
  await price.pressSequentially(typed);
  await expect(price).toHaveValue(typed);
  // What will be saved, beside the field, as the owner types.
  await expect(card.getByText(preview)).toBeVisible();
  await expect(price).toHaveAccessibleDescription(preview);
  if (original) {
    await card.getByLabel('Prezzo originale (€)').pressSequentially(original[0]);
    await expect(card.getByText(original[1])).toBeVisible();
    await expect(card.getByLabel('Prezzo originale (€)')).toHaveAccessibleDescription(
      new RegExp(original[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s')),
    );
  }
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
  await expect(productRow(page, name)).toBeVisible();
}

for (const locale of ['it-IT', 'en-US']) {
  test.describe(`with the browser in ${locale}`, () => {
    test.use({ locale });

    test('1250,50 is saved as 1250.50 and 1.500 as 1500, with the original price above it', async ({ page }) => {
      expect(await page.evaluate(() => navigator.language)).toBe(locale);
      await signIn(page);

      const comma = uniqueName(`Anello Virgola ${locale}`);
      await addPriced(page, comma, '1250,50', '= 1.250,50 €');
      expect(await storedPrices(comma)).toEqual({ price: 1250.5, original_price: null });
      await expect(productRow(page, comma)).toContainText('1250,50 €');

      const thousands = uniqueName(`Orologio Migliaia ${locale}`);
      await addPriced(page, thousands, '1.500', '= 1.500,00 €', ['1.750,00', '= 1.750,00 €']);
      expect(await storedPrices(thousands)).toEqual({ price: 1500, original_price: 1750 });

      const english = uniqueName(`Orecchini Punto ${locale}`);
      await addPriced(page, english, '1,250.50', '= 1.250,50 €');
      expect(await storedPrices(english)).toEqual({ price: 1250.5, original_price: null });
    });
  });
}
