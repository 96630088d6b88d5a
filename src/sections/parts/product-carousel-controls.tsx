import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import type { Rotation } from './product-carousel-rotation.ts';

type Direction = 'previous' | 'next';

const icons = { previous: ChevronLeft, next: ChevronRight } as const;
const words = { previous: 'precedente', next: 'successivo' } as const;

/**
 * A round previous / next button, shared by the product and brand carousels, named after what it
 * turns to ("Prodotto successivo", "Marchio precedente").
 */
export function CarouselButton({
  direction,
  item,
  controls,
  rotation,
}: {
  direction: Direction;
  /** What one slide shows, as the button names it: "Prodotto", "Marchio". */
  item: string;
  /** The id of the element whose content the button changes. */
  controls: string;
  rotation: Pick<Rotation, Direction>;
}) {
  const Icon = icons[direction];
  return (
    <Button
      variant="outline"
      size="icon"
      className="shrink-0"
      aria-controls={controls}
      aria-label={`${item} ${words[direction]}`}
      onClick={rotation[direction]}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
