import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * The first owner without a terminal: a server started on a fresh data folder, with no owner,
 * prints a one-time link; its page creates the owner, who is then signed in. The e2e server of the
 * other specs has its owner already, so this file starts its own, on the next port, from the same build.
 */

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const dataDir = path.join(os.tmpdir(), `boutique-setup-e2e-${process.pid}-${randomBytes(4).toString('hex')}`);
/** A port nobody listens on, found when the file starts. */
let port = 0;
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

let server: ChildProcess | undefined;
let output = '';
/** The setup link as the server printed it. */
let printedLink = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await copySnapshot(dataDir);
  // What `npm start` runs once the build is there: the server, with no OWNER_EMAIL / OWNER_PASSWORD.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
  };
  delete env.OWNER_EMAIL;
  delete env.OWNER_PASSWORD;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const link = /^\s+(http\S+\/admin\?configura=\S+)$/m;
  printedLink = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = link.exec(output)?.[1];
      // The link's notice ends with the other way to make the owner: wait for all of it.
      if (found && output.includes('npm run owner')) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (exit code ${code}) before printing the link:\n${output}`)),
    );
  });
});

test.afterAll(async () => {
  const child = server;
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The printed link, on the address the browser reaches the test server at. */
function setupAddress(): string {
  const link = new URL(printedLink);
  return `${origin}${link.pathname}${link.search}`;
}

async function setupForm(page: Page) {
  const form = page.getByRole('region', { name: "Crea l'account del titolare" });
  await expect(form).toBeVisible();
  return {
    form,
    email: form.getByLabel('E-mail'),
    password: form.getByLabel('Password', { exact: true }),
    repeat: form.getByLabel('Ripeti la password'),
    submit: form.getByRole('button', { name: 'Crea account' }),
  };
}

test('npm start prints the one-time link while there is no owner, and says how else to make one', () => {
  expect(output).toContain('No owner account yet. Open this link to create it');
  expect(printedLink).toMatch(new RegExp(`^http://localhost:${port}/admin\\?configura=[A-Za-z0-9_-]{32}$`));
  expect(output).toContain('npm run owner -- <email> <password>');
});

test('the link creates the owner, who is signed in; the link is refused after, and /admin needs it before', async ({
  page,
}) => {
  const console = watchConsole(page);

  // Without the token: how to get it, and no form to create anything.
  await page.goto(`${origin}/admin`);
  const howTo = page.getByRole('region', { name: 'Configura il negozio' });
  await expect(howTo).toContainText('Il negozio non ha ancora un titolare');
  await expect(howTo).toContainText('/admin?configura=…');
  await expect(howTo).toContainText('npm start');
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A wrong token is refused, with the same explanation.
  await page.goto(`${origin}/admin?configura=${'x'.repeat(32)}`);
  await expect(page.getByText('Questo link di configurazione non è valido')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);

  // The printed link: the password rule is shown before anything is submitted.
  await page.goto(setupAddress());
  const { form, email, password, repeat, submit } = await setupForm(page);
  await expect(form.getByText('Almeno 8 caratteri')).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/Almeno 8 caratteri/);
  await expectNoAxeViolations(page);

  await email.fill('titolare@gioielleria.it');
  await password.fill('corta');
  await submit.click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('La password deve avere almeno 8 caratteri')).toBeVisible();
  await expectNoAxeViolations(page);

  await password.fill('oro-e-argento-2026');
  await expect(password).toHaveAccessibleDescription(/Almeno 8 caratteri \(rispettato\)/);
  await repeat.fill('oro-e-argento-2025');
  await submit.click();
  await expect(repeat).toBeFocused();
  await expect(form.getByText('Le due password non coincidono')).toBeVisible();

  await repeat.fill('oro-e-argento-2026');
  await submit.click();
  // Created and signed in: the admin, focus on its heading, the spent token gone from the address.
  await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();
  await expect(page.getByText('Accesso effettuato come titolare@gioielleria.it')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique Admin' })).toBeFocused();
  await expect(page).toHaveURL(`${origin}/admin`);

  // A second time the link is refused: the owner exists; signing in is what is left.
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.goto(setupAddress());
  await expect(
    page.getByText("Questo link di configurazione non vale più: l'account del titolare esiste già."),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: "Crea l'account del titolare" })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  // Without the token, now that an owner exists: the usual sign-in, which works with the new account.
  await page.goto(`${origin}/admin`);
  await expect(page.getByRole('region', { name: 'Configura il negozio' })).toHaveCount(0);
  await page.getByLabel('E-mail').fill('titolare@gioielleria.it');
  await page.getByLabel('Password').fill('oro-e-argento-2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();

  // The server refused nothing unexpected: the only errors are the ones asked for (none).
  expect(console.errors).toEqual([]);
});
