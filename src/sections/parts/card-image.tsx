import { Picture, type DocumentImage } from '../../ui/picture.tsx';

const pictureClass = [
  'aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105',
  'sm:aspect-[4/5]',
].join(' ');

const chipClass =
  'chip absolute top-4 left-4 rounded-full px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.2em]';

/** A card's picture: zooms softly on hover, with an optional label chip over its corner. */
export function CardImage({ image, label }: { image: DocumentImage; label?: string }) {
  return (
    <>
      <Picture image={image} className={pictureClass} />
      {label && <span className={chipClass}>{label}</span>}
    </>
  );
}
