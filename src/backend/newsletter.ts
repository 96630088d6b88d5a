import * as z from 'zod/mini';
import { newsletterTable } from '../../schemas/sections/newsletter-signup.ts';
import { backendClient } from './client.ts';

/**
 * Newsletter sign-ups (`public.newsletter_subscribers`): a visitor's box stores an address with the
 * consent it agreed to; the token's links confirm or remove it without an account; the shop's
 * members list, remove and export their own shop's. The backend decides who may do what (row
 * level security and the two token functions), not this module.
 */

/** What a newsletter box sends. */
export interface SignUp {
  /** The shop whose page holds the box (the document's `shop.id`). */
  shopId: string;
  email: string;
  /** The words beside the box the visitor agreed to. */
  consent: string;
  /** The path of the page it was sent from. */
  page: string;
}

/** Why a sign-up was not stored, in the terms the box explains. */
export type SignUpFailure = 'too-many' | 'refused' | 'network';

/**
 * Stores a sign-up; visitors read nothing back. An address already on the list is answered as a
 * new one. `confirmation`: whether the visitor is to confirm it from the e-mail just sent (double
 * opt-in, when the server sends e-mail).
 */
export async function signUpToNewsletter(
  signUp: SignUp,
): Promise<{ stored: true; confirmation: boolean } | { stored: false; failure: SignUpFailure }> {
  try {
    const client = await backendClient();
    const { error, status } = await client.from(newsletterTable).insert({
      shop_id: signUp.shopId,
      email: signUp.email.trim(),
      consent: signUp.consent,
      page: signUp.page,
    });
    if (error) {
      console.warn(`The sign-up was not stored (${status}):`, error.message);
      if (status === 429) return { stored: false, failure: 'too-many' };
      if (status === 0 || status >= 500) return { stored: false, failure: 'network' };
      return { stored: false, failure: 'refused' };
    }
    const { data } = await client.rpc('newsletter_double_opt_in');
    return { stored: true, confirmation: data === true };
  } catch (error) {
    console.error('The sign-up could not reach the backend:', error);
    return { stored: false, failure: 'network' };
  }
}

/**
 * Follows a sign-up's link: removes it, or confirms it. Resolves to the shop's name, or null when
 * no sign-up has that token (a wrong link, or one already used to unsubscribe); throws when the
 * backend could not be asked.
 */
export async function followNewsletterLink(action: 'confirm' | 'unsubscribe', token: string): Promise<string | null> {
  const client = await backendClient();
  const { data, error } =
    action === 'confirm'
      ? await client.rpc('newsletter_confirm', { token })
      : await client.rpc('newsletter_unsubscribe', { token });
  if (error) throw new Error(`The newsletter link could not be followed: ${error.message}`, { cause: error });
  return data;
}

/** A sign-up as the owner's list shows it. */
export interface Subscriber {
  id: string;
  email: string;
  consent: string;
  page: string;
  consentedAt: string;
  confirmedAt: string | null;
  token: string;
}

const subscriberRow = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    email: z.string(),
    consent: z.string(),
    page: z.string(),
    consented_at: z.string(),
    confirmed_at: z.nullable(z.string()),
    token: z.string(),
  }),
  z.transform((row): Subscriber => ({
    id: row.id,
    email: row.email,
    consent: row.consent,
    page: row.page,
    consentedAt: row.consented_at,
    confirmedAt: row.confirmed_at,
    token: row.token,
  })),
);

/** The most sign-ups one read brings; a shop's list is read whole, in pages of this size. */
const PAGE = 1000;

/** One shop's sign-ups, newest first. Only its members read any: anyone else reads an empty list. */
export async function readSubscribers(shopId: string): Promise<Subscriber[]> {
  const client = await backendClient();
  const subscribers: Subscriber[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(newsletterTable)
      .select('id,email,consent,page,consented_at,confirmed_at,token')
      .eq('shop_id', shopId)
      .order('consented_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`Reading the newsletter's subscribers failed: ${error.message}`, { cause: error });
    for (const row of data as readonly unknown[]) {
      const parsed = subscriberRow.safeParse(row);
      if (parsed.success) subscribers.push(parsed.data);
      else console.warn('Subscriber left out of the list, its row cannot be read:', row);
    }
    if (data.length < PAGE) return subscribers;
  }
}

/** Removes a sign-up; the removed row is asked back, since a refused delete removes "0 rows". */
export async function removeSubscriber(id: string): Promise<void> {
  const client = await backendClient();
  const { data, error } = await client.from(newsletterTable).delete().eq('id', id).select('id');
  if (error) throw new Error(`Removing subscriber ${id} failed: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error(`Removing subscriber ${id} removed nothing (refused, or already gone)`);
}
