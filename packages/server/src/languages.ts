import type { Language } from '@exchange/api';

/** The 12 interface languages served by GET /config/language (SPEC.md section 4), all enabled. */
export const LANGUAGES: readonly Language[] = [
  { code: 'ko', name: '한국어', status: 1 },
  { code: 'ja', name: '日本語', status: 1 },
  { code: 'en', name: 'English', status: 1 },
  { code: 'zh-TW', name: '繁體中文', status: 1 },
  { code: 'ms', name: 'Bahasa Melayu', status: 1 },
  { code: 'pt', name: 'Português', status: 1 },
  { code: 'ru', name: 'Русский', status: 1 },
  { code: 'es', name: 'Español', status: 1 },
  { code: 'ar', name: 'العربية', status: 1 },
  { code: 'fr', name: 'Français', status: 1 },
  { code: 'id', name: 'Bahasa Indonesia', status: 1 },
  { code: 'hi', name: 'हिन्दी', status: 1 },
];
