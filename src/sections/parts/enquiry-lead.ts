/**
 * A call to action that leads into the page's enquiry form ("Prenota Appuntamento" → `#contatti`):
 * the link scrolls to the form's section as any anchor does, and once the form is hydrated it also
 * fills in the subject the action names and moves focus to the first field, so a keyboard or
 * screen-reader visitor arrives where they can write. Without script the anchor still scrolls.
 */

/** The attribute an action's link carries with its subject (`ActionButton`). */
export const enquirySubjectAttribute = 'data-enquiry-subject';

/**
 * Calls `lead(subject)` when the visitor follows a link with a subject to an anchor that holds the
 * form (read at the click: a form sent and shown again is another element); returns the function
 * that stops listening.
 */
export function listenForLeads(form: () => HTMLElement | null, lead: (subject: string) => void): () => void {
  function onClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(`a[${enquirySubjectAttribute}]`);
    const subject = link?.getAttribute(enquirySubjectAttribute);
    if (!link || !subject || link.pathname !== location.pathname || link.hash === '') return;
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const target = form();
    if (!section || !target || !section.contains(target)) return;
    lead(subject);
  }
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
