import { useId, useState } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { Button } from '../ui/button.tsx';
import { SectionHeading, SectionShell, gridColumns, staggerStyle } from '../ui/section.tsx';

type TeamSection = Sections['team'];
type Member = TeamSection['members'][number];
type MemberText = Pick<Member, 'name' | 'role' | 'description'>;

const field =
  'w-full rounded-site border border-border bg-background px-3 py-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-accent';

function MemberEditor({ member, index, onChange }: { member: MemberText; index: number; onChange: (next: MemberText) => void }) {
  const id = useId();
  return (
    <div className="mt-6 space-y-4 text-left">
      <div>
        <label htmlFor={`${id}-nome`} className="mb-1 block text-xs font-semibold uppercase tracking-[0.2em]">
          Nome
        </label>
        <input id={`${id}-nome`} className={field} value={member.name} maxLength={80} onChange={(e) => onChange({ ...member, name: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-ruolo`} className="mb-1 block text-xs font-semibold uppercase tracking-[0.2em]">
          Ruolo
        </label>
        <input id={`${id}-ruolo`} className={field} value={member.role} maxLength={80} onChange={(e) => onChange({ ...member, role: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-descrizione`} className="mb-1 block text-xs font-semibold uppercase tracking-[0.2em]">
          Descrizione
        </label>
        <textarea
          id={`${id}-descrizione`}
          className={`${field} min-h-28`}
          value={member.description ?? ''}
          maxLength={1200}
          onChange={(e) => onChange({ ...member, description: e.target.value })}
          data-member={index}
        />
      </div>
    </div>
  );
}

function MemberCard({ member, text, solo, index, editing, onChange }: {
  member: Member;
  text: MemberText;
  solo: boolean;
  index: number;
  editing: boolean;
  onChange: (next: MemberText) => void;
}) {
  return (
    <li className={`stagger-item ${solo ? 'grid items-center gap-10 md:grid-cols-[2fr_3fr] md:gap-16' : 'text-center'}`} style={staggerStyle(index)}>
      <div className="mx-auto w-full max-w-sm overflow-hidden rounded-site bg-muted">
        <img
          src={member.image.src}
          alt={member.image.alt}
          width={member.image.width}
          height={member.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/5] w-full object-cover"
          style={member.image.position ? { objectPosition: member.image.position } : undefined}
        />
      </div>
      <div className={solo ? '' : 'mx-auto max-w-sm px-2'}>
        {editing ? (
          <MemberEditor member={text} index={index} onChange={onChange} />
        ) : (
          <>
            <h3 className={`font-display leading-tight ${solo ? 'text-4xl' : 'mt-7 text-3xl'}`}>{text.name}</h3>
            <p className="eyebrow mt-2 text-xs font-semibold uppercase tracking-[0.25em]">{text.role}</p>
            {text.description && <p className={`soft-text mt-5 leading-relaxed ${solo ? 'text-base sm:text-lg' : 'text-sm'}`}>{text.description}</p>}
          </>
        )}
      </div>
    </li>
  );
}

export function Team({ section }: { section: TeamSection }) {
  const headingId = useId();
  // Edits live in this page only (spec §3): a reload shows the document's texts again.
  const [texts, setTexts] = useState<MemberText[]>(() => section.members.map(({ name, role, description }) => ({ name, role, description })));
  const [editing, setEditing] = useState(false);
  const solo = section.members.length === 1;

  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={headingId} width={section.members.length === 3 ? 'wide' : 'normal'}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      {section.editable && (
        <div className="-mt-6 mb-12 text-center">
          <Button variant="outline" size="sm" aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
            {editing ? 'Salva Modifiche' : 'Modifica Testi'}
          </Button>
        </div>
      )}
      <ul className={solo ? '' : `grid gap-12 ${gridColumns(section.members.length)}`}>
        {section.members.map((member, index) => (
          <MemberCard
            key={member.image.src + index}
            member={member}
            text={texts[index] ?? member}
            solo={solo}
            index={index}
            editing={editing}
            onChange={(next) => setTexts((all) => all.map((t, i) => (i === index ? next : t)))}
          />
        ))}
      </ul>
    </SectionShell>
  );
}
