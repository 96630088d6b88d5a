import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useMemo, useReducer, useState } from 'react';
import type { SiteDocument } from '../../../schemas/site.ts';
import { callPages, listPageVersions, type PagesAnswer, type PageVersion, type ShopPage } from '../../backend/pages.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { editorReducer, openEditor, type EditorTask } from './editor-state.ts';
import { documentWithDefaults, sectionSchema, setAt, valueAt, type JsonPath } from './form-model.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { sectionName } from './labels.ts';
import { linkTargets } from './link-targets.ts';
import { useCheckedPage } from './use-checked-page.ts';
import { PagePreview, previewWidths, type PreviewDevice } from './PagePreview.tsx';
import { latestVersion, pageState, pageTitle } from './page-state.ts';
import { PicturePicker } from './PicturePicker.tsx';
import { errorWords, indexProblems } from './problems.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { FormProvider, ObjectFields, SectionProblems } from './SchemaForm.tsx';
import { SectionList } from './SectionList.tsx';
import { StateBadge } from './StateBadge.tsx';
import { romeLong } from './rome-time.ts';

/** While the page holds unsaved changes, leaving the admin (a link, the browser's back) asks first. */
function LeaveGuard({ container }: { container: HTMLElement | null }) {
  const blocker = useLeaveGuard(true);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      container={container}
      title="Modifiche non salvate"
      description="Le modifiche alla pagina non sono state salvate e andranno perse uscendo."
      confirmLabel="Esci senza salvare"
      cancelLabel="Continua a modificare"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

type Dialog = 'schedule' | 'history' | 'back' | { remove: number } | { restore: PageVersion } | null;

/**
 * One page open in the editor: its sections, the form of the chosen one, the live preview, and
 * the actions that save, publish, schedule and restore through the `pages` function.
 */
export function PageEditor({
  page,
  pages,
  shopId,
  me,
  portalContainer,
  onBack,
  onVersions,
}: {
  page: ShopPage;
  /** Every page, which links and shared details are checked against. */
  pages: readonly ShopPage[];
  shopId: string;
  me: string | null;
  portalContainer: HTMLElement | null;
  onBack: () => void;
  onVersions: (versions: PageVersion[]) => void;
}) {
  const toast = useToast();
  const [state, dispatch] = useReducer(editorReducer, null, () => {
    const opened = openEditor(page.route, latestVersion(page.versions));
    const sections = Array.isArray(opened.document.sections) ? (opened.document.sections as { type?: unknown }[]) : [];
    const hero = sections.findIndex((section) => section.type === 'hero');
    return { ...opened, selected: sections.length > 0 ? Math.max(0, hero) : null };
  });
  const [device, setDevice] = useState<PreviewDevice>('Computer');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [picturePath, setPicturePath] = useState<JsonPath | null>(null);
  // The page's state is read as of its last change here (every action refreshes the versions).
  const [now, setNow] = useState(() => Date.now());

  const checked = useCheckedPage(state.document, page.route, state.serverProblems);
  const problems = useMemo(() => indexProblems(checked.problems), [checked.problems]);
  // Until the pages function has checked the last keystroke, the page cannot be published.
  const checking = checked.pending;
  const targets = useMemo(
    () => linkTargets(state.document, page.route, pages, shopId),
    [state.document, page, pages, shopId],
  );
  const site = useMemo(() => documentWithDefaults(state.document) as unknown as SiteDocument, [state.document]);
  const sections = Array.isArray(state.document.sections) ? (state.document.sections as Record<string, unknown>[]) : [];
  const chosen = state.selected === null ? undefined : sections[state.selected];
  const title = pageTitle(state.document, page.route);
  const status = pageState(page.versions, now);
  const busy = state.task !== null;

  async function refresh(): Promise<PageVersion[]> {
    const versions = await listPageVersions(page.id);
    setNow(Date.now());
    onVersions(versions);
    return versions;
  }

  /** An answer the owner must hear about; true when it was a success. */
  function report(answer: PagesAnswer, failedTitle: string): answer is Extract<PagesAnswer, { ok: true }> {
    if (answer.ok) return true;
    if (answer.kind === 'conflict') dispatch({ type: 'conflicted', message: answer.message });
    else if (answer.kind === 'invalid') {
      dispatch({ type: 'refused', problems: answer.errors.map((error) => ({ ...error, severity: 'error' as const })) });
      toast({
        title: failedTitle,
        description: 'Correggi gli errori segnalati nei campi.',
        variant: 'destructive',
        subject: 'pagina',
      });
    } else toast({ title: failedTitle, description: answer.message, variant: 'destructive', subject: 'pagina' });
    return false;
  }

  async function run<T>(task: EditorTask, work: () => Promise<T>): Promise<T | null> {
    dispatch({ type: 'task-started', task });
    try {
      return await work();
    } catch (error) {
      console.error(error);
      toast({
        title: 'Operazione non riuscita',
        description: 'Il server non risponde: controlla la connessione e riprova.',
        variant: 'destructive',
        subject: 'pagina',
      });
      return null;
    } finally {
      dispatch({ type: 'task-ended' });
    }
  }

  /** Saves the document as a new draft; the draft, or null when it was not saved. */
  async function saveDraft(): Promise<PageVersion | null> {
    const sent = state.document;
    const answer = await callPages({ action: 'save', route: page.route, document: sent, base: state.base?.id ?? null });
    if (!report(answer, 'Bozza non salvata')) return null;
    const versions = await refresh();
    const version = versions.find((v) => v.id === answer.version.id) ?? { ...answer.version, document: sent };
    dispatch({ type: 'saved', version, sent });
    return version;
  }

  async function onSave() {
    const saved = await run('save', saveDraft);
    if (saved)
      toast({
        title: 'Bozza salvata',
        description: 'La pagina pubblicata non cambia finché non pubblichi.',
        subject: 'pagina',
      });
  }

  async function publish(at?: string) {
    const done = await run(at ? 'schedule' : 'publish', async () => {
      const version = state.dirty || state.base === null ? await saveDraft() : state.base;
      if (!version) return false;
      const answer = await callPages({ action: 'publish', version: version.id, ...(at ? { at } : {}) });
      if (!report(answer, at ? 'Pubblicazione non programmata' : 'Pagina non pubblicata')) return false;
      const versions = await refresh();
      const published = versions.find((v) => v.id === answer.version.id);
      if (published) dispatch({ type: 'saved', version: published, sent: state.document });
      return true;
    });
    if (!done) return;
    setDialog(null);
    toast(
      at
        ? {
            title: 'Pubblicazione programmata',
            description: `La pagina sarà pubblicata ${romeLong(at)}.`,
            subject: 'pagina',
          }
        : {
            title: 'Pagina pubblicata',
            description: `La nuova versione è online su ${page.route}.`,
            subject: 'pagina',
          },
    );
  }

  async function restore(version: PageVersion) {
    const done = await run('restore', async () => {
      const answer = await callPages({ action: 'restore', version: version.id });
      if (!report(answer, 'Versione non ripristinata')) return false;
      const versions = await refresh();
      dispatch({
        type: 'opened',
        route: page.route,
        base: versions.find((v) => v.id === answer.version.id) ?? latestVersion(versions),
      });
      return true;
    });
    if (!done) return;
    setDialog(null);
    toast({
      title: 'Versione ripristinata',
      description: 'È ora una bozza: pubblicala per rimetterla online.',
      subject: 'pagina',
    });
  }

  async function reload() {
    await run('save', async () => {
      const versions = await refresh();
      dispatch({ type: 'opened', route: page.route, base: latestVersion(versions) });
    });
  }

  const choosePicture = (path: JsonPath) => setPicturePath(path);
  const srcPath = picturePath;
  const pictureParent = srcPath ? srcPath.slice(0, -1) : null;

  return (
    <section aria-labelledby="pagina-in-modifica" className="grid gap-6">
      {state.dirty && <LeaveGuard container={portalContainer} />}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <button
            type="button"
            className={`${buttonClass('link', 'sm')} justify-self-start px-0`}
            onClick={() => (state.dirty ? setDialog('back') : onBack())}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Tutte le pagine
          </button>
          <h2 id="pagina-in-modifica" className="font-display text-3xl">
            {title}
          </h2>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <a
              href={page.route}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 underline underline-offset-4"
            >
              {page.route}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(si apre in una nuova scheda)</span>
            </a>
            <StateBadge state={status} />
          </p>
        </div>
        <div className="grid justify-items-end gap-2">
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('outline')} disabled={busy} onClick={() => void onSave()}>
              {state.task === 'save' ? 'Salvataggio...' : 'Salva bozza'}
            </button>
            <button
              type="button"
              className={buttonClass('default')}
              disabled={busy || checking || problems.errorCount > 0}
              aria-describedby="stato-pagina-in-modifica"
              onClick={() => void publish()}
            >
              {state.task === 'publish' ? 'Pubblicazione...' : 'Pubblica'}
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={busy || checking || problems.errorCount > 0}
              onClick={() => setDialog('schedule')}
            >
              Programma…
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setDialog('history')}>
              Cronologia
            </button>
          </div>
          <p id="stato-pagina-in-modifica" role="status" className="text-sm">
            {problems.errorCount > 0 ? (
              <span className="text-red-700">{errorWords(problems.errorCount)} da correggere prima di pubblicare</span>
            ) : checked.failure ? (
              <span className="text-amber-800">Controllo completo non riuscito: {checked.failure}</span>
            ) : state.dirty ? (
              <span className="text-muted-foreground">Modifiche non salvate</span>
            ) : (
              <span className="text-muted-foreground">Nessuna modifica da salvare</span>
            )}
          </p>
        </div>
      </div>

      {problems.page.length > 0 && (
        <ul className="grid gap-1 rounded-site border border-red-700 bg-red-50 p-4 text-sm text-red-800">
          {problems.page.map((problem) => (
            <li key={`${problem.path}-${problem.code}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <SectionList
            sections={sections}
            selected={state.selected}
            problems={problems}
            onSelect={(index) => dispatch({ type: 'section-selected', index })}
            onMove={(from, to) => dispatch({ type: 'section-moved', from, to })}
            onRemove={(index) => setDialog({ remove: index })}
            onAdd={(sectionType) => dispatch({ type: 'section-added', sectionType })}
          />
          {chosen && state.selected !== null && (
            <section
              aria-label={`Modifica: ${sectionName(chosen.type)}`}
              className="grid gap-4 rounded-site border border-border bg-background p-4"
            >
              <h3 className="font-display text-xl">{sectionName(chosen.type)}</h3>
              <FormProvider
                value={{
                  problems,
                  linkTargets: targets,
                  onChange: (path, value) => dispatch({ type: 'edited', path, value }),
                  onChoosePicture: choosePicture,
                }}
              >
                <SectionProblems path={['sections', state.selected]} />
                <ObjectFields
                  // Another section is another form: nothing typed in one carries into the next.
                  key={state.selected}
                  schema={sectionSchema(chosen.type as never)}
                  value={chosen}
                  path={['sections', state.selected]}
                />
              </FormProvider>
            </section>
          )}
        </div>
        <div className="grid content-start gap-3 lg:sticky lg:top-4">
          <div role="group" aria-label="Larghezza dell'anteprima" className="flex flex-wrap gap-2">
            {(Object.keys(previewWidths) as PreviewDevice[]).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={device === name}
                className={buttonClass(device === name ? 'default' : 'outline', 'sm')}
                onClick={() => setDevice(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <PagePreview
            site={site}
            device={device}
            selected={state.selected}
            problems={problems}
            onSelect={(index) => dispatch({ type: 'section-selected', index })}
          />
        </div>
      </div>

      <ScheduleDialog
        open={dialog === 'schedule'}
        busy={busy}
        container={portalContainer}
        onSchedule={(at) => void publish(at)}
        onClose={() => setDialog(null)}
      />
      <HistoryDialog
        open={dialog === 'history'}
        versions={page.versions}
        me={me}
        now={now}
        busy={busy}
        container={portalContainer}
        onRestore={(version) => (state.dirty ? setDialog({ restore: version }) : void restore(version))}
        onClose={() => setDialog(null)}
      />
      <PicturePicker
        open={srcPath !== null}
        shopId={shopId}
        container={portalContainer}
        onClose={() => setPicturePath(null)}
        onChoose={(picture) => {
          if (srcPath && pictureParent) {
            const parent = valueAt(state.document, pictureParent);
            const holder = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>) : {};
            // A picture's pixels travel with it where its object has room for them (an image's width and height).
            let next: Record<string, unknown> = setAt(holder, [srcPath.at(-1) ?? 'src'], picture.src);
            if ('width' in holder || 'alt' in holder) {
              next = { ...next, ...(picture.width ? { width: picture.width, height: picture.width } : {}) };
            }
            dispatch({ type: 'edited', path: pictureParent, value: next });
          }
          setPicturePath(null);
        }}
      />
      <ConfirmDialog
        open={typeof dialog === 'object' && dialog !== null && 'remove' in dialog}
        container={portalContainer}
        title="Rimuovere la sezione?"
        description={
          typeof dialog === 'object' && dialog !== null && 'remove' in dialog
            ? `La sezione «${sectionName(sections[dialog.remove]?.type)}» sarà tolta dalla pagina ` +
              '(finché non salvi, la pagina pubblicata non cambia).'
            : ''
        }
        confirmLabel="Rimuovi"
        cancelLabel="Annulla"
        destructive
        onConfirm={() => {
          if (typeof dialog === 'object' && dialog !== null && 'remove' in dialog)
            dispatch({ type: 'section-removed', index: dialog.remove });
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'back' || (typeof dialog === 'object' && dialog !== null && 'restore' in dialog)}
        container={portalContainer}
        title="Modifiche non salvate"
        description="Le modifiche alla pagina non sono state salvate e andranno perse."
        confirmLabel={dialog === 'back' ? 'Esci senza salvare' : 'Ripristina comunque'}
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => {
          if (dialog === 'back') onBack();
          else if (typeof dialog === 'object' && dialog !== null && 'restore' in dialog) void restore(dialog.restore);
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={state.conflict !== null}
        container={portalContainer}
        title="Un altro dispositivo ha salvato prima"
        description={
          <>
            Questa pagina è stata salvata da un altro dispositivo mentre la modificavi. Ricarica per lavorare
            sull'ultima versione: le modifiche non salvate qui andranno perse.
          </>
        }
        confirmLabel="Ricarica"
        cancelLabel="Chiudi"
        busy={busy}
        onConfirm={() => void reload()}
        onCancel={() => dispatch({ type: 'conflict-closed' })}
      />
    </section>
  );
}
