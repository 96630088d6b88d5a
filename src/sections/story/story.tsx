import { useId } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { Icon } from '../../ui/icons.tsx';
import { Picture } from '../../ui/picture.tsx';
import { SectionHeading, SectionShell, staggerStyle } from '../../ui/section.tsx';

type StorySection = Sections['story'];

/** Four figures make two rows of two on phones; three stay on one row. */
function statColumns(count: number): string {
  if (count === 4) return 'grid-cols-2 sm:grid-cols-4';
  return count === 3 ? 'grid-cols-3' : 'grid-cols-2';
}

function Stats({ stats }: { stats: NonNullable<StorySection['stats']> }) {
  return (
    <dl className={`mt-12 grid gap-x-5 gap-y-8 border-t border-current/15 pt-10 ${statColumns(stats.length)}`}>
      {stats.map((stat, index) => (
        <div key={stat.label} className="stagger-item flex flex-col" style={staggerStyle(index)}>
          <dt className="soft-text mt-3 text-[0.7rem] leading-snug font-medium uppercase tracking-[0.18em] sm:text-xs">
            {stat.label}
          </dt>
          <dd className="stat-value order-first font-display text-4xl leading-none font-light lining-nums sm:text-6xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Values({ values }: { values: NonNullable<StorySection['values']> }) {
  return (
    <ul className={`mt-16 grid gap-5 sm:grid-cols-2 ${values.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {values.map((value, index) => (
        <li key={value.title} className="card stagger-item rounded-site p-7" style={staggerStyle(index)}>
          {value.icon && (
            <span className="icon-badge mb-5 grid size-12 place-items-center rounded-full">
              <Icon name={value.icon} className="size-5" strokeWidth={1.5} />
            </span>
          )}
          <h3 className="font-display text-2xl leading-snug">{value.title}</h3>
          <p className="soft-text mt-3 text-sm leading-relaxed">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Story({ section }: { section: StorySection }) {
  const headingId = useId();
  const image = section.image;
  const imageFirst = section.imageSide === 'start';

  const text = (
    <div>
      <SectionHeading
        id={headingId}
        eyebrow={section.eyebrow}
        title={section.title}
        intro={section.intro}
        align={image ? 'start' : 'center'}
        className={image ? '!mb-8' : ''}
      />
      <div className={`space-y-5 text-base leading-relaxed sm:text-lg ${image ? '' : 'mx-auto max-w-3xl text-center'}`}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="soft-text">
            {paragraph}
          </p>
        ))}
      </div>
      {section.stats && section.stats.length > 0 && <Stats stats={section.stats} />}
    </div>
  );

  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={headingId}>
      {image ? (
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div className={imageFirst ? 'lg:order-2' : ''}>{text}</div>
          <figure className="story-figure relative mx-auto w-full max-w-md lg:max-w-none">
            <Picture image={image} className="aspect-[5/6] w-full rounded-site object-cover shadow-2xl" />
          </figure>
        </div>
      ) : (
        text
      )}
      {section.mission && (
        <blockquote className="mission mx-auto mt-20 max-w-3xl border-y border-current/15 py-10 text-center">
          {section.mission.title && (
            <p className="eyebrow mb-4 text-xs font-semibold uppercase tracking-[0.3em]">{section.mission.title}</p>
          )}
          <p className="font-display text-2xl leading-snug font-light italic sm:text-3xl">{section.mission.text}</p>
        </blockquote>
      )}
      {section.values && section.values.length > 0 && <Values values={section.values} />}
    </SectionShell>
  );
}

export default Story;
