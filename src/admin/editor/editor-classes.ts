import { inputClass } from '../Field.tsx';

/** The editor's inputs: the admin's, with a light shadow and a muted placeholder. */
export const textInputClass = `${inputClass} shadow-xs placeholder:text-muted-foreground`;
