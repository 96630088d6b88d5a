import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { describedBy } from '../Field.tsx';
import { textInputClass } from '../editor/editor-classes.ts';
import {
  fieldKind,
  formatPath,
  itemSchema,
  moveItem,
  newValue,
  propertiesOf,
  removeItem,
  textLimitsOf,
  type JsonPath,
  type PropertyField,
  type SchemaNode,
} from './form-model.ts';
import { fieldLabel, itemName, valueName } from './labels.ts';
import type { ProblemIndex } from './problems.ts';

/** A place a link may lead: a page of the shop or a section of one. */
export interface LinkTarget {
  href: string;
  label: string;
}

/** What every control of the form reads: where to write, what is wrong, where links may lead. */
export interface FormContextValue {
  problems: ProblemIndex;
  onChange: (path: JsonPath, value: unknown) => void;
  linkTargets: readonly LinkTarget[];
  /** Opens the picture chooser for the picture at `path` (its `src`). */
  onChoosePicture: (path: JsonPath) => void;
}

const FormContext = createContext<FormContextValue | null>(null);
export const FormProvider = FormContext.Provider;

function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A page form control outside <FormProvider>');
  return form;
}

const smallButton = buttonClass('outline', 'sm', 'min-h-9 gap-1 px-2.5 text-xs');
const iconButton = buttonClass('ghost', 'sm', 'size-9 min-h-9 p-0');

/** The ids a control names: its own, and its problems' (for `aria-describedby`). */
function useFieldIds(path: JsonPath) {
  const prefix = useId();
  const id = `${prefix}${formatPath(path).replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { id, errorId: `${id}-errore`, hintId: `${id}-aiuto` };
}

function Problems({ path, id }: { path: JsonPath; id: string }) {
  const { problems } = useForm();
  const found = problems.at(formatPath(path));
  if (found.length === 0) return null;
  return (
    <div id={id} className="grid gap-1">
      {found.map((problem) => (
        <p
          key={`${problem.code}-${problem.message}`}
          className={`flex items-start gap-1.5 text-sm ${
            problem.severity === 'error' ? 'text-red-700' : 'text-amber-800'
          }`}
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {problem.message}
        </p>
      ))}
    </div>
  );
}

function useHasProblems(path: JsonPath): boolean {
  return useForm().problems.at(formatPath(path)).length > 0;
}

interface ControlProps {
  field: PropertyField;
  value: unknown;
  path: JsonPath;
  label: string;
}

function TextControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { id, errorId, hintId } = useFieldIds(path);
  const invalid = useHasProblems(path);
  const limits = textLimitsOf(field.schema);
  const text = typeof value === 'string' ? value : '';
  const long = field.kind === 'long-text';
  const common = {
    id,
    value: text,
    maxLength: limits.maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(limits.maxLength !== undefined && hintId, invalid && errorId),
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      // An optional text left empty is no text: the property goes, rather than an empty one the schema refuses.
      onChange(path, next === '' && !field.required ? undefined : next);
    },
  };
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {!field.required && <span className="font-normal text-muted-foreground"> (facoltativo)</span>}
      </label>
      {long ? (
        <textarea {...common} rows={4} className={`${textInputClass} h-auto min-h-24 py-2`} />
      ) : (
        <input {...common} type="text" className={textInputClass} />
      )}
      {limits.maxLength !== undefined && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {text.length} di {limits.maxLength} caratteri
        </p>
      )}
      <Problems path={path} id={errorId} />
    </div>
  );
}

function NumberControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { id, errorId } = useFieldIds(path);
  const invalid = useHasProblems(path);
  const { minimum, maximum } = field.schema;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={field.schema.type === 'integer' ? 1 : 'any'}
        min={typeof minimum === 'number' ? minimum : undefined}
        max={typeof maximum === 'number' ? maximum : undefined}
        value={typeof value === 'number' ? value : ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const raw = event.target.value;
          onChange(path, raw === '' ? undefined : Number(raw));
        }}
        className={`${textInputClass} max-w-40`}
      />
      <Problems path={path} id={errorId} />
    </div>
  );
}

function ChoiceControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { id, errorId } = useFieldIds(path);
  const invalid = useHasProblems(path);
  const options = (field.schema.enum as unknown[]).map((option) => String(option));
  const optional = !field.required && !('default' in field.schema);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(path, event.target.value === '' ? undefined : event.target.value)}
        className={textInputClass}
      >
        {optional && <option value="">Predefinito</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {valueName(field.name, option)}
          </option>
        ))}
      </select>
      <Problems path={path} id={errorId} />
    </div>
  );
}

function BooleanControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { id, errorId } = useFieldIds(path);
  const checked = typeof value === 'boolean' ? value : field.schema.default === true;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(path, event.target.checked)}
          className="size-5 accent-[var(--site-accent,currentColor)]"
        />
        {label}
      </label>
      <Problems path={path} id={errorId} />
    </div>
  );
}

function LinkControl({ field, value, path, label }: ControlProps) {
  const { onChange, linkTargets } = useForm();
  const { id, errorId, hintId } = useFieldIds(path);
  const invalid = useHasProblems(path);
  const href = typeof value === 'string' ? value : '';
  const known = linkTargets.some((target) => target.href === href);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {!field.required && <span className="font-normal text-muted-foreground"> (facoltativo)</span>}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={href}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, invalid && errorId)}
        onChange={(event) =>
          onChange(path, event.target.value === '' && !field.required ? undefined : event.target.value)
        }
        className={textInputClass}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Una pagina del negozio (/…), una sezione (#…), mailto:, tel: o un indirizzo https://
      </p>
      <label className="sr-only" htmlFor={`${id}-scelta`}>
        Scegli dove porta: {label}
      </label>
      <select
        id={`${id}-scelta`}
        value={known ? href : ''}
        onChange={(event) => {
          if (event.target.value !== '') onChange(path, event.target.value);
        }}
        className={`${textInputClass} text-sm`}
      >
        <option value="">Scegli una pagina o una sezione…</option>
        {linkTargets.map((target) => (
          <option key={target.href} value={target.href}>
            {target.label}
          </option>
        ))}
      </select>
      <Problems path={path} id={errorId} />
    </div>
  );
}

function PictureControl({ field, value, path, label }: ControlProps) {
  const { onChange, onChoosePicture } = useForm();
  const { id, errorId } = useFieldIds(path);
  const invalid = useHasProblems(path);
  const src = typeof value === 'string' ? value : '';
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div
          className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-site border border-border
            bg-muted"
        >
          {src !== '' && /\.(webp|avif|jpe?g|png|gif|svg)$/i.test(src) ? (
            <img src={src} alt="" className="size-full object-cover" />
          ) : (
            <span className="text-xs text-muted-foreground">{src === '' ? 'Nessuna' : 'Video'}</span>
          )}
        </div>
        <button type="button" className={smallButton} onClick={() => onChoosePicture(path)}>
          Scegli un'immagine
        </button>
      </div>
      <input
        id={id}
        type="text"
        value={src}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) =>
          onChange(path, event.target.value === '' && !field.required ? undefined : event.target.value)
        }
        className={`${textInputClass} text-sm`}
      />
      <Problems path={path} id={errorId} />
    </div>
  );
}

function GroupControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { errorId } = useFieldIds(path);
  const present = typeof value === 'object' && value !== null;
  return (
    <fieldset className="grid gap-4 rounded-site border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <Problems path={path} id={errorId} />
      {present ? (
        <>
          <ObjectFields schema={field.schema} value={value} path={path} />
          {!field.required && (
            <button
              type="button"
              className={`${smallButton} justify-self-start`}
              onClick={() => onChange(path, undefined)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Togli {label.toLowerCase()}
            </button>
          )}
        </>
      ) : (
        <button
          type="button"
          className={`${smallButton} justify-self-start`}
          onClick={() => onChange(path, newValue(field.schema))}
        >
          <Plus className="size-4" aria-hidden="true" />
          Aggiungi {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

function ListControl({ field, value, path, label }: ControlProps) {
  const { onChange } = useForm();
  const { errorId } = useFieldIds(path);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const schema = itemSchema(field.schema);
  const word = itemName(field.name);
  const max = typeof field.schema.maxItems === 'number' ? field.schema.maxItems : Infinity;
  const min = typeof field.schema.minItems === 'number' ? field.schema.minItems : 0;
  const itemField: PropertyField = {
    name: field.name,
    schema,
    required: true,
    kind: fieldKind(schema),
  };
  const write = (next: unknown[]) => onChange(path, next.length === 0 && !field.required ? undefined : next);
  return (
    <fieldset className="grid gap-3 rounded-site border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <Problems path={path} id={errorId} />
      <ol className="grid gap-3">
        {items.map((item, index) => {
          const name = `${word.charAt(0).toUpperCase()}${word.slice(1)} ${String(index + 1)}`;
          return (
            // The items have no identity of their own: their place is their key, as the document has it.
            <li key={index} className="grid gap-3 rounded-site border border-border bg-background p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">{name}</span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Sposta su: ${name}`}
                    disabled={index === 0}
                    onClick={() => write(moveItem(items, index, index - 1))}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Sposta giù: ${name}`}
                    disabled={index === items.length - 1}
                    onClick={() => write(moveItem(items, index, index + 1))}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Rimuovi: ${name}`}
                    disabled={items.length <= min}
                    onClick={() => write(removeItem(items, index))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </span>
              </div>
              {itemField.kind === 'group' ? (
                <ObjectFields schema={schema} value={item} path={[...path, index]} />
              ) : (
                <Control field={itemField} value={item} path={[...path, index]} label={name} />
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${smallButton} justify-self-start`}
        disabled={items.length >= max}
        onClick={() => write([...items, newValue(schema)])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Aggiungi {word}
      </button>
    </fieldset>
  );
}

function Control(props: ControlProps): ReactNode {
  switch (props.field.kind) {
    case 'text':
    case 'long-text':
      return <TextControl {...props} />;
    case 'number':
      return <NumberControl {...props} />;
    case 'choice':
      return <ChoiceControl {...props} />;
    case 'boolean':
      return <BooleanControl {...props} />;
    case 'link':
      return <LinkControl {...props} />;
    case 'picture':
      return <PictureControl {...props} />;
    case 'group':
      return <GroupControl {...props} />;
    case 'list':
      return <ListControl {...props} />;
    case 'hidden':
      return null;
  }
}

/** The controls of an object's properties, in its schema's order. */
export function ObjectFields({ schema, value, path }: { schema: SchemaNode; value: unknown; path: JsonPath }) {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return (
    <div className="grid gap-4">
      {propertiesOf(schema).map((field) => (
        <Control
          key={field.name}
          field={field}
          value={record[field.name]}
          path={[...path, field.name]}
          label={fieldLabel(field.name, field.schema.title)}
        />
      ))}
    </div>
  );
}

/** The problems at a section's own path (a property it lacks), above its fields. */
export function SectionProblems({ path }: { path: JsonPath }) {
  const { errorId } = useFieldIds(path);
  return <Problems path={path} id={errorId} />;
}
