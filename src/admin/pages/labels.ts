/**
 * The Italian words the page editor names things with: section types, the fields of their schemas
 * and the values of their lists. A schema's own `title` wins over these (`fieldLabel`); the words
 * are by property name, since the section schemas share their building blocks (`schemas/common.ts`).
 */
import type { SectionType } from '../../../schemas/site.ts';
import { sectionNames } from '../../pages/messages.ts';

/** Each section type as an owner calls it: the words the pages function's messages use too. */
export { sectionNames };

export function sectionName(type: unknown): string {
  return typeof type === 'string' && type in sectionNames ? sectionNames[type as SectionType] : 'Sezione';
}

/** Field labels by property name. */
const fieldNames: Record<string, string> = {
  id: 'Àncora (id)',
  reveal: 'Comparsa animata',
  tone: 'Colore della fascia',
  eyebrow: 'Occhiello',
  title: 'Titolo',
  subtitle: 'Sottotitolo',
  intro: 'Introduzione',
  image: 'Immagine',
  src: 'File',
  alt: 'Testo alternativo',
  width: 'Larghezza (px)',
  height: 'Altezza',
  position: 'Inquadratura',
  video: 'Video',
  bucket: 'Archivio',
  path: 'File video',
  headCheck: 'Verifica che il video esista',
  align: 'Allineamento',
  parallax: 'Effetto parallasse',
  watermark: 'Filigrana',
  editableLine: 'Riga modificabile dal visitatore',
  storageKey: 'Chiave di memoria',
  default: 'Testo iniziale',
  actions: 'Pulsanti',
  action: 'Pulsante',
  label: 'Etichetta',
  href: 'Collegamento',
  subject: 'Oggetto della richiesta',
  variant: 'Stile',
  size: 'Dimensione',
  scrollCue: 'Invito a scorrere',
  tagline: 'Motto',
  columns: 'Colonne',
  links: 'Voci',
  legal: 'Voci della barra in fondo',
  year: 'Anno',
  profileLabel: 'Testo del link al profilo',
  paragraphs: 'Paragrafi',
  stats: 'Numeri',
  value: 'Valore',
  mission: 'Missione',
  text: 'Testo',
  values: 'Valori',
  icon: 'Icona',
  imageSide: "Lato dell'immagine",
  items: 'Elementi',
  description: 'Descrizione',
  category: 'Categoria',
  linkLabel: 'Testo del link',
  badge: 'Etichetta in evidenza',
  price: 'Prezzo',
  members: 'Persone',
  name: 'Nome',
  role: 'Ruolo',
  editable: 'Modificabile dal visitatore',
  features: 'Caratteristiche',
  consultation: 'Consulenza',
  hours: 'Mostra gli orari',
  form: 'Modulo di contatto',
  submitLabel: 'Testo del pulsante di invio',
  products: 'Prodotti',
  brand: 'Marchio',
  variants: 'Varianti',
  variantCount: 'Numero di varianti',
  images: 'Immagini',
  brands: 'Marchi',
  message: 'Messaggio',
  link: 'Collegamento',
  detail: 'Dettaglio',
  originalPrice: 'Prezzo originale',
  fieldLabel: 'Etichetta del campo',
  placeholder: 'Testo di esempio',
  consent: 'Consenso',
  note: 'Nota',
  tiles: 'Riquadri',
  cta: 'Invito all’azione',
  shape: 'Forma',
};

/** The words for one item of a list, by the list's property name ("Aggiungi paragrafo"). */
const itemNames: Record<string, string> = {
  actions: 'pulsante',
  columns: 'colonna',
  links: 'voce',
  legal: 'voce',
  paragraphs: 'paragrafo',
  stats: 'numero',
  values: 'valore',
  items: 'elemento',
  members: 'persona',
  features: 'caratteristica',
  products: 'prodotto',
  variants: 'variante',
  images: 'immagine',
  brands: 'marchio',
  tiles: 'riquadro',
};

/** A field's label: the schema's own `title`, else the word for its property name. */
export function fieldLabel(name: string, schemaTitle?: unknown): string {
  if (typeof schemaTitle === 'string' && schemaTitle !== '') return schemaTitle;
  return fieldNames[name] ?? name;
}

export function itemName(listName: string): string {
  return itemNames[listName] ?? 'elemento';
}

/** The values of the schemas' lists as an owner reads them; a value not here shows as written. */
const valueNames: Record<string, string> = {
  default: 'Normale',
  muted: 'Tenue',
  inverse: 'Scuro',
  full: 'Schermo intero',
  tall: 'Alta',
  compact: 'Compatta',
  center: 'Al centro',
  start: 'A sinistra',
  end: 'A destra',
  outline: 'Contorno',
  secondary: 'Secondario',
  ghost: 'Trasparente',
  destructive: 'Di avviso',
  luxury: 'Lusso',
  elegant: 'Elegante',
  glass: 'Vetro',
  gradient: 'Sfumato',
  sm: 'Piccolo',
  lg: 'Grande',
  'hero-videos': 'Video della copertina',
  'predefined-hero-videos': 'Video predefiniti',
};

export function valueName(field: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Links and icons keep their own names: "link" as a button look reads better as it is.
  if (field === 'icon') return text;
  if (field === 'variant' && value === 'link') return 'Collegamento';
  if (field === 'size' && value === 'icon') return 'Icona';
  return valueNames[text] ?? text;
}
