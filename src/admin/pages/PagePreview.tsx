import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SectionData, SectionType, SiteDocument } from '../../../schemas/site.ts';
import { SiteFrame } from '../../engine/SiteFrame.tsx';
import { registry, type SectionComponent } from '../../sections/registry.ts';
import { definitionOf } from '../../sections/traits.ts';
import { sectionName } from './labels.ts';
import { errorWords, type ProblemIndex } from './problems.ts';

/** The widths the owner previews the page at. */
export const previewWidths = { Telefono: 390, Tablet: 768, Computer: 1440 } as const;
export type PreviewDevice = keyof typeof previewWidths;

const blankPage =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '</head><body></body></html>';

/**
 * An iframe the preview is rendered into through a portal: the site's stylesheet (the admin's own,
 * copied in) and the frame's width decide the layout, as on a phone or a computer, while the
 * components stay in the admin's React tree and update as the owner types.
 */
function PreviewFrame({ width, children }: { width: number; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const setUp = () => {
      const inner = element.contentDocument;
      if (!inner?.body || inner.body.dataset.ready === '') return;
      for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style'))
        inner.head.append(sheet.cloneNode(true));
      inner.body.dataset.ready = '';
      setBody(inner.body);
    };
    if (element.contentDocument?.readyState === 'complete') setUp();
    element.addEventListener('load', setUp);
    return () => element.removeEventListener('load', setUp);
  }, []);

  return (
    <>
      <iframe
        ref={frame}
        title="Anteprima della pagina"
        srcDoc={blankPage}
        style={{ width, height: '100%' }}
        className="max-w-none border-0 bg-white"
      />
      {body && createPortal(children, body)}
    </>
  );
}

/** A section the components cannot draw yet (a required property still missing) says so instead. */
class SectionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { children: ReactNode }) {
    // Every edit is another try: the owner may just have filled in what was missing.
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed)
      return (
        <div className="border-y border-dashed border-red-700 bg-red-50 px-6 py-10 text-center text-red-800">
          {this.props.name}: l'anteprima apparirà quando la sezione sarà completa.
        </div>
      );
    return this.props.children;
  }
}

interface SectionSlotProps {
  index: number;
  section: SectionData;
  selected: boolean;
  errors: number;
  onSelect: (index: number) => void;
}

/** One section of the preview: clicking it chooses it in the form; its links lead nowhere here. */
function SectionSlot({ index, section, selected, errors, onSelect }: SectionSlotProps) {
  const type: SectionType = section.type;
  const View = registry[type] as SectionComponent<typeof type>;
  const name = sectionName(type);
  return (
    <div
      data-section-index={index}
      data-selected={selected || undefined}
      className={`relative ${selected ? 'outline-4 -outline-offset-4 outline-sky-600' : ''} ${
        errors > 0 ? 'outline-4 -outline-offset-4 outline-red-600' : ''
      }`}
      onClickCapture={(event) => {
        // The page's links and buttons would leave the preview or send a form: here a click chooses.
        event.preventDefault();
        event.stopPropagation();
        onSelect(index);
      }}
      onSubmitCapture={(event) => event.preventDefault()}
    >
      {errors > 0 && (
        <div
          className="pointer-events-none absolute top-2 left-2 z-40 rounded bg-red-700 px-2 py-1 font-sans text-xs
            font-semibold text-white shadow"
        >
          {name}: {errorWords(errors)}
        </div>
      )}
      <SectionBoundary name={name}>
        <View section={{ ...section, reveal: false }} />
      </SectionBoundary>
    </div>
  );
}

const placeOf = (section: SectionData) => definitionOf(section.type).place;

/**
 * The page as the site draws it, with the site's own components and frame (header, theme), in an
 * iframe of the chosen width, scaled down when the column is narrower than it.
 */
export function PagePreview({
  site,
  device,
  selected,
  problems,
  onSelect,
}: {
  site: SiteDocument;
  device: PreviewDevice;
  selected: number | null;
  problems: ProblemIndex;
  onSelect: (index: number) => void;
}) {
  const width = previewWidths[device];
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(width);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // A section chosen in the list comes into view in the preview.
  useEffect(() => {
    if (selected === null) return;
    const inner = box.current?.querySelector('iframe')?.contentDocument;
    inner?.querySelector(`[data-section-index="${String(selected)}"]`)?.scrollIntoView({ block: 'start' });
  }, [selected]);
  const scale = Math.min(1, room / width);
  const height = 760;

  const slots = site.sections.map((section, index) => ({ section, index }));
  const leading = site.header ? slots.findIndex(({ section }) => placeOf(section) !== 'leading') : 0;
  const ahead = leading === -1 ? slots.length : leading;
  const slot = ({ section, index }: { section: SectionData; index: number }) => (
    <SectionSlot
      key={`${section.type}-${String(index)}`}
      index={index}
      section={section}
      selected={index === selected}
      errors={problems.inSection(index).length}
      onSelect={onSelect}
    />
  );
  const body = slots.slice(ahead).filter(({ section }) => placeOf(section) !== 'footer');
  const footer = slots.filter(({ section }) => placeOf(section) === 'footer');

  return (
    <div ref={box} className="w-full overflow-hidden" style={{ height: height * scale }}>
      <div style={{ width, height, transform: `scale(${String(scale)})`, transformOrigin: 'top left' }}>
        <PreviewFrame width={width}>
          <SiteFrame
            site={site}
            before={slots.slice(0, ahead).map(slot)}
            overHero={body[0] !== undefined && placeOf(body[0].section) === 'under-header'}
          >
            <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
              <main id="contenuto" tabIndex={-1} className="outline-none">
                {body.map(slot)}
              </main>
              {footer.map(slot)}
            </Suspense>
          </SiteFrame>
        </PreviewFrame>
      </div>
    </div>
  );
}
