/**
 * Resolves once the page says it is interactive: `data-ready` on `<html>`, which an app sets when
 * its first render is committed (`SitePage`) and a brochure page's loader sets when its behaviours
 * are attached (tests wait for it too).
 */
export function whenReady(): Promise<void> {
  return new Promise<void>((resolve) => {
    const html = document.documentElement;
    if (html.dataset.ready !== undefined) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (html.dataset.ready === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  });
}
