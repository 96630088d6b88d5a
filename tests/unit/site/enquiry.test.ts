import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emailPattern, enquiryFieldRules, enquiryFields, phonePattern } from '../../../schemas/enquiry.ts';
import { emptyEnquiry, enquiryErrors, enquiryFieldError } from '../../../src/site/enquiry.ts';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');
const messagesMigration = readFileSync(
  path.join(migrations, readdirSync(migrations).find((file) => file.endsWith('_messages.sql')) ?? ''),
  'utf8',
);

const complete = {
  ...emptyEnquiry,
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.it',
  subject: 'Anello',
  body: 'Vorrei un preventivo.',
};

describe('the enquiry form', () => {
  it('sends a complete enquiry; the phone may be left out', () => {
    expect(enquiryErrors(complete)).toEqual({});
    expect(enquiryErrors({ ...complete, phone: '+39 333 123 4567' })).toEqual({});
  });

  it('says in Italian what each empty required field needs, and nothing for the phone', () => {
    expect(enquiryErrors(emptyEnquiry)).toEqual({
      firstName: 'Scrivi il tuo nome.',
      lastName: 'Scrivi il tuo cognome.',
      email: 'Scrivi il tuo indirizzo e-mail, così possiamo risponderti.',
      subject: "Scrivi l'oggetto del messaggio.",
      body: 'Scrivi il messaggio.',
    });
    expect(enquiryFieldError('firstName', '   ')).toBe('Scrivi il tuo nome.');
  });

  it('checks the shape of the e-mail and the phone', () => {
    expect(enquiryFieldError('email', 'giulia@')).toBe(
      "L'indirizzo e-mail non sembra completo: scrivilo come nome@esempio.it.",
    );
    expect(enquiryFieldError('email', ' giulia@example.it ')).toBeUndefined();
    expect(enquiryFieldError('phone', 'chiamami')).toMatch(/^Il numero può contenere solo cifre/);
  });

  it('counts characters as the table does, and says the bound and the count', () => {
    expect(enquiryFieldError('firstName', 'G'.repeat(80))).toBeUndefined();
    expect(enquiryFieldError('firstName', 'G'.repeat(81))).toBe('Al massimo 80 caratteri: ora sono 81.');
    // One code point each, as Postgres's char_length counts them.
    expect(enquiryFieldError('subject', '💍'.repeat(150))).toBeUndefined();
  });
});

describe('the messages table', () => {
  it('enforces the bounds and shapes the form checks, field by field', () => {
    for (const field of enquiryFields) {
      const { column, maxLength } = enquiryFieldRules[field];
      expect(messagesMigration, `${column} ≤ ${maxLength}`).toContain(`char_length(${column}) <= ${maxLength}`);
    }
    const sqlPattern = (pattern: string) => `'${pattern}'`;
    expect(messagesMigration).toContain(`email ~ ${sqlPattern(emailPattern)}`);
    expect(messagesMigration).toContain(`phone ~ ${sqlPattern(phonePattern)}`);
  });
});
