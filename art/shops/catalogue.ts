/**
 * The demo catalogues of the four shops that are not jewellers, each photo under
 * `products/<shop id>/`, in the seed's order: Cless (bags, shoes, accessories), Rebours Parfums
 * (perfumes and skincare), Intimamente Home (home textiles) and Seoul (fashion).
 */
import { type Catalogue, addPhotos } from '../catalogue.ts';
import { clessPieces } from './cless.ts';
import { intimamentePieces } from './intimamente.ts';
import { rebourspPieces } from './reboursp.ts';
import { seoulPieces } from './seoul.ts';
import type { Piece, Shop } from './studio.ts';

const shops: [Shop, () => Piece[]][] = [
  ['cless', clessPieces],
  ['reboursp', rebourspPieces],
  ['intimamentehome', intimamentePieces],
  ['seoul', seoulPieces],
];

/** The four shops' photos (each product and its close-up) and what they show: no metal, no stone. */
export function shopsCatalogue(): Catalogue {
  const catalogue: Catalogue = { pictures: {}, manifest: {} };
  for (const [shop, pieces] of shops)
    for (const piece of pieces())
      addPhotos(catalogue, `${shop}/${piece.name}`, piece.svg, piece.close, {
        form: piece.form,
        metals: [],
        stones: [],
      });
  return catalogue;
}
