/**
 * The function's answers: JSON with an Italian `message` for every error, and the CORS headers a
 * browser needs to call it from another origin (as Supabase's docs show for functions).
 */

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
} as const;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A refusal: `{ error, message, ... }`, the message written for the owner. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return json(this.status, { error: this.code, message: this.message, ...this.extra });
  }
}

export const badRequest = (message: string) => new Refusal(400, 'bad_request', message);
