import { describe, expect, it } from 'vitest';
import { enquiryDelivery, enquiryOptionsFromEnv } from '../../../server/messages/index.ts';

describe('the start log line on where enquiries go', () => {
  it('without SMTP says they arrive in the admin and what to set for e-mail', () => {
    expect(enquiryDelivery(enquiryOptionsFromEnv({}))).toBe(
      "Le richieste arrivano nell'admin; per riceverle anche per e-mail imposta SMTP_URL e NOTIFY_EMAIL.",
    );
  });

  it('with SMTP names the fallback address and the mail server, never its password', () => {
    const line = enquiryDelivery(
      enquiryOptionsFromEnv({
        SMTP_URL: 'smtp://utente:segreto@posta.example.it:587',
        NOTIFY_EMAIL: 'negozio@example.it',
      }),
    );
    expect(line).toBe(
      "Le richieste arrivano nell'admin e per e-mail all'indirizzo di ogni negozio " +
        '(a negozio@example.it per un negozio senza indirizzo), tramite posta.example.it:587.',
    );
    expect(line).not.toContain('segreto');
  });
});
