import { describe, expect, it } from 'vitest';
import { languageListSchema, ok } from './envelope.ts';

describe('response envelope', () => {
  it('accepts what ok() builds', () => {
    const body = ok([{ code: 'en', name: 'English', status: 1 }]);
    expect(languageListSchema.parse(body)).toEqual(body);
  });
  it('rejects a body whose data has the wrong shape, naming the field', () => {
    const result = languageListSchema.safeParse(ok([{ code: 'en', name: 'English', status: '1' }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['data', 0, 'status']);
  });
});
