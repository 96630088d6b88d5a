/**
 * A page's version as the `pages` function answers it (its document left out): one shape for the
 * function that writes it and the editor that reads it.
 */
export interface VersionRow {
  id: string;
  page_id: string;
  status: 'draft' | 'published';
  /** When a published version comes (or came) into force; null for a draft. */
  publish_at: string | null;
  created_by: string | null;
  created_at: string;
  /** The version the editor started from; null for an imported one. */
  based_on: string | null;
}
