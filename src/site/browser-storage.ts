/**
 * What the product keeps in a visitor's browser, named once: the cookie policy lists these keys,
 * and the code that writes them takes their names from here.
 */

/** The shop owner's session (supabase-js), kept only once the owner signs in to the admin. */
export const OWNER_SESSION_KEY = 'boutique-auth';

/**
 * The shop the admin works on, for a person who runs several: kept for the browser tab's session
 * only (`sessionStorage`), so a reload stays on it and a new tab asks again.
 */
export const ADMIN_SHOP_KEY = 'boutique-admin-shop';
