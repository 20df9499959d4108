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

/** Build a success envelope, as the server answers and the MSW handlers mock. */
export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { status: 'success', code: 200, data, message };
}

/** A language of GET /config/language: status 1 means enabled (SPEC.md section 3). */
export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
});
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = envelope(z.array(languageSchema));
