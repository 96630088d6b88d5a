import { enquiryFieldRules, enquiryFields, type EnquiryField } from '../../schemas/enquiry.ts';

/** What a visitor typed into a contact form, field by field. */
export type EnquiryValues = Record<EnquiryField, string>;

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const emptyEnquiry: EnquiryValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  body: '',
};

/** What the form says under a required field left empty. */
const missing = {
  firstName: 'Scrivi il tuo nome.',
  lastName: 'Scrivi il tuo cognome.',
  email: 'Scrivi il tuo indirizzo e-mail, così possiamo risponderti.',
  phone: '',
  subject: "Scrivi l'oggetto del messaggio.",
  body: 'Scrivi il messaggio.',
} as const satisfies Record<EnquiryField, string>;

/** What the form says under a field whose shape is wrong (only fields with a pattern have one). */
const malformed: Partial<Record<EnquiryField, string>> = {
  email: "L'indirizzo e-mail non sembra completo: scrivilo come nome@esempio.it.",
  phone: 'Il numero può contenere solo cifre, spazi e + ( ) . / -, da 6 a 25 caratteri.',
};

/** What the form checks in one field, or undefined when it is fine. Values are checked trimmed. */
export function enquiryFieldError(field: EnquiryField, value: string): string | undefined {
  const rule = enquiryFieldRules[field];
  const text = value.trim();
  if (text === '') return rule.required ? missing[field] : undefined;
  // Counted as Postgres counts them (code points), so the form and the table agree.
  const length = Array.from(text).length;
  if (length > rule.maxLength) return `Al massimo ${rule.maxLength} caratteri: ora sono ${length}.`;
  if ('pattern' in rule && !new RegExp(rule.pattern).test(text)) return malformed[field] ?? 'Formato non valido.';
  return undefined;
}

/** Every field's problem; an empty object when the enquiry can be sent. */
export function enquiryErrors(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of enquiryFields) {
    const error = enquiryFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
