/**
 * What one visitor's reads make `/rest/v1` hold: on a fresh shop (`tests/abuse/harness.ts`), 40
 * products with 2,000-character descriptions and 400 more, then
 *
 * - 1,000 distinct anonymous reads of ~1 MB (50 aliases of the description × 10 rows, each with
 *   another `price=lt.<n>`; `--aliases <n>` for other sizes), 12 at a time: the server's resident
 *   memory before and after, settled;
 * - 3 anonymous reads that would answer ~80 MB (100 aliases × the 400 rows): their answers, and the
 *   memory before and after.
 *
 *   npx tsx scripts/bench/answers.ts [--aliases 50]
 *
 * The figures of `docs/security.md` ("What a visitor's reads make the server hold and compute");
 * `tests/abuse/answers.test.ts` asserts the same with wide margins.
 */
import http from 'node:http';
import { startShop, type Shop } from '../../tests/abuse/harness.ts';
import { addLongProducts } from '../../tests/abuse/long-products.ts';

interface Answer {
  status: number;
  bytes: number;
}

function read(shop: Shop, agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { apikey: shop.anonKey, authorization: `Bearer ${shop.anonKey}` };
    const request = http.request(new URL(path, shop.url), { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const flag = process.argv.indexOf('--aliases');
const aliases = flag === -1 ? 50 : Number(process.argv[flag + 1]);
if (!Number.isInteger(aliases) || aliases < 1 || aliases > 100)
  throw new Error('--aliases: a whole number from 1 to 100');

const descriptions = (n: number) => Array.from({ length: n }, (_, i) => `d${String(i)}:description`).join(',');
const mb = (n: number) => n.toFixed(0);
const tally = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${String(status)} ×${String(n)}`).join(', ');
};

const shop = await startShop();
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
try {
  await addLongProducts(shop, 'Prova risposte', 40, 1);
  await addLongProducts(shop, 'Prova grande', 400, 1000);

  const select = descriptions(aliases);
  const wide = (i: number) =>
    `/rest/v1/products?select=${select}&name=like.Prova%20risposte*&limit=10&price=lt.${String(100_000 + i)}`;
  for (let i = 0; i < 16; i++) await read(shop, agent, wide(-1 - i));
  const idle = await shop.settledRssMb();
  const answers: Answer[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 12 }, async () => {
      while (next < 1000) answers.push(await read(shop, agent, wide(next++)));
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const after = await shop.settledRssMb();
  const sent = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  console.log(
    `1,000 distinct reads of ~${(sent / 1000 / 1024).toFixed(0)} KB: ${tally(answers)}, ` +
      `${(sent / 1e6).toFixed(0)} MB in ${seconds.toFixed(0)} s; RSS ${mb(idle)} → ${mb(after)} MB ` +
      `(+${mb(after - idle)})`,
  );

  const huge = (i: number) =>
    `/rest/v1/products?select=${descriptions(100)}&name=like.Prova%20grande*&price=gt.${String(-1 - i)}`;
  const before = await shop.settledRssMb();
  const big: Answer[] = [];
  for (let i = 0; i < 3; i++) big.push(await read(shop, agent, huge(i)));
  const afterBig = await shop.settledRssMb();
  const shown = big.map((a) => `${String(a.status)} (${(a.bytes / 1e6).toFixed(1)} MB)`).join(', ');
  console.log(
    `3 reads of 400 rows × 100 descriptions: ${shown}; ` +
      `RSS ${mb(before)} → ${mb(afterBig)} MB (+${mb(afterBig - before)})`,
  );
} finally {
  agent.destroy();
  await shop.stop();
}
