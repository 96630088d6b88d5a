import type { Rule } from '../types.ts';
import { brokenInternalLink } from './broken-internal-link.ts';
import { catalogueCategory } from './catalogue-category.ts';
import { descriptionLength } from './description-length.ts';
import { duplicateIdentity } from './duplicate-identity.ts';
import { duplicateKey } from './duplicate-key.ts';
import { duplicateRoute } from './duplicate-route.ts';
import { duplicateSectionId } from './duplicate-section-id.ts';
import { duplicateSiteId } from './duplicate-site-id.ts';
import { duplicateTitle } from './duplicate-title.ts';
import { footerLink } from './footer-link.ts';
import { foreignCatalogue } from './foreign-catalogue.ts';
import { hours } from './hours.ts';
import { jsonSyntax } from './json-syntax.ts';
import { legal } from './legal.ts';
import { missingAsset } from './missing-asset.ts';
import { priceFormat } from './price-format.ts';
import { schema } from './schema.ts';
import { shareImage } from './share-image.ts';
import { singleH1 } from './single-h1.ts';
import { socialProfile } from './social-profile.ts';
import { staleAssetList } from './stale-asset-list.ts';
import { staleSchema } from './stale-schema.ts';
import { textTooLong } from './text-too-long.ts';
import { titleLength } from './title-length.ts';
import { unknownSectionType } from './unknown-section-type.ts';
import { unsafeLink } from './unsafe-link.ts';

/** Every rule `npm run validate` applies; each one has its own code and its own test. */
export const rules: readonly Rule[] = [
  jsonSyntax,
  duplicateKey,
  schema,
  unknownSectionType,
  textTooLong,
  duplicateSiteId,
  duplicateRoute,
  duplicateSectionId,
  brokenInternalLink,
  unsafeLink,
  missingAsset,
  titleLength,
  duplicateTitle,
  duplicateIdentity,
  descriptionLength,
  singleH1,
  shareImage,
  hours,
  legal,
  foreignCatalogue,
  catalogueCategory,
  priceFormat,
  socialProfile,
  footerLink,
  staleSchema,
  staleAssetList,
];
