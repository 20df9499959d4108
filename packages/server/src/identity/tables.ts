import type { Generated } from 'kysely';
import type { UnixMs } from '../db/schema.ts';

/** One submission of an identity level (migration 0010); the latest per level is its state. */
export interface IdentitySubmissionsTable {
  id: Generated<number>;
  user_id: number;
  /** basic | advanced. */
  level: string;
  /** pending | approved | rejected. */
  status: string;
  /** The reviewer's reason when rejected. */
  reason: string | null;
  /** Basic: {@link BasicDetails} as JSON. Advanced: { key: stored file name } as JSON. */
  details: string;
  submitted_at: UnixMs;
  reviewed_at: UnixMs | null;
  /** When the demo reviewer approves a pending submission. */
  due_at: UnixMs;
}

/** The basic level's form as stored (in full; the wire answers it masked). */
export interface BasicDetails {
  full_name: string;
  country: string;
  document_type: string;
  document_number: string;
  birth_date: string;
}

declare module '../db/schema.ts' {
  interface Database {
    identity_submissions: IdentitySubmissionsTable;
  }
}
