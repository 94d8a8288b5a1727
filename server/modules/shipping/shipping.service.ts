/**
 * The shipping module's entry (issue 44). Its services are a list read as it is: the basket and
 * checkout price delivery from the repository commerce-services.ts makes and hands in (its type
 * here), and the demo's orders make one of their own.
 */
export { createShippingRepository } from './shipping.repository';
export type { ShippingRepository } from './shipping.repository';
