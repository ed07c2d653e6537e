import type { SupportRequest } from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import {
  createSupportRequest,
  listOwnSupportRequests,
  type NewSupportRequestInput,
} from '../db/repositories/support-requests.ts';

/** Support requests sent from the dashboard. */
export interface SupportRequestsRepository {
  /** Stores a request; its answers must already be sanitised. */
  create(input: NewSupportRequestInput, now: Date): Promise<SupportRequest>;
  /** The user's own requests, newest first. */
  listOwn(email: string): Promise<SupportRequest[]>;
}

/** The support-requests repository over a drizzle database (PGlite or PostgreSQL). */
export function createSupportRequestsRepository(db: Database): SupportRequestsRepository {
  return {
    create: (input, now) => createSupportRequest(db, input, now),
    listOwn: (email) => listOwnSupportRequests(db, email),
  };
}
