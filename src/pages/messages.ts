/**
 * The owner's explanation of a page's problem, in Italian, naming the field in plain words: the
 * validator's own messages stay English for the command line (`scripts/validate/`), these are what
 * the editor shows beside the field and what the `pages` function answers. One sentence per rule
 * code, and per kind of schema error.
 */
import type { ProblemDetail } from '../../scripts/validate/types.ts';
import type { SectionType } from '../../schemas/site.ts';

export type PathSegment = string | number;

/** Property names as an owner calls them; a name not listed is shown as written. */
const fieldNames: Record<string, string> = {
  $schema: 'il riferimento allo schema',
  accent: 'il colore di risalto',
  action: 'il pulsante',
  actions: 'i pulsanti',
  address: "l'indirizzo",
  addressCountry: 'la nazione',
  addressLocality: 'la città',
  addressRegion: 'la provincia',
  align: "l'allineamento",
  alt: "il testo alternativo dell'immagine",
  background: 'lo sfondo',
  badge: "l'etichetta in evidenza",
  body: 'il testo',
  brand: 'il marchio',
  brands: 'i marchi',
  businessType: 'il tipo di attività',
  catalogue: 'il catalogo',
  categories: 'le categorie',
  category: 'la categoria',
  closes: "l'orario di chiusura",
  closures: 'le chiusure',
  collections: 'le collezioni',
  columns: 'le colonne',
  cta: 'il pulsante',
  description: 'la descrizione',
  email: "l'indirizzo e-mail",
  eyebrow: 'il sopratitolo',
  features: 'i punti di forza',
  fonts: 'i caratteri',
  footer: 'il piè di pagina',
  from: 'la data di inizio',
  header: "l'intestazione",
  height: "l'altezza",
  hours: "gli orari d'apertura",
  href: 'il collegamento',
  icon: "l'icona",
  id: "l'identificativo",
  image: "l'immagine",
  images: 'le immagini',
  intro: "il testo d'apertura",
  items: 'gli elementi',
  label: "l'etichetta",
  lang: 'la lingua',
  legal: 'i dati legali',
  legalName: 'la ragione sociale',
  link: 'il collegamento',
  links: 'i collegamenti',
  logo: 'il logo',
  members: 'le persone',
  message: 'il messaggio',
  meta: 'i dati per i motori di ricerca',
  name: 'il nome',
  note: 'la nota',
  opens: "l'orario di apertura",
  palette: 'i colori',
  paragraphs: 'i paragrafi',
  phone: 'il telefono',
  position: "la posizione dell'immagine",
  postalCode: 'il CAP',
  price: 'il prezzo',
  products: 'i prodotti',
  role: 'il ruolo',
  routes: 'gli indirizzi della pagina',
  sections: 'le sezioni',
  shop: 'i dati del negozio',
  slots: 'le fasce orarie',
  social: 'i profili social',
  src: 'il file',
  stats: 'i numeri',
  streetAddress: 'la via',
  subtitle: 'il sottotitolo',
  tagline: 'il motto',
  text: 'il testo',
  theme: 'il tema',
  tiles: 'i riquadri',
  title: 'il titolo',
  to: 'la data di fine',
  type: 'il tipo',
  url: "l'indirizzo",
  value: 'il valore',
  variant: "l'aspetto",
  vatID: 'la partita IVA',
  video: 'il video',
  whatsapp: 'il numero WhatsApp',
  width: 'la larghezza',
};

/** Section types as the editor names them (its list, form and preview use these words too). */
export const sectionNames: Record<SectionType, string> = {
  hero: 'Copertina',
  footer: 'Piè di pagina',
  'product-admin': 'Area riservata',
  story: 'La nostra storia',
  collections: 'Collezioni',
  featured: 'In evidenza',
  team: 'Il team',
  services: 'Servizi',
  contact: 'Contatti',
  'product-carousel': 'Carosello di prodotti',
  'brand-carousel': 'Carosello di marchi',
  'promo-banner': 'Banner promozionale',
  'product-grid': 'Griglia di prodotti',
  newsletter: 'Newsletter',
  'highlight-tiles': 'Riquadri',
  catalogue: 'Catalogo',
  policy: 'Informativa',
  product: 'Scheda prodotto',
};

/** The Italian name of a property: `il titolo`, or the name itself in quotes. */
export function fieldName(name: string): string {
  return fieldNames[name] ?? `il campo «${name}»`;
}

/** The section type's name as the editor shows it. */
export function sectionName(type: unknown): string | undefined {
  if (typeof type !== 'string') return undefined;
  return type in sectionNames ? sectionNames[type as SectionType] : type;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function childOf(value: unknown, segment: PathSegment): unknown {
  if (Array.isArray(value) && typeof segment === 'number') return value[segment];
  if (isRecord(value) && typeof segment === 'string') return value[segment];
  return undefined;
}

/** An item of a list, by the list's name: `pulsante 2`. */
const itemNames: Record<string, string> = {
  actions: 'pulsante',
  brands: 'marchio',
  categories: 'categoria',
  closures: 'chiusura',
  collections: 'collezione',
  columns: 'colonna',
  features: 'punto',
  images: 'immagine',
  items: 'elemento',
  links: 'collegamento',
  members: 'persona',
  paragraphs: 'paragrafo',
  routes: 'indirizzo',
  slots: 'fascia',
  social: 'profilo',
  stats: 'numero',
  tiles: 'riquadro',
};

/** Objects whose fields belong to the page or the shop: `il titolo della pagina`. */
const owners: Record<string, string> = { meta: 'della pagina', shop: 'del negozio', legal: 'del negozio' };

/**
 * Where a path leads, in words: the field (`il titolo`) and where it sits (`nella sezione 2
 * «Apertura», elemento 3 di i pulsanti`); an item of a list is the list's element with its number.
 */
export function describePath(path: readonly PathSegment[], document: unknown): { field: string; place: string } {
  const places: string[] = [];
  let field = 'la pagina';
  let value: unknown = document;
  path.forEach((segment, i) => {
    const parent = path[i - 1];
    value = childOf(value, segment);
    const last = i === path.length - 1;
    if (typeof segment === 'number') {
      if (parent === 'sections') {
        const type = isRecord(value) ? sectionName(value.type) : undefined;
        if (last) field = `la sezione ${segment + 1}${type ? ` «${type}»` : ''}`;
        else places.push(`nella sezione ${segment + 1}${type ? ` «${type}»` : ''}`);
      } else {
        const item = `${(typeof parent === 'string' ? itemNames[parent] : undefined) ?? 'elemento'} ${segment + 1}`;
        if (last) field = `${field}: ${item}`;
        else places.push(item);
      }
    } else {
      const owner = typeof parent === 'string' ? owners[parent] : undefined;
      field = owner ? `${fieldName(segment)} ${owner}` : fieldName(segment);
    }
  });
  return { field, place: places.join(', ') };
}

/** `in` joined to the field's article, as Italian writes it: `nella sezione`, `nei pulsanti`. */
export function inside(field: string): string {
  const joined: [RegExp, string][] = [
    [/^il /, 'nel '],
    [/^lo /, 'nello '],
    [/^la /, 'nella '],
    [/^l'/, "nell'"],
    [/^i /, 'nei '],
    [/^gli /, 'negli '],
    [/^le /, 'nelle '],
  ];
  for (const [article, preposition] of joined) if (article.test(field)) return field.replace(article, preposition);
  return `in ${field}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return `«${text.length > 60 ? `${text.slice(0, 57)}…` : text}»`;
};

const listed = (values: readonly string[]) =>
  values.length <= 1
    ? values.map((v) => `«${v}»`).join('')
    : `${values
        .slice(0, -1)
        .map((v) => `«${v}»`)
        .join(', ')} o «${values[values.length - 1] ?? ''}»`;

const characters = (count: number) => `${count} ${count === 1 ? 'carattere' : 'caratteri'}`;

/** A problem as the owner reads it: its code, where it is, its facts and the value found there. */
export interface ProblemForOwner {
  code: string;
  path: readonly PathSegment[];
  detail?: ProblemDetail | undefined;
  /** The value at the path in the document checked. */
  value?: unknown;
}

function schemaMessage(field: string, at: string, within: string, detail: ProblemDetail, value: unknown): string {
  const Field = capitalised(field);
  const { limit, actual } = detail;
  switch (detail.kind) {
    case 'required':
      return `Manca ${fieldName(detail.property ?? '')}${within}: è obbligatorio.`;
    case 'additionalProperties':
      return `${Field}${at} non è previsto qui: toglilo.`;
    case 'type':
      return `${Field}${at} non è del tipo giusto.`;
    case 'enum':
    case 'const':
      return `${Field}${at} non può essere ${quoted(value)}: scegli ${listed(detail.allowed ?? [])}.`;
    case 'pattern':
      if (detail.valueKind === 'link')
        return `${Field}${at} non è un collegamento valido: scrivi un indirizzo che inizi con https://, mailto:, tel:, # oppure / (una pagina del sito).`;
      if (detail.valueKind === 'asset')
        return `${Field}${at} deve essere un'immagine o un video del sito, per esempio /images/negozio/foto.webp.`;
      return `${Field}${at} non è scritto nella forma prevista.`;
    case 'minLength':
      return limit === 1
        ? `${Field}${at} è vuoto: scrivi il testo o togli il campo.`
        : `${Field}${at} è troppo corto: servono almeno ${characters(limit ?? 0)}.`;
    case 'minItems':
      return `${Field}${at} ne deve contenere almeno ${limit ?? 0}.`;
    case 'maxItems':
      return `${Field}${at} ne può contenere al massimo ${limit ?? 0}, ne ha ${actual ?? 0}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${Field}${at} è troppo piccolo: il minimo è ${limit ?? 0}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${Field}${at} è troppo grande: il massimo è ${limit ?? 0}.`;
    case 'uniqueItems':
      return `${Field}${at} è ripetuto: ogni elemento può comparire una volta sola.`;
    default:
      return `${Field}${at} non è compilato come previsto.`;
  }
}

/** ` nella sezione 1 «Apertura»`: inside the object a path leads to (nothing for the page itself). */
function within(path: readonly PathSegment[], field: string, place: string): string {
  if (path.length === 0) return '';
  const here = inside(field);
  return ` ${place ? `${here} (${place})` : here}`;
}

/** The owner's Italian sentence for a problem of the validator or of the page's own rules. */
export function ownerMessage(problem: ProblemForOwner, document: unknown): string {
  const { field, place } = describePath(problem.path, document);
  const at = place ? ` (${place})` : '';
  const Field = capitalised(field);
  const { limit, actual } = problem.detail ?? {};
  const value = problem.value;
  switch (problem.code) {
    case 'json-syntax':
      return 'Il documento della pagina non è leggibile: il testo JSON contiene un errore di scrittura.';
    case 'duplicate-key':
      return `${Field}${at} compare due volte: tienine uno solo.`;
    case 'schema':
      return schemaMessage(field, at, within(problem.path, field, place), problem.detail ?? {}, value);
    case 'unknown-section-type':
      return `Il tipo di sezione ${quoted(value)}${at} non esiste: scegli una delle sezioni disponibili.`;
    case 'text-too-long':
      return `${Field}${at} è troppo lungo: ${characters(actual ?? 0)}, il massimo è ${limit ?? 0}.`;
    case 'title-length':
      return (
        'Il titolo della pagina è troppo lungo per i risultati di ricerca: ' +
        `${characters(actual ?? 0)}, il massimo è ${limit ?? 0}.`
      );
    case 'description-length':
      return problem.detail?.kind === 'minLength'
        ? `La descrizione della pagina è troppo corta: ${characters(actual ?? 0)}, ne servono almeno ${limit ?? 0}.`
        : 'La descrizione della pagina è troppo lunga per i risultati di ricerca: ' +
            `${characters(actual ?? 0)}, il massimo è ${limit ?? 0}.`;
    case 'duplicate-site-id':
      return "L'identificativo della pagina è già usato da un'altra pagina.";
    case 'duplicate-route':
      return `L'indirizzo ${quoted(value)} è già usato da un'altra pagina.`;
    case 'duplicate-section-id':
      return `L'identificativo ${quoted(value)}${at} è già usato da un'altra sezione della pagina.`;
    case 'broken-internal-link':
      return (
        `${Field}${at} porta a ${quoted(value)}, che non esiste nel sito: ` +
        'scegli una pagina o una sezione esistente.'
      );
    case 'unsafe-link':
      return `${Field}${at} non è sicuro: i collegamenti javascript:, data: e //indirizzo non sono ammessi.`;
    case 'missing-asset':
      return problem.detail?.kind === 'other-shop'
        ? `${Field}${at} è un'immagine caricata da un altro negozio: ` +
            "scegli un'immagine di questo negozio o caricane una nuova."
        : `${Field}${at} indica ${quoted(value)}, un file che il sito non ha: scegli un'immagine esistente.`;
    case 'duplicate-title':
      return "Il titolo della pagina è già usato da un'altra pagina: ogni pagina deve averne uno suo.";
    case 'single-h1':
      return (
        'La pagina deve avere un solo titolo principale: ' +
        'una sola sezione di apertura (o che porta il titolo della pagina).'
      );
    case 'share-image':
      return (
        "Manca l'immagine per le anteprime dei link (o non è in formato JPEG, PNG o SVG): " +
        "aggiungi un'immagine di apertura o quella dei dati per i motori di ricerca."
      );
    case 'hours':
      return `${Field}${at} non sono coerenti: una fascia chiude prima di aprire o si sovrappone a un'altra.`;
    case 'legal':
      return `${Field}${at} non è corretto: controlla i dati legali del negozio.`;
    case 'foreign-catalogue':
      return `${Field}${at} porta al catalogo di un altro negozio: collega il catalogo di questo negozio.`;
    case 'catalogue-category':
      return `${Field}${at} nomina una categoria che il catalogo non ha.`;
    case 'price-format':
      return `${Field}${at} non è scritto come un prezzo in euro (per esempio 120,00 €).`;
    case 'social-profile':
      return `${Field}${at} non è l'indirizzo di un profilo: scrivi l'indirizzo della pagina del negozio sul social.`;
    case 'footer-link':
      return `${Field}${at} non porta da nessuna parte o ripete una pagina che il piè di pagina mostra già.`;
    case 'duplicate-identity':
      return `${Field}${at} appartiene già a un altro negozio.`;
    case 'route-changed':
      return "Gli indirizzi della pagina li decide chi gestisce il sito: non si possono cambiare dall'editor.";
    case 'shop-changed':
      return "Il negozio a cui appartiene la pagina non si può cambiare dall'editor.";
    case 'app-page':
      return (
        "Questa pagina è un'applicazione del negozio (catalogo, prodotto o gestione) " +
        "e non si modifica dall'editor."
      );
    default:
      return `${Field}${at} non è corretto.`;
  }
}
