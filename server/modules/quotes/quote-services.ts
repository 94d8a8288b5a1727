import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { type BasketService, createPriceHoldsRepository } from '../basket/basket.service';
import { createQuoteBaskets } from './quote-baskets';
import { createQuoteShares } from './quote-shares';
import { createQuotesRepository } from './quotes.repository';
import { createQuotesService } from './quotes.service';

/** The quotes module wired once per app: the quotes, their baskets and their share links. */
export function createQuoteServices({
  db,
  clock,
  basket,
  appUrl,
}: {
  db: Database;
  clock: Clock;
  basket: BasketService;
  appUrl: string;
}) {
  const quotes = createQuotesRepository(db);
  const quotesService = createQuotesService({ db, quotes, clock });
  return {
    quotes: quotesService,
    baskets: createQuoteBaskets({ db, quotes, quotesService, basket, holds: createPriceHoldsRepository(db), clock }),
    shares: createQuoteShares({ quotes, clock, appUrl }),
  };
}
