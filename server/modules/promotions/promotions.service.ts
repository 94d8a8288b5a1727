/**
 * The promotions module's entry (issue 44). Promotions have no rules of their own here: the basket
 * and checkout apply them, reading them from the repository that commerce-services.ts makes and
 * hands in. The type is what they take.
 */
export type { PromotionsRepository } from './promotions.repository';
