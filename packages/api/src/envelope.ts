import { z } from 'zod';

/** Every HTTP response: `{ status, code, data, message }` (SPEC.md section 7); code 200 is ok. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.string(),
    code: z.number().int(),
    data,
    message: z.string(),
  });
}

export type Envelope<T> = { status: string; code: number; data: T; message: string };

/** The `code` of a successful envelope. */
export const CODE_OK = 200;

/**
 * The envelope `code` meaning the session is no longer valid (SPEC.md section 8): the client
 * clears the token and user and goes home, whatever the HTTP status.
 */
export const CODE_SESSION_INVALID = 4001;

/** Build a success envelope, as the server answers and the MSW handlers mock. */
export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { status: 'success', code: CODE_OK, data, message };
}

/** One invalid request field, as a 422 answer names it: `field` is the dotted path ("amount"). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The body of an error answer. `code` repeats the HTTP status (or 4001); `message` is shown to
 * the user as is; `data` is `{ errors: FieldError[] }` on a 422, otherwise null.
 */
export const failureBodySchema = z.object({
  status: z.literal('error'),
  code: z.number().int(),
  data: z.object({ errors: z.array(fieldErrorSchema) }).nullable(),
  message: z.string(),
});
export type FailureBody = z.infer<typeof failureBodySchema>;

/**
 * Build an error envelope, as the server answers with a 4xx/5xx status.
 *
 * @example reply.code(422).send(fail(422, 'amount: Must be greater than 0', [{ field: 'amount', message: 'Must be greater than 0' }]))
 */
export function fail(code: number, message: string, errors?: readonly FieldError[]): FailureBody {
  return { status: 'error', code, data: errors ? { errors: [...errors] } : null, message };
}

/**
 * Turn zod issues into the field errors of a 422 answer, each named by its dotted path.
 *
 * @example fieldErrors(schema.safeParse(body).error) // [{ field: 'amount', message: '…' }]
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** A language of GET /config/language: status 1 means enabled (SPEC.md section 3). */
export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
});
export type Language = z.infer<typeof languageSchema>;

/**
 * The 12 interface languages of SPEC.md section 4, all enabled, as GET /config/language lists
 * them: the server serves this list and the MSW handlers mock it.
 */
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
export const languageListSchema = envelope(z.array(languageSchema));
