import { z } from 'zod/mini';

/** The outbox's name for a photo's upload (PUT /health-checks/{id}/photos/{photoId}). */
export const PHOTO_OPERATION = 'healthCheck.photo';

/**
 * What a photo's entry keeps: which photo, of which item, and its hash. The bytes stay in the
 * photos table (a Blob, not copied into the outbox); the hash fixes which bytes the entry sends.
 */
export const photoPayloadSchema = z.object({ photoId: z.string(), item: z.string(), sha256: z.string() });
export type PhotoPayload = z.infer<typeof photoPayloadSchema>;
