/**
 * The `pages` edge function: the one door through which a shop's pages are written. A plain
 * `(request) => Promise<Response>`, so a hosted project runs it under Deno (`index.ts`) and the
 * embedded server calls it in-process (`server/functions/`). Every document it stores has passed
 * the same rules as `npm run validate`, against the other pages in force (`src/pages/validate-page.ts`).
 *
 * - `save` (route, document, base): a new draft, when `base` is still the page's latest version;
 * - `validate` (route, document): the problems a save would meet, warnings included, nothing written
 *   (the editor's live check: the browser cannot compile the schema's checker under its policy);
 * - `publish` (version, at?): that version in force now, or from `at`;
 * - `restore` (version): a new draft with that version's document.
 * The caller must be a member of the page's shop, as the database says when asked with their token.
 */
import { validatePage, type PageProblem, type PageValidation } from '../../../src/pages/validate-page.ts';
import { publicAssetIndex, siteSchemaChecker } from '../../../src/pages/site-checks.ts';
import { badRequest, corsHeaders, json, Refusal } from './answers.ts';
import { parseAction, readBoundedBody, type PageAction } from './request.ts';
import {
  nextVersionId,
  PageStore,
  SavedMeanwhile,
  type FunctionEnv,
  type Page,
  type StoredVersion,
  type VersionRow,
} from './store.ts';

export type { FunctionEnv, VersionRow } from './store.ts';

export interface HandlerOptions {
  /** How the project's APIs are reached: the embedded server passes its own app, in-process. */
  fetch?: typeof fetch;
  /** A WebSocket for supabase-js's realtime client, where the runtime has none (Node 20). */
  webSocket?: typeof WebSocket;
  now?: () => Date;
}

const notFound = (message: string) => new Refusal(404, 'not_found', message);

const forbidden = () =>
  new Refusal(403, 'forbidden', 'Questa pagina appartiene a un negozio di cui non fai parte: non puoi modificarla.');

/** The version as answered: everything but the document. */
const row = ({ id, page_id, status, publish_at, created_by, created_at, based_on }: VersionRow): VersionRow => ({
  id,
  page_id,
  status,
  publish_at,
  created_by,
  created_at,
  based_on,
});

function conflict(latest: VersionRow): Refusal {
  return new Refusal(
    409,
    'conflict',
    "La pagina è stata salvata nel frattempo (da un altro dispositivo o da un'altra persona): " +
      "riapri l'ultima versione prima di salvare.",
    { latest: row(latest) },
  );
}

export function createPagesHandler(
  env: FunctionEnv,
  options: HandlerOptions = {},
): (req: Request) => Promise<Response> {
  const store = new PageStore(env, options.fetch, options.webSocket);
  const now = options.now ?? (() => new Date());

  /** The page's document checked against the others in force, as its latest version holds them. */
  async function validation(page: Page, document: unknown, current: StoredVersion | null): Promise<PageValidation> {
    return validatePage({
      document,
      route: page.route,
      others: await store.othersInForce(page.id, now()),
      checkSchema: siteSchemaChecker(),
      assets: publicAssetIndex,
      ...(current ? { current: current.document } : {}),
    });
  }

  /** The page's document checked against the others in force: the completed document, or a 422. */
  async function checked(page: Page, document: unknown, current: StoredVersion | null): Promise<unknown> {
    const result = await validation(page, document, current);
    if (!result.valid || result.document === undefined) {
      const errors = result.problems
        .filter((p) => p.severity === 'error')
        .map(({ path, code, message }) => ({ path, code, message }));
      throw new Refusal(422, 'invalid_document', 'La pagina ha degli errori da correggere prima di salvarla.', {
        errors,
      });
    }
    return result.document;
  }

  /** The page at `route`, when the caller is a member of its shop. */
  async function editablePage(route: string, caller: { id: string; token: string }): Promise<Page> {
    const page = await store.pageAt(route);
    if (!page) throw notFound('Non esiste una pagina a questo indirizzo.');
    await memberOf(page, caller);
    return page;
  }

  async function memberOf(page: Page, caller: { id: string; token: string }): Promise<void> {
    if (!(await store.isMember(caller, page.shop_id))) throw forbidden();
  }

  async function versionAndPage(id: string): Promise<{ version: StoredVersion; page: Page }> {
    const version = await store.version(id);
    const page = version ? await store.pageById(version.page_id) : null;
    if (!version || !page) throw notFound('Questa versione della pagina non esiste.');
    return { version, page };
  }

  /** The problems a save of `document` would meet now: the same checks, against the same versions. */
  async function problemsOf(route: string, document: unknown, caller: { id: string; token: string }) {
    const page = await editablePage(route, caller);
    const { problems } = await validation(page, document, await store.latest(page.id));
    return problems.map(({ path, code, message, severity }): PageProblem => ({ path, code, message, severity }));
  }

  async function act(
    action: Exclude<PageAction, { action: 'validate' }>,
    caller: { id: string; token: string },
  ): Promise<VersionRow> {
    switch (action.action) {
      case 'save': {
        const page = await editablePage(action.route, caller);
        const latest = await store.latest(page.id);
        if ((latest?.id ?? null) !== action.base) {
          if (latest) throw conflict(latest);
          throw notFound('Questa versione della pagina non esiste.');
        }
        const document = await checked(page, action.document, latest);
        // Every save from one base gets the same id: of two sent at once, the database keeps the first.
        try {
          return await store.insertDraft({
            id: await nextVersionId(action.base ?? page.id),
            pageId: page.id,
            document,
            createdBy: caller.id,
            basedOn: action.base,
          });
        } catch (error) {
          if (!(error instanceof SavedMeanwhile)) throw error;
          const first = await store.latest(page.id);
          throw first ? conflict(first) : error;
        }
      }
      case 'publish': {
        const { version, page } = await versionAndPage(action.version);
        await memberOf(page, caller);
        const at = action.at ?? now();
        if (version.status === 'published' && version.publish_at && Date.parse(version.publish_at) <= now().getTime())
          throw new Refusal(
            409,
            'already_published',
            'Questa versione è già stata pubblicata: per rimetterla online ripristinala e pubblica la nuova bozza.',
          );
        await checked(page, version.document, await store.latest(page.id));
        return store.publish(version.id, at);
      }
      case 'restore': {
        const { version, page } = await versionAndPage(action.version);
        await memberOf(page, caller);
        // A copy of a document that already passed this door: publishing it checks it again.
        return store.insertDraft({
          pageId: page.id,
          document: version.document,
          createdBy: caller.id,
          basedOn: version.id,
        });
      }
    }
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    try {
      if (request.method !== 'POST')
        throw new Refusal(405, 'method_not_allowed', 'Questa funzione accetta solo richieste POST.');
      const text = await readBoundedBody(request);
      const caller = await store.caller(request.headers.get('authorization'));
      const action = parseAction(text, now());
      if (action.action === 'validate')
        return json(200, { problems: await problemsOf(action.route, action.document, caller) });
      return json(200, { version: row(await act(action, caller)) });
    } catch (error) {
      if (error instanceof Refusal) return error.toResponse();
      // A request nested past the stack is the request's fault, as the REST API answers it.
      if (error instanceof RangeError && /call stack/i.test(error.message))
        return badRequest('La richiesta è annidata troppo in profondità.').toResponse();
      console.error('pages:', error);
      return new Refusal(
        500,
        'server_error',
        "Non è stato possibile completare l'operazione: riprova fra poco.",
      ).toResponse();
    }
  };
}
