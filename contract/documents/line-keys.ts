import { z } from 'zod/mini';
import { intentMessages } from './intents';

/**
 * How every document with lines keys and orders them (design/api-routes.md): a client-made id
 * (UUID v7, never remapped) and a fractional position.
 */
export const uuidSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, intentMessages.invalidId));
/** A fractional index (the `fractional-indexing` alphabet), compared as a string. */
export const positionSchema = z.string().check(z.regex(/^[0-9A-Za-z]{1,64}$/, intentMessages.invalidPosition));
