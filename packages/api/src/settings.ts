import { z } from 'zod';
import { formBool, optionalField } from './common.ts';
import { LANGUAGES } from './envelope.ts';

// The user's preferences (issue 18, SPEC.md section 2 /account/setting). Issue 18 saves them
// through POST /updateUserInfo and answers them in GET /getUserInfo, so they get no route of
// their own: the issue that stores them adds `preferencesSchema.shape` to `userInfoSchema` and
// `preferencesBodySchema.shape` to `updateUserInfoBodySchema` (user.ts), where the server and the
// page then share them. Nickname and avatar are already there.

/** An interface language code of SPEC.md section 4 ("en", "zh-TW" …). */
export const languageCodeSchema = z
  .string()
  .refine((code) => LANGUAGES.some((language) => language.code === code), {
    message: 'Expected one of the 12 interface languages',
  });

/**
 * An IANA time zone name ("Asia/Shanghai", "America/Sao_Paulo", "UTC"); the server checks it
 * against its zone database.
 */
export const timeZoneSchema = z.string().regex(/^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/, {
  message: 'Expected a time zone such as "Asia/Shanghai"',
});

export const THEMES = ['dark', 'light'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

/**
 * The preferences as the user info carries them. Until the user chooses, the server answers
 * the config's defaults: `website_default_language`, `website_client_timezone`, `website_time_24`
 * and dark (SPEC.md sections 3 and 4).
 */
export const preferencesSchema = z.object({
  language: z.string(),
  timezone: z.string(),
  /** 24-hour clock (SPEC.md section 9: 12-hour with AM/PM unless on). */
  time_24: z.boolean(),
  theme: themeSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences as POST /updateUserInfo takes them: each optional, a blank one unchanged. */
export const preferencesBodySchema = z.object({
  language: optionalField(languageCodeSchema),
  timezone: optionalField(timeZoneSchema),
  time_24: optionalField(formBool),
  theme: optionalField(themeSchema),
});
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
