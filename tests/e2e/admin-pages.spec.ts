import { expect, test, type Locator, type Page } from './fixtures.ts';
import { signIn } from './admin-helpers.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * The owner's page editor ("Pagine"): the home page's hero title edited in the form shows in the
 * live preview, an emptied title is explained at the field and holds "Pubblica" back, a draft saved
 * and published reaches the public page, the history offers to restore; a link to a page that does
 * not exist is explained at its field by the server's check while typing; signing out with unsaved
 * changes asks first. The page is put back as it
 * was afterwards, as the service role, so the other specs of this worker see the seeded home page.
 */

const service = e2eServiceClient();

interface Stored {
  pageId: string;
  document: Record<string, unknown>;
}

/** The home page's version in force, as visitors get it. */
async function homeInForce(): Promise<Stored> {
  const { data: page, error } = await service
    .from('pages' as never)
    .select('id')
    .eq('route', '/')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  const { data: versions, error: versionsError } = await service
    .from('page_versions' as never)
    .select('document,status,publish_at,created_at')
    .eq('page_id', page.id)
    .eq('status', 'published')
    .lte('publish_at', new Date().toISOString())
    .order('publish_at', { ascending: false })
    .limit(1)
    .overrideTypes<{ document: Record<string, unknown> }[], { merge: false }>();
  if (versionsError) throw new Error(versionsError.message);
  const document = versions[0]?.document;
  if (!document) throw new Error('The home page has no version in force');
  return { pageId: page.id, document };
}

async function openPagesTab(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('tab', { name: 'Pagine' }).click();
  await expect(page.getByRole('heading', { name: 'Pagine del negozio' })).toBeVisible();
}

function heroForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Modifica: Copertina' });
}

function previewFrame(page: Page) {
  return page.frameLocator('iframe[title="Anteprima della pagina"]');
}

test.describe('the page editor', () => {
  let original: Stored;

  test.beforeAll(async () => {
    original = await homeInForce();
  });

  // Whatever happened, the home page is the seeded one again, in force from now.
  test.afterAll(async () => {
    const { error } = await service.from('page_versions' as never).insert({
      page_id: original.pageId,
      document: original.document,
      status: 'published',
      publish_at: new Date().toISOString(),
    } as never);
    if (error) throw new Error(error.message);
  });

  test('edits the home page, checks it as the server does, publishes it and offers its history', async ({
    page,
    context,
  }) => {
    const console = watchConsole(page);
    await openPagesTab(page);
    const home = page.getByRole('button', { name: /^Modifica .*\(\/\)$/ });
    await expect(home).toBeVisible();
    await home.click();

    const title = heroForm(page).getByLabel('Titolo', { exact: true });
    await expect(title).toBeVisible();
    const heading = previewFrame(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(String((original.document.sections as { title?: string }[])[0]?.title));

    const newTitle = `Gioielli di luce ${Date.now().toString(36)}`;
    await title.fill(newTitle);
    await expect(heading).toHaveText(newTitle, { timeout: 2000 });

    await page.getByRole('button', { name: 'Telefono' }).click();
    const frame = page.locator('iframe[title="Anteprima della pagina"]');
    await expect.poll(async () => await frame.evaluate((el: HTMLIFrameElement) => el.clientWidth)).toBe(390);

    // Emptied, the title is explained at the field and "Pubblica" waits.
    await title.fill('');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
    const explanation = page.locator(`[id="${describedBy.split(' ').at(-1) ?? ''}"]`);
    await expect(explanation).toContainText(/vuoto/);
    await expect(page.getByRole('button', { name: 'Pubblica' })).toBeDisabled();
    await expect(page.getByText(/da correggere prima di pubblicare/)).toBeVisible();
    await expect(previewFrame(page).getByText(/Copertina: 1 errore/)).toBeVisible();

    await title.fill(newTitle);
    await expect(page.getByRole('button', { name: 'Pubblica' })).toBeEnabled();
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page.getByText('Bozza salvata', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pubblica' }).click();
    await expect(page.getByText('Pagina pubblicata', { exact: true })).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await visitor.close();

    await page.getByRole('button', { name: 'Cronologia' }).click();
    const history = page.getByRole('dialog', { name: 'Cronologia' });
    await expect(history.getByRole('listitem').first()).toContainText('Tu');
    await expect(history.getByRole('button', { name: /^Ripristina/ }).first()).toBeVisible();
    await expect(history).toContainText(/Copertina( \(#[a-z-]+\))? modificata/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.getByRole('button', { name: 'Computer' }).click();
    await page.screenshot({ path: '.scratch/admin-pages-1440.png', fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.scratch/admin-pages-390.png', fullPage: true });
    expect(console.errors).toEqual([]);
  });

  test('checks a link as the server does while typing, without saving, and holds Pubblica until it is fixed', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const versions = async () => {
      const { count, error } = await service
        .from('page_versions' as never)
        .select('id', { count: 'exact', head: true })
        .eq('page_id', original.pageId);
      if (error) throw new Error(error.message);
      return count;
    };
    const before = await versions();
    await openPagesTab(page);
    await page.getByRole('button', { name: /^Modifica .*\(\/\)$/ }).click();
    const publish = page.getByRole('button', { name: 'Pubblica' });
    await expect(publish).toBeEnabled();

    // The first button's link: a page the site does not have. Only the server's check knows it.
    const link = heroForm(page)
      .getByRole('textbox', { name: /^Collegamento/ })
      .first();
    await link.fill('/non-esiste');
    await expect(publish).toBeDisabled();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await link.getAttribute('aria-describedby')) ?? '';
    const explanation = page.locator(`[id="${describedBy.split(' ').at(-1) ?? ''}"]`);
    await expect(explanation).toContainText('porta a «/non-esiste», che non esiste nel sito');
    await expect(previewFrame(page).getByText(/Copertina: 1 errore/)).toBeVisible();
    await expect(publish).toBeDisabled();

    await link.fill('/');
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await expect(publish).toBeEnabled();
    expect(await versions()).toBe(before);
    expect(console.errors).toEqual([]);
  });

  test('asks before signing out with unsaved changes; staying keeps them', async ({ page }) => {
    await openPagesTab(page);
    await page.getByRole('button', { name: /^Modifica .*\(\/\)$/ }).click();
    const title = heroForm(page).getByLabel('Titolo', { exact: true });
    await title.fill('Non ancora salvato');
    await page.getByRole('button', { name: 'Esci' }).click();
    const question = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Continua a modificare' }).click();
    await expect(question).toHaveCount(0);
    await expect(title).toHaveValue('Non ancora salvato');
    await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();

    await page.getByRole('button', { name: 'Esci' }).click();
    await question.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(page.getByRole('button', { name: 'Esci' })).toHaveCount(0);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await openPagesTab(page);
    // The tabs: arrows move between them, and the panel's list is reached with Tab.
    const tab = page.getByRole('tab', { name: 'Pagine' });
    await tab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Catalogo' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    const home = page.getByRole('button', { name: /^Modifica .*\(\/\)$/ });
    for (let i = 0; i < 40 && !(await home.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    await page.keyboard.press('Enter');

    // The sections: the second one moves up with Alt+↑ and back with Alt+↓.
    const sections = page.getByRole('list', { name: 'Sezioni della pagina' }).getByRole('listitem');
    const second = sections.nth(1).getByRole('button').first();
    const secondName = (await second.textContent()) ?? '';
    await second.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(sections.first().getByRole('button').first()).toContainText(secondName.replace(/^\d+\.\s*/, ''));
    await expect(page.getByText('Modifiche non salvate')).toBeVisible();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(sections.nth(1).getByRole('button').first()).toContainText(secondName.replace(/^\d+\.\s*/, ''));

    // The hero's title is typed into from the keyboard, and the history opens and closes with it.
    await sections.first().getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const title = heroForm(page).getByLabel('Titolo', { exact: true });
    await title.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' da tastiera');
    await expect(previewFrame(page).getByRole('heading', { level: 1 })).toContainText('da tastiera');
    await page.getByRole('button', { name: 'Cronologia' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Cronologia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Cronologia' })).toHaveCount(0);

    // Back to the list with unsaved changes asks first; the safe answer has focus.
    await page.getByRole('button', { name: 'Tutte le pagine' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
    await expect(question.getByRole('button', { name: 'Continua a modificare' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Pagine del negozio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opens on the pages with /admin#pagine', async ({ page }) => {
    await signIn(page);
    // A new visit to the address (a bookmark, a link), the session kept.
    await page.goto('/admin#pagine');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pagine' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Pagine del negozio' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pagine' }).getByRole('listitem').first()).toContainText(
      /pubblicata|bozza|programmata/,
    );
  });
});
