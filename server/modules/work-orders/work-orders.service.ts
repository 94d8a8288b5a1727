import { applyChanges, nothingApplied, runsBefore } from '../../../contract/documents/apply-changes';
import type { PriceListCurrency } from '../../../contract/money/price-list';
import { currencyOfCountry } from '../../../contract/money/sale-country';
import { applyToWorkOrder } from '../../../contract/work-orders/apply';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { statusesForFilter, type WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import type { Clock } from '../../clock';
import { productKey } from '../basket/basket.service';
import type { Database } from '../../db/database';
import type { WorkOrderRow } from '../../db/schema';
import { withSavepoint, withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { HttpProblem } from '../../http/problem';
import { workOrderMessages } from '../../../contract/work-orders/messages';
import { noTradeAccount, workOrderNotFound, workOrderClash } from './work-order-problems';
import { formatWorkOrderNumber, workOrderSearchText } from '../../../contract/work-orders/numbers';
import type { WorkOrderAccount, WorkOrdersRepository } from './work-orders.repository';
import type { DeriveWorkOrder } from './work-order-derive';
import type { PartsOrderService } from '../orders/orders.service';
import { orderParts, type StockElsewhere } from './order-parts';
import { fromSaved, keepServerLines } from './saved-work-order';
import { checkLabourRates } from './labour-rate-check';

/** What the catalogue says of the parts on a work order (server/modules/catalogue's repository). */
export interface PartPrices {
  pricingBySkus(
    skus: string[],
    currency: PriceListCurrency,
  ): Promise<
    {
      sku: string;
      price: number;
      surcharge: number;
      taxRate: number;
      stock: { branchId: string; quantity: number }[];
    }[]
  >;
}

export interface WorkOrdersServiceDeps {
  db: Database;
  workOrders: WorkOrdersRepository;
  parts: PartPrices;
  derive: DeriveWorkOrder;
  partsOrders: PartsOrderService;
  clock: Clock;
  /** Where else a part the branch is short of is held, named beside it when it is left off an order. */
  stockElsewhere?: StockElsewhere;
}

/** The intents whose rules ask what the customer agreed to (contract/work-orders/apply.ts). */
const asksAuthorisation = (change: WorkOrderChange) =>
  change.op === 'orderParts' || (change.op === 'setStatus' && change.to === 'in-progress');

/** '/products/{sku}' → the sku, as the basket reads it (a malformed escape is looked up as written). */
const skuOf = (product: string | null) => (product ? productKey(product) : null);

/**
 * Work orders of a trade account (trade-features §3–§4, issue 24). Every write runs on the row
 * locked in the request's transaction: the intents of two tablets are applied one after the
 * other, each to what the other left. After every write the server fills what only it knows
 * (part prices and stock from the catalogue) and derives the rest (overlap, prices, totals).
 */
export function createWorkOrdersService({
  db,
  workOrders,
  parts,
  derive,
  partsOrders,
  clock,
  stockElsewhere,
}: WorkOrdersServiceDeps) {
  async function accountFor(auth: AuthContext): Promise<WorkOrderAccount> {
    const account = await workOrders.accountOf(auth.userId);
    if (!account) throw noTradeAccount();
    return account;
  }

  const currencyOf = (account: WorkOrderAccount): 'GBP' | 'EUR' => currencyOfCountry(account.country);

  /** The answer's shape: the stored document with the row's own columns over it. */
  function toWorkOrder(row: WorkOrderRow, account: WorkOrderAccount): WorkOrder {
    return {
      ...(row.document as WorkOrder),
      id: row.id,
      workOrderNumber: formatWorkOrderNumber(row.number),
      rev: row.rev,
      status: row.status as WorkOrderStatus,
      accountNumber: account.accountNumber,
      createdAt: row.createdAt.toISOString(),
      modifiedAt: row.modifiedAt.toISOString(),
    };
  }

  /** Part lines get the catalogue's price, surcharge, VAT rate and the stock at the account's branch. */
  async function withPartPrices(doc: WorkOrder, account: WorkOrderAccount): Promise<WorkOrder> {
    const skus = doc.workOrderItems.flatMap((item) => (item.product ? [skuOf(item.product) ?? ''] : []));
    const found = new Map((await parts.pricingBySkus(skus, currencyOf(account))).map((part) => [part.sku, part]));
    const facts = await workOrders.partFacts(skus);
    const workOrderItems = doc.workOrderItems.map((item) => {
      // A part ordered keeps the price it was ordered at.
      if (item.orderedIn) return item;
      const part = item.product ? found.get(skuOf(item.product) ?? '') : undefined;
      const stock = part?.stock.find((line) => line.branchId === account.branchId)?.quantity ?? 0;
      return {
        ...item,
        // A line just added carries only what the device may set.
        multipleOfSaleQuantity: item.multipleOfSaleQuantity ?? 1,
        orderedIn: item.orderedIn ?? null,
        price: part?.price ?? 0,
        surcharge: part?.surcharge ?? 0,
        // By the part's kind: in Ireland a battery stays at 23% when a fitted brake pad is 13.5%.
        taxRate: vatRateForLine(account.country, partVatKind(facts.get(skuOf(item.product) ?? '')?.path)),
        productName: facts.get(skuOf(item.product) ?? '')?.name ?? null,
        stockAvailability: part ? stock : null,
      };
    });
    return { ...doc, workOrderItems };
  }

  /**
   * Stores a work order as the write left it, priced. `before` is the stored copy the write
   * started from (null for a new one) and `changes` the intents that made it, if any: the
   * lines whose labour rate this write sets must carry one of the account's (labour-rate-check.ts).
   */
  async function write(
    row: WorkOrderRow,
    doc: WorkOrder,
    account: WorkOrderAccount,
    {
      insert = false,
      before = null,
      changes,
    }: { insert?: boolean; before?: WorkOrder | null; changes?: WorkOrderChange[] },
  ): Promise<WorkOrder> {
    await checkLabourRates(doc, before, () => workOrders.labourRates(account.id), changes);
    const derived = await derive(await withPartPrices(doc, account), account).catch((error: unknown) => {
      // Each time is valid, but together past what HH:MM holds (§9): the person's to fix, not a 500.
      if (!(error instanceof RangeError)) throw error;
      const message = workOrderMessages.totalTime;
      throw new HttpProblem(422, message, [{ propertyPath: 'workOrderJobs', message }], error);
    });
    // §4: the account's default uplift applies only while pending. Leaving pending stores the
    // uplift in force, so a later change of the default does not reprice work already agreed.
    if (derived.status !== 'pending' && derived.uplift === null) derived.uplift = derived.appliedUplift;
    const stored = {
      id: row.id,
      accountId: account.id,
      number: row.number,
      rev: row.rev,
      status: derived.status,
      document: derived,
      searchText: workOrderSearchText(row.number, derived),
      totalIncTax: derived.prices.workOrderSummary.total.incTax,
      modifiedAt: row.modifiedAt,
    };
    if (insert) await workOrders.insert({ ...stored, createdAt: row.createdAt, createdBy: row.createdBy });
    else await workOrders.update(stored);
    return toWorkOrder({ ...row, ...stored }, account);
  }

  return {
    /** The trade account the user works in (their active one); none answers that work orders are not set up. */
    account: accountFor,

    async list(
      auth: AuthContext,
      query: { page: number; itemsPerPage: number; status?: string[]; search?: string; query?: string },
    ) {
      const account = await accountFor(auth);
      const { rows, total } = await workOrders.list(account.id, {
        statuses: statusesForFilter(query.status ?? []),
        search: query.search ?? query.query,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      });
      return { 'hydra:member': rows, 'hydra:totalItems': total };
    },

    async get(auth: AuthContext, id: string): Promise<WorkOrder> {
      const account = await accountFor(auth);
      const row = await workOrders.find(id, account.id);
      if (!row) throw workOrderNotFound();
      return toWorkOrder(row, account);
    },

    /** Creates the work order under the device's id; an id already the account's answers it as it is. */
    async create(auth: AuthContext, body: SaveWorkOrder): Promise<{ workOrder: WorkOrder; created: boolean }> {
      return withTransaction(db, async () => {
        const account = await accountFor(auth);
        const existing = await workOrders.find(body.id, account.id);
        if (existing) return { workOrder: toWorkOrder(existing, account), created: false };
        if (await workOrders.exists(body.id))
          throw new HttpProblem(422, 'Validation failed', [
            { propertyPath: 'id', message: 'This id is already in use.' },
          ]);
        const now = clock();
        const number = await workOrders.nextNumber(account.id);
        const doc = fromSaved(body, { status: 'pending', statusHistory: [], currency: currencyOf(account) });
        const row = {
          id: body.id,
          accountId: account.id,
          number,
          rev: 1,
          createdAt: now,
          modifiedAt: now,
          createdBy: auth.userId,
        } as WorkOrderRow;
        return { workOrder: await write(row, doc, account, { insert: true }), created: true };
      });
    },

    /** Replaces the header and open lines whole, based on `rev`; ordered parts and authorisations stay. */
    async replace(auth: AuthContext, id: string, body: SaveWorkOrder): Promise<WorkOrder> {
      return withTransaction(db, async () => {
        const account = await accountFor(auth);
        const row = await workOrders.find(id, account.id, true);
        if (!row) throw workOrderNotFound();
        const current = toWorkOrder(row, account);
        if (body.rev !== undefined && body.rev !== row.rev)
          throw workOrderClash(current, [{ path: 'rev', reason: 'changed', yours: body.rev, theirs: row.rev }]);
        const next = fromSaved(body, current);
        // A whole save without an uplift keeps the one stored when it left pending (§4).
        if (current.status !== 'pending' && next.uplift === null) next.uplift = current.uplift;
        const kept = keepServerLines(next, current);
        return write({ ...row, rev: row.rev + 1, modifiedAt: clock() }, kept, account, { before: current });
      });
    },

    /** Applies intents in order, in one transaction: all of them, or none and a 409 naming what clashed. */
    async change(
      auth: AuthContext,
      id: string,
      changes: WorkOrderChange[],
      device: string | undefined,
    ): Promise<WorkOrder> {
      return withTransaction(db, async () => {
        const account = await accountFor(auth);
        const row = await workOrders.find(id, account.id, true);
        if (!row) throw workOrderNotFound();
        const current = toWorkOrder(row, account);
        const now = clock();
        const apply = applyToWorkOrder({ at: now.toISOString(), by: auth.userId, device: device ?? null });
        let result = nothingApplied<WorkOrder>(current);
        for (const run of runsBefore(changes, asksAuthorisation)) {
          // What the customer agreed to is read from prices as they stand now (catalogue prices,
          // times after overlap), not as the last write left them, before parts or work go ahead.
          if (run.asks) result = { ...result, doc: await derive(await withPartPrices(result.doc, account), account) };
          result = applyChanges(result, run.changes, apply, run.first);
        }
        const [refusal] = result.refusals;
        if (refusal)
          throw new HttpProblem(422, refusal.message, [
            { propertyPath: `changes[${refusal.index}].${refusal.path}`, message: refusal.message },
          ]);
        if (result.clashes.length) throw workOrderClash(current, result.clashes);
        if (!result.changed) return current;
        let doc = result.doc;
        // The orders to make once every intent applied: the `orderParts` that ordered something now.
        const ordering = result.took.flatMap((index) => {
          const change = changes[index];
          return change?.op === 'orderParts' ? [{ index, orderId: change.orderId }] : [];
        });
        for (const { index, orderId } of ordering) {
          const request = { doc, index, orderId, account, userId: auth.userId, now };
          const placed = await orderParts(partsOrders, request, {
            attempt: (fn) => withSavepoint(db, fn),
            ...(stockElsewhere ? { stockElsewhere } : {}),
          });
          // The parts the branch could not supply stay open, to order later or elsewhere.
          const open = <L extends { id: string; orderedIn: string | null }>(line: L): L =>
            placed.refusedLines.includes(line.id) ? { ...line, orderedIn: null } : line;
          doc = {
            ...doc,
            workOrderItems: doc.workOrderItems.map(open),
            workOrderQuickKits: doc.workOrderQuickKits.map(open),
            partsOrders: [...(doc.partsOrders ?? []), placed.order],
          };
        }
        return write({ ...row, rev: row.rev + 1, modifiedAt: now }, doc, account, { before: current, changes });
      });
    },

    /** The specification's status calls: a move from wherever the work order is now. */
    async setStatus(
      auth: AuthContext,
      id: string,
      to: WorkOrderStatus,
      reason: string | undefined,
      override?: { reason: string },
    ): Promise<WorkOrder> {
      return withTransaction(db, async () => {
        // Read under the row's lock: a move by another tablet between this read and the change
        // would otherwise look like a clash with a status this call never saw.
        const current = await workOrders.find(id, (await accountFor(auth)).id, true);
        if (!current) throw workOrderNotFound();
        return this.change(
          auth,
          id,
          [
            {
              op: 'setStatus',
              from: current.status as WorkOrderStatus,
              to,
              ...(reason ? { reason } : {}),
              ...(override ? { override } : {}),
            },
          ],
          undefined,
        );
      });
    },

    /**
     * POST /work-orders/prices: a work order's body priced as a save prices it (catalogue prices,
     * then derive), with nothing stored. Its uplift null applies the account's default (§4).
     */
    async price(auth: AuthContext, body: Omit<SaveWorkOrder, 'id'>): Promise<WorkOrder> {
      const account = await accountFor(auth);
      const doc = fromSaved(body, { status: 'pending', statusHistory: [], currency: currencyOf(account) });
      // Priced as a save of it would be: refused for the same labour rates.
      await checkLabourRates(doc, null, () => workOrders.labourRates(account.id));
      return derive(await withPartPrices(doc, account), account);
    },

    /** Asked at every start (§2): a person without a trade account is told work orders are not set up. */
    async configuration(auth: AuthContext) {
      const account = await workOrders.accountOf(auth.userId);
      if (!account)
        return { workOrdersConfigured: false, defaultUplift: 0, currency: 'GBP' as const, country: 'GB' as const };
      const settings = await workOrders.settings(account.id);
      return {
        workOrdersConfigured: settings.configured,
        defaultUplift: settings.defaultUplift,
        currency: currencyOf(account),
        country: account.country,
      };
    },

    async labourRates(auth: AuthContext) {
      const rates = await workOrders.labourRates((await accountFor(auth)).id);
      return { 'hydra:member': rates, 'hydra:totalItems': rates.length };
    },

    async customJobs(auth: AuthContext) {
      const jobs = await workOrders.customJobs((await accountFor(auth)).id);
      return { 'hydra:member': jobs, 'hydra:totalItems': jobs.length };
    },
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;

/** For the demo (issue 44): it orders a work order's parts as the API does. */
export { orderParts } from './order-parts';

/** For the demo's health checks: a work orders' service put together as services.ts does. */
export { createDeriveWorkOrder } from './work-order-derive';
export { createWorkOrdersRepository } from './work-orders.repository';
