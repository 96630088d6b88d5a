import { useId } from 'react';
import { cardClass, noticeClass } from './access-classes.ts';

/** The platform has no owner yet and the address carries no live setup link: where to find one. */
export function SetupLinkNeeded({ linkRefused }: { linkRefused: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} grid gap-4 text-sm leading-relaxed`}>
      <h2 id={`${id}-title`} className="text-center font-display text-4xl">
        Configura il negozio
      </h2>
      {linkRefused && (
        <p className={`${noticeClass} border-red-200 bg-red-50 text-red-800`}>
          Questo link di configurazione non è valido: vale una sola volta e solo fino al riavvio del server.
        </p>
      )}
      <p>
        Il negozio non ha ancora un titolare. Per creare il suo account apri il link di configurazione che il server
        scrive nel terminale quando si avvia con <code className="font-mono text-xs">npm start</code>: ha la forma{' '}
        <code className="font-mono text-xs break-all">/admin?configura=…</code>.
      </p>
      <div className="grid gap-1.5 text-muted-foreground">
        <p>In alternativa, a server fermo:</p>
        <code className="rounded-site bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap">
          npm run owner -- &lt;e-mail&gt; &lt;password&gt;
        </code>
      </div>
    </section>
  );
}
