import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { enquiryRateLimit } from '../../../schemas/enquiry.ts';
import type { Sections } from '../../../schemas/sections/index.ts';
import { addressLine, telHref } from '../../site/address.ts';
import { ADMIN_SHOP_KEY, OWNER_SESSION_KEY } from '../../site/browser-storage.ts';
import { legalParts } from '../../site/legal.ts';
import { policyRoute, policyTitles, type PolicyKind } from '../../site/policies.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

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

/** Who the shop is in law and how to reach it: the data controller, the site's publisher. */
function ShopIdentity() {
  const { shop } = useSite();
  return (
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
        <ShopIdentity />
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

function Terms({ section }: { section: PolicySection }) {
  const { shop } = useSite();
  const owner = shop.legal?.legalName ?? shop.name;
  return (
    <>
      <p className="soft-text text-lg leading-relaxed">
        Queste condizioni regolano l'uso del sito di {shop.name}. Sono poche e scritte in modo semplice: usando il sito
        le accetti, quindi ti chiediamo di leggerle.
      </p>
      <Part title="Chi gestisce il sito">
        <ShopIdentity />
      </Part>
      <Part title="Uso del sito">
        <p>
          Il sito presenta il negozio, i suoi prodotti e i suoi servizi. Puoi consultarlo liberamente e gratuitamente,
          per uso personale.
        </p>
        <p>
          Non è consentito usarlo in modo da danneggiarlo o da impedirne l'uso ad altri: per esempio con richieste
          automatiche in massa, tentando di entrare nell'area riservata al negozio o inviando messaggi con dati di altre
          persone o con contenuti illeciti.
        </p>
      </Part>
      <Part title="Prezzi e disponibilità">
        <p>
          I prezzi indicati sono in euro, IVA inclusa, e hanno valore indicativo: possono cambiare senza preavviso e
          vale il prezzo confermato in negozio al momento dell'acquisto.
        </p>
        <p>
          La disponibilità non è garantita: alcuni prodotti sono pezzi unici o esistono in pochi esemplari, quindi
          chiedici sempre conferma. Fotografie e descrizioni mostrano i prodotti nel modo più fedele possibile, ma
          colori e proporzioni possono apparire leggermente diversi a seconda dello schermo.
        </p>
      </Part>
      <Part title="Richieste di informazioni">
        <p>
          Dal sito non si acquista.{' '}
          {section.enquiries
            ? 'Il modulo di contatto serve a chiederci informazioni, la disponibilità di un prodotto o un appuntamento.'
            : 'Puoi chiederci informazioni o la disponibilità di un prodotto per e-mail o per telefono.'}{' '}
          Una richiesta non è un ordine né una proposta d'acquisto e non impegna né te né noi: ti rispondiamo al più
          presto, per e-mail o per telefono.
        </p>
        <p>
          Se decidi di acquistare, la vendita avviene in negozio, o con un accordo scritto a parte, alle condizioni
          concordate in quel momento e con i diritti che il Codice del consumo (D.Lgs.&nbsp;206/2005) riconosce a chi
          acquista come consumatore.
        </p>
      </Part>
      <Part title="Contenuti e marchi">
        <p>
          Testi, fotografie, video, marchi e loghi del sito appartengono a {owner} o ai rispettivi titolari e sono
          protetti dalla legge sul diritto d'autore (L.&nbsp;633/1941). Puoi condividere il link alle pagine; per
          riprodurre o riutilizzare i contenuti, anche solo in parte, serve il nostro consenso scritto.
        </p>
      </Part>
      <Part title="Responsabilità">
        <p>
          Curiamo il sito con attenzione, ma non possiamo garantire che sia sempre raggiungibile né del tutto privo di
          errori: se ne trovi uno, segnalacelo e lo correggeremo. Non rispondiamo dei danni dovuti all'uso del sito o
          all'impossibilità di usarlo, salvo i casi di dolo o colpa grave e gli altri in cui la legge non permette di
          limitare la responsabilità.
        </p>
        <p>
          I link a Instagram, Facebook, Google Maps, WhatsApp e agli altri siti esterni aprono servizi di terzi, con
          condizioni proprie, di cui non siamo responsabili.
        </p>
      </Part>
      <Part title="Privacy e cookie">
        <p>
          Come trattiamo i dati che ci scrivi lo spiega l'
          <SmartLink href={policyRoute(section.home, 'privacy')} className={linkClass}>
            informativa sulla privacy
          </SmartLink>
          ; che cosa resta nel tuo browser, la{' '}
          <SmartLink href={policyRoute(section.home, 'cookie')} className={linkClass}>
            cookie policy
          </SmartLink>
          .
        </p>
      </Part>
      <Part title="Legge applicabile">
        <p>
          Queste condizioni sono regolate dalla legge italiana. Per le controversie con un consumatore è competente il
          giudice del luogo in cui il consumatore risiede o ha domicilio; negli altri casi, il foro di{' '}
          {shop.address.addressLocality}.
        </p>
      </Part>
      <Part title="Modifiche e contatti">
        <p>
          Possiamo aggiornare queste condizioni quando cambiano il sito o la legge: vale la versione pubblicata in
          questa pagina nel momento in cui usi il sito. Per qualsiasi domanda scrivici a{' '}
          <a href={`mailto:${shop.email}`} className={linkClass}>
            {shop.email}
          </a>{' '}
          o chiamaci al{' '}
          <a href={telHref(shop.phone)} className={linkClass}>
            {shop.phone}
          </a>
          .
        </p>
      </Part>
    </>
  );
}

const policyPages = { privacy: Privacy, cookie: Cookie, termini: Terms } as const satisfies Record<
  PolicyKind,
  (props: { section: PolicySection }) => ReactNode
>;

/**
 * A shop's privacy, cookie or terms page: what the product really stores and why, said in the shop's name.
 * Its facts come from the document (`shop`, and what `src/site/policies.ts` found on the shop's
 * pages), so the page stays true when a shop changes.
 */
export function Policy({ section }: { section: PolicySection }) {
  const { shop } = useSite();
  const Page = policyPages[section.policy];
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
        <Page section={section} />
      </div>
    </article>
  );
}

export default Policy;
