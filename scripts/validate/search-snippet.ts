import type { ErrorObject } from 'ajv';

/**
 * The page's title and description are what a search result shows: their length limits are about
 * that, not about a layout, so `title-length` and `description-length` word them, and the generic
 * length messages of `text-too-long` and `schema` leave them alone (one message per problem).
 */
export const isTitleLength = (error: ErrorObject): boolean =>
  error.instancePath === '/meta/title' && error.keyword === 'maxLength';

export const isDescriptionLength = (error: ErrorObject): boolean =>
  error.instancePath === '/meta/description' && (error.keyword === 'maxLength' || error.keyword === 'minLength');

export const isSnippetLength = (error: ErrorObject): boolean => isTitleLength(error) || isDescriptionLength(error);
