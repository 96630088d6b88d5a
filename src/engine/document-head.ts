import { useEffect } from 'react';

interface DocumentHead {
  title: string;
  description?: string;
  lang: string;
}

/**
 * Keeps the document's title, description and language on the page shown. A pre-rendered page
 * arrives with its whole head written by the build (`scripts/prerender/head.ts`), so on hydration
 * this changes nothing; it matters when the router moves to another document. The tags are
 * updated in place rather than rendered as React head elements, which would be added beside the
 * pre-rendered ones instead of replacing them.
 */
export function useDocumentHead({ title, description, lang }: DocumentHead): void {
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = lang;
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === undefined) meta?.remove();
    else if (meta) meta.content = description;
    else {
      const added = document.createElement('meta');
      added.name = 'description';
      added.content = description;
      document.head.append(added);
    }
  }, [title, description, lang]);
}
