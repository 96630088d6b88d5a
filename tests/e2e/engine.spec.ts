import { expect, test } from './fixtures.ts';
import { watchConsole } from './support.ts';

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // Logged once the page's script has run (the text above is there before it, in the HTML).
  await expect.poll(() => console.errors.some((e) => e.includes('/questa-pagina-non-esiste'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eleganza Senza Tempo' })).toBeVisible();
});
