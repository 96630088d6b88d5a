import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enquiryPage, enquiryPageMaxLength, enquiryPagePattern } from '../../../schemas/enquiry.ts';

const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../../supabase/migrations/20261127200000_enquiry_limits.sql'),
  'utf8',
);

describe("an enquiry's page", () => {
  const page = new RegExp(enquiryPagePattern);

  it('is the pattern the messages table checks', () => {
    expect(migration).toContain(
      `check (char_length(page) <= ${enquiryPageMaxLength} and page ~ '${enquiryPagePattern}')`,
    );
  });

  it('is a path of this site, never one that leads to another', () => {
    for (const path of ['/', '/contatti', '/shop/anello-vecchia-bottega', '/Cless/catalogo?x=1', '/a//b'])
      expect(page.test(path), path).toBe(true);
    for (const path of [
      '',
      '//evil.example/login',
      '/\\evil.example/login',
      '/\t/evil.example/login',
      '/\n/evil.example',
      '/contatti\r',
      'https://evil.example',
      'contatti',
    ])
      expect(page.test(path), path).toBe(false);
  });

  it('is what the form sends for any path the browser shows', () => {
    expect(enquiryPage('/contatti')).toBe('/contatti');
    expect(enquiryPage('//evil.example/login')).toBe('/evil.example/login');
    expect(enquiryPage('/\\/\\evil.example')).toBe('/evil.example');
    expect(enquiryPage('')).toBe('/');
    expect(enquiryPage(`/${'a'.repeat(400)}`)).toHaveLength(enquiryPageMaxLength);
    for (const path of ['/', '///', '/\\', '//x', `//${'b'.repeat(500)}`])
      expect(page.test(enquiryPage(path)), path).toBe(true);
  });
});
