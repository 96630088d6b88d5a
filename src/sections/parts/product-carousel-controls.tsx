import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button.tsx';

interface CarouselButtonProps {
  direction: 'previous' | 'next';
  label: string;
  /** The id of the element whose content the button changes. */
  controls: string;
  onClick: () => void;
  className?: string;
}

/** A round previous / next button, shared by the product and brand carousels. */
export function CarouselButton({ direction, label, controls, onClick, className = '' }: CarouselButtonProps) {
  const Icon = direction === 'next' ? ChevronRight : ChevronLeft;
  return (
    <Button variant="outline" size="icon" className={`shrink-0 ${className}`} aria-controls={controls} aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
