/** The `data.token` of a raw command, if it carries one (`home.bindUid` may). */
export function tokenOfCommand(raw: string): string | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return null;
    const data: unknown = parsed.data;
    if (typeof data !== 'object' || data === null || !('token' in data)) return null;
    return typeof data.token === 'string' ? data.token : null;
  } catch {
    return null;
  }
}
