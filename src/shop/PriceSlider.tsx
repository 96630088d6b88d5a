import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import { useCatalogueScope } from './catalogue-scope.ts';
import { PRICE_MIN, PRICE_STEP, type PriceRange } from './filters.ts';
import { formatWholeEuros } from '../products/price.ts';

/** `5000 € e oltre` at the top of the slider (`priceMax`), which has no upper limit (see filters.ts). */
export function priceLabel(amount: number, priceMax: number): string {
  return amount >= priceMax ? `${formatWholeEuros(amount)} e oltre` : formatWholeEuros(amount);
}

interface PriceSliderProps {
  value: PriceRange;
  /** While a thumb moves. */
  onChange: (range: PriceRange) => void;
  /** When a thumb is released, or moved with a key. */
  onCommit: (range: PriceRange) => void;
}

const thumbClass = [
  'block size-5 rounded-full border-2 border-accent bg-background shadow-md transition-transform',
  'hover:scale-110 focus-visible:scale-110',
].join(' ');

/** Two thumbs from 0 to the catalogue's top (5000 € for jewels) in steps of 100; each announces its amount. */
export function PriceSlider({ value, onChange, onCommit }: PriceSliderProps) {
  const [min, max] = value;
  const { priceMax } = useCatalogueScope();

  // Radix sends Home to the first thumb and End to the last whichever has focus; as WAI-ARIA asks,
  // they move the focused thumb as far as it can go instead (the maximum stops at the minimum).
  function limitKeys(thumb: 'min' | 'max') {
    return (event: KeyboardEvent<HTMLSpanElement>) => {
      const range: PriceRange | null =
        thumb === 'max' && event.key === 'Home'
          ? [min, min]
          : thumb === 'min' && event.key === 'End'
            ? [max, max]
            : null;
      if (!range) return;
      event.preventDefault();
      onCommit(range);
    };
  }

  return (
    <Slider.Root
      min={PRICE_MIN}
      max={priceMax}
      step={PRICE_STEP}
      minStepsBetweenThumbs={0}
      value={[min, max]}
      onValueChange={([low = min, high = max]) => onChange([low, high])}
      onValueCommit={([low = min, high = max]) => onCommit([low, high])}
      className="relative flex h-6 w-full touch-none items-center select-none"
    >
      <Slider.Track className="relative h-0.5 grow rounded-full bg-border">
        <Slider.Range className="absolute h-full rounded-full bg-accent" />
      </Slider.Track>
      <Slider.Thumb
        aria-label="Prezzo minimo"
        aria-valuetext={priceLabel(min, priceMax)}
        onKeyDown={limitKeys('min')}
        className={thumbClass}
      />
      <Slider.Thumb
        aria-label="Prezzo massimo"
        aria-valuetext={priceLabel(max, priceMax)}
        onKeyDown={limitKeys('max')}
        className={thumbClass}
      />
    </Slider.Root>
  );
}
