import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { enquiryRateLimit } from '../../schemas/enquiry.ts';
import type { Sections } from '../../schemas/sections/index.ts';
import { addressLine, telHref } from '../site/address.ts';
import { ADMIN_SHOP_KEY, OWNER_SESSION_KEY } from '../site/browser-storage.ts';
import { legalParts } from '../site/legal.ts';
import { policyRoute, policyTitles } from '../site/policies.ts';
import { useSite } from '../site/SiteContext.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

type PolicySection = Sections['policy'];

const linkClass = 'font-medium underline underline-offset-4';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="font-display text-3xl leading-tight">{title}</h2>
      <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
    </section>
  );
}

function Privacy({ section }: { section: PolicySection }) {
  const { shop } = useSite();
  return (
    <>
      <p className="soft-text text-lg leading-relaxed">
        Questa pagina spiega quali dati personali {shop.name} raccoglie attraverso questo sito, perché, per quanto tempo
        li conserva e quali diritti hai. I tuoi dati non vengono venduti né ceduti a nessuno.
      </p>
      <Part title="Chi è il titolare del trattamento">
        <address className="not-italic">
          {shop.legal && <p>{legalParts(shop.legal).join(' · ')}</p>}
          <p>{addressLine(shop.address)}</p>
          <p>
            E-mail:{' '}
            <a href={`mailto:${shop.email}`} className={linkClass}>
              {shop.email}
            </a>{' '}
            · Telefono:{' '}
            <a href={telHref(shop.phone)} className={linkClass}>
              {shop.phone}
            </a>
          </p>
        </address>
      </Part>
      <Part title="Quali dati raccogliamo e perché">
        {section.enquiries ? (
          <>
            <p>
              Quando ci scrivi dal modulo di contatto conserviamo il tuo nome e cognome, l'indirizzo e-mail, il numero
              di telefono (se lo indichi), l'oggetto e il testo del messaggio, la pagina del sito (ed eventualmente il
              prodotto) da cui scrivi e la data e l'ora dell'invio. Li usiamo soltanto per rispondere alla tua
              richiesta: il trattamento si basa sulla tua richiesta stessa (art. 6, par. 1, lett. b del Regolamento UE
              2016/679).
            </p>
            <p>
              Il messaggio arriva nell'area riservata del negozio e può esserci inoltrato per e-mail, alla casella del
              negozio. Il modulo contiene anche un campo che le persone non vedono: serve a riconoscere i programmi che
              inviano spam e non raccoglie nulla di tuo.
            </p>
            <p>
              Per difendere il modulo dagli invii automatici, il server ricorda per {enquiryRateLimit.minutes} minuti
              quanti messaggi sono partiti dal tuo indirizzo IP: il dato resta nella sua memoria e non viene salvato.
            </p>
          </>
        ) : (
          <p>
            Questo sito non ha moduli: raccogliamo dati personali solo se ci scrivi tu, per e-mail o per telefono, e li
            usiamo soltanto per risponderti.
          </p>
        )}
      </Part>
      <Part title="Per quanto tempo">
        <p>
          Conserviamo i messaggi per il tempo necessario a risponderti e a seguire la tua richiesta, poi li cancelliamo.
          Puoi chiederci di cancellarli prima, in qualsiasi momento.
        </p>
      </Part>
      <Part title="Chi vede i tuoi dati">
        <p>
          Solo il titolare del negozio, dall'area riservata del sito, protetta da password. Il sito non usa servizi di
          statistica, di pubblicità o di profilazione, non carica script, caratteri o mappe da altri siti e non
          condivide i tuoi dati con terzi.
        </p>
        <p>
          I link «Indicazioni» e WhatsApp aprono servizi esterni (Google Maps, WhatsApp) solo se li scegli: da quel
          momento vale l'informativa di quei servizi.
        </p>
      </Part>
      <Part title="Dati nel tuo browser">
        <p>
          Il sito non usa cookie. I pochi dati che possono restare nel tuo browser sono descritti nella{' '}
          <SmartLink href={policyRoute(section.home, 'cookie')} className={linkClass}>
            cookie policy
          </SmartLink>
          .
        </p>
      </Part>
      <Part title="I tuoi diritti">
        <p>
          Puoi chiederci in ogni momento di vedere, correggere o cancellare i tuoi dati, di limitarne l'uso o di opporti
          al trattamento, scrivendo a{' '}
          <a href={`mailto:${shop.email}`} className={linkClass}>
            {shop.email}
          </a>
          . Se ritieni che il trattamento non rispetti la legge puoi rivolgerti al{' '}
          <SmartLink href="https://www.garanteprivacy.it/" className={linkClass}>
            Garante per la protezione dei dati personali
            <span className="sr-only"> (si apre in una nuova scheda)</span>
          </SmartLink>
          .
        </p>
      </Part>
    </>
  );
}

function Cookie({ section }: { section: PolicySection }) {
  const { shop } = useSite();
  return (
    <>
      <p className="soft-text text-lg leading-relaxed">
        {shop.name} non usa cookie: né di profilazione, né di statistica, né di terze parti. Per questo il sito non ti
        mostra alcun banner, che la legge chiede solo per i cookie non strettamente necessari.
      </p>
      <Part title="Che cosa resta nel tuo browser">
        <p>
          Il sito salva pochi dati nella memoria locale del tuo browser (local storage). Non sono cookie: non viaggiano
          con le richieste, non li legge nessun altro sito e non servono a riconoscerti.
        </p>
        <dl className="space-y-4">
          {section.editableLines.map((key) => (
            <div key={key}>
              <dt>
                <code className="text-sm font-semibold">{key}</code>
              </dt>
              <dd className="soft-text">
                Il testo del titolo che puoi modificare con un doppio clic in cima alla pagina. Resta solo nel tuo
                browser e non viene inviato a nessuno; se non lo modifichi, non viene salvato nulla.
              </dd>
            </div>
          ))}
          <div>
            <dt>
              <code className="text-sm font-semibold">{OWNER_SESSION_KEY}</code>
            </dt>
            <dd className="soft-text">
              La sessione del titolare del negozio, solo quando accede all'area riservata del sito. Per chi visita il
              negozio non viene salvata.
            </dd>
          </div>
          <div>
            <dt>
              <code className="text-sm font-semibold">{ADMIN_SHOP_KEY}</code>
            </dt>
            <dd className="soft-text">
              Il negozio su cui lavora, nell'area riservata, chi gestisce più negozi: resta solo finché la scheda del
              browser è aperta.
            </dd>
          </div>
        </dl>
      </Part>
      <Part title="Come cancellarli">
        <p>
          Puoi cancellarli quando vuoi dalle impostazioni del browser, tra i dati dei siti web. Il sito continua a
          funzionare: il titolo torna quello originale.
        </p>
      </Part>
      <Part title="Servizi esterni">
        <p>
          Il sito non incorpora mappe, video o pulsanti di social network di altri siti: i collegamenti a Instagram,
          Facebook, Google Maps o WhatsApp sono semplici link, e quei servizi possono usare i propri cookie solo se li
          apri.
        </p>
        <p>
          Che cosa facciamo dei dati che ci scrivi lo spiega l'
          <SmartLink href={policyRoute(section.home, 'privacy')} className={linkClass}>
            informativa sulla privacy
          </SmartLink>
          .
        </p>
      </Part>
    </>
  );
}

/**
 * A shop's privacy or cookie page: what the product really stores and why, said in the shop's name.
 * Its facts come from the document (`shop`, and what `src/site/policies.ts` found on the shop's
 * pages), so the page stays true when a shop changes.
 */
export function Policy({ section }: { section: PolicySection }) {
  const { shop } = useSite();
  return (
    <article id={section.id} className="bg-background py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SmartLink
          href={section.home}
          className="soft-text inline-flex min-h-11 items-center gap-2 text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Torna a {shop.name}
        </SmartLink>
        <h1 className="mt-6 font-display text-5xl leading-tight font-light sm:text-6xl">
          {policyTitles[section.policy]}
        </h1>
        <span aria-hidden="true" className="ornament mt-6 mb-10 block h-px w-16" />
        {section.policy === 'privacy' ? <Privacy section={section} /> : <Cookie section={section} />}
      </div>
    </article>
  );
}

export default Policy;
