export { envelope, languageListSchema, languageSchema, ok } from './envelope.ts';
export type { Envelope, Language } from './envelope.ts';
