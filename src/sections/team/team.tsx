import { useId, useState } from 'react';
import { longText, shortText } from '../../../schemas/common.ts';
import type { Sections } from '../../../schemas/sections/index.ts';
import { Button } from '../../ui/button.tsx';
import { Picture } from '../../ui/picture.tsx';
import { HeadedSection, gridColumns, staggerStyle } from '../../ui/section.tsx';

type TeamSection = Sections['team'];
type Member = TeamSection['members'][number];
type MemberText = Pick<Member, 'name' | 'role' | 'description'>;

const field = [
  'w-full rounded-site border border-border bg-background px-3 py-2 text-sm text-foreground',
  'focus-visible:outline-2 focus-visible:outline-accent',
].join(' ');

const labelClass = 'mb-1 block text-xs font-semibold uppercase tracking-[0.2em]';

/** A one-line text of a member (name, role), bounded as the schema bounds it. */
function LineField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={field}
        value={value}
        maxLength={shortText.maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function MemberEditor({
  member,
  index,
  onChange,
}: {
  member: MemberText;
  index: number;
  onChange: (next: MemberText) => void;
}) {
  const id = useId();
  return (
    <div className="mt-6 space-y-4 text-left">
      <LineField
        id={`${id}-nome`}
        label="Nome"
        value={member.name}
        onChange={(name) => onChange({ ...member, name })}
      />
      <LineField
        id={`${id}-ruolo`}
        label="Ruolo"
        value={member.role}
        onChange={(role) => onChange({ ...member, role })}
      />
      <div>
        <label htmlFor={`${id}-descrizione`} className={labelClass}>
          Descrizione
        </label>
        <textarea
          id={`${id}-descrizione`}
          className={`${field} min-h-28`}
          value={member.description ?? ''}
          maxLength={longText.maxLength}
          onChange={(e) => onChange({ ...member, description: e.target.value })}
          data-member={index}
        />
      </div>
    </div>
  );
}

function MemberCard({
  member,
  text,
  solo,
  index,
  editing,
  onChange,
}: {
  member: Member;
  text: MemberText;
  solo: boolean;
  index: number;
  editing: boolean;
  onChange: (next: MemberText) => void;
}) {
  return (
    <li
      className={`stagger-item ${solo ? 'grid items-center gap-10 md:grid-cols-[2fr_3fr] md:gap-16' : 'text-center'}`}
      style={staggerStyle(index)}
    >
      <div className="mx-auto w-full max-w-sm overflow-hidden rounded-site bg-muted">
        <Picture image={member.image} className="aspect-[4/5] w-full object-cover" />
      </div>
      <div className={solo ? '' : 'mx-auto max-w-sm px-2'}>
        {editing ? (
          <MemberEditor member={text} index={index} onChange={onChange} />
        ) : (
          <>
            <h3 className={`font-display leading-tight ${solo ? 'text-4xl' : 'mt-7 text-3xl'}`}>{text.name}</h3>
            <p className="eyebrow mt-2 text-xs font-semibold uppercase tracking-[0.25em]">{text.role}</p>
            {text.description && (
              <p className={`soft-text mt-5 leading-relaxed ${solo ? 'text-base sm:text-lg' : 'text-sm'}`}>
                {text.description}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export function Team({ section }: { section: TeamSection }) {
  // Edits live in this page only (spec §3): a reload shows the document's texts again.
  const [texts, setTexts] = useState<MemberText[]>(() =>
    section.members.map(({ name, role, description }) => ({ name, role, description })),
  );
  const [editing, setEditing] = useState(false);
  const solo = section.members.length === 1;

  return (
    <HeadedSection section={section} width={section.members.length === 3 ? 'wide' : 'normal'}>
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
            key={`${member.image.src}${index}`}
            member={member}
            text={texts[index] ?? member}
            solo={solo}
            index={index}
            editing={editing}
            onChange={(next) => setTexts((all) => all.map((t, i) => (i === index ? next : t)))}
          />
        ))}
      </ul>
    </HeadedSection>
  );
}

export default Team;
