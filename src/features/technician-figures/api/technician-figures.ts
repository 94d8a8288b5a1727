import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TechnicianFigures } from '../../../../contract/clocking/figures';
import type { FigurePer } from '../../../../contract/clocking/periods';
import { clockingRoutes } from '../../../../contract/clocking/routes';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

export interface FiguresAsked {
  from: string;
  to: string;
  per: FigurePer;
}

/** GET /technician-figures for the period asked; the last answer of each is kept for a look offline. */
export function useTechnicianFigures(userId: string, asked: FiguresAsked) {
  return useQuery<Saved<TechnicianFigures>>({
    queryKey: ['technician-figures', userId, asked.from, asked.to, asked.per],
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      savedRead(userId, `workshop/figures/${asked.from}/${asked.to}/${asked.per}`, () =>
        apiRequest(clockingRoutes.technicianFigures, { query: asked, signal }),
      ),
  });
}
