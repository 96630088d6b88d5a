/**
 * What the product keeps in a visitor's browser, named once: the cookie policy lists these keys,
 * and the code that writes them takes their names from here.
 */

/** The shop owner's session (supabase-js), kept only once the owner signs in to the admin. */
export const OWNER_SESSION_KEY = 'boutique-auth';
