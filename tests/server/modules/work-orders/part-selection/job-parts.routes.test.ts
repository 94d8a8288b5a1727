import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryTreeNode, ProductDetail } from '../../../../../contract/catalogue/schemas';
import { repairDataMessages } from '../../../../../contract/repair-data/messages';
import type { MaintenanceSystem, RepairTask, RepairTaskGroup } from '../../../../../contract/repair-data/schemas';
import {
  partSelectionMessages,
  type HaynesPartSelectionAnswer,
} from '../../../../../contract/work-orders/part-selection';
import { featuredVariants } from '../../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../../server/demo/catalogue/featured';
import { login, retail, trade, tradeIe } from '../../../helpers/session';
import { buildTestApp, testDatabases } from '../../../helpers/test-app';
import { expectStatus, workOrderClient } from '../work-order-client';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
type Member<T> = { 'hydra:member': T[] };

describe.each(testDatabases)('a repair-data job’s parts on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;
  let tasks: RepairTask[];

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
    const tree = (await tablet.send('GET', `/repair-data/repair-tasks?tecdocId=${focus}`)).json<
      Member<RepairTaskGroup>
    >();
    tasks = tree['hydra:member'].flatMap((group) => group.subgroups).flatMap((subgroup) => subgroup.tasks);
  });
  afterAll(() => app.close());

  const task = (description: string) => {
    const found = tasks.find((candidate) => candidate.description === description);
    if (!found) throw new Error(`No task ${description}`);
    return found;
  };
  const partsOf = async (repairTimeTaskId: string, client = tablet) => {
    const response = await client.send('POST', '/haynes-pro/work-order/part-selection', {
      tecdocId: focus,
      repairTimeTaskId,
    });
    expectStatus(response, 200);
    return response.json<HaynesPartSelectionAnswer>();
  };
  const menuPaths = async () => {
    const response = await tablet.send('POST', '/work-orders/menu-items', { vehicleOptions: { tecdocId: focus } });
    return response.json<Member<CategoryTreeNode>>()['hydra:member'].flatMap((item) => item.children);
  };
  const product = async (reference: string | null) =>
    (await tablet.send('GET', `/storefront/product/${reference?.replace('/products/', '')}`)).json<ProductDetail>();

  it('maps each generic article of a job to a part that fits, priced, with what the job needs (§3, §5)', async () => {
    const pads = task('Front brake pads - renew');
    const answer = await partsOf(pads.id);
    expect(answer).toMatchObject({
      tecdocId: focus,
      repairTimeTaskId: pads.id,
      description: 'Front brake pads - renew',
      time: pads.value,
      currency: 'GBP',
    });
    expect(answer.haynesProJobParts.map((part) => [part.genArt, part.partRequired])).toEqual(
      pads.genarts.map((genart) => [genart.id, genart.required]),
    );
    const [padSet] = answer.haynesProJobParts;
    const padsInMenu = (await menuPaths()).find((child) => child.path === 'braking/brake-pads');
    expect(padSet).toMatchObject({
      partId: '402',
      description: 'Brake Pad Set, disc brake',
      partCategory: 'braking/brake-pads',
      // The branch holds the featured Brembo set, first in the catalogue's order.
      product: `/products/${featuredSkus.brakePadsFocus}`,
      productName: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
      quantity: 1,
      unitPrice: 3895,
      overriddenPrice: null,
      partRequired: true,
      taxRate: 2000,
      productCount: padsInMenu?.productCount,
    });
    expect(padSet?.stockAvailability).toBeGreaterThan(0);
  });

  it('suggests a part for the job’s axle: rear pads for a rear pad job', async () => {
    const answer = await partsOf(task('Rear brake pads - renew').id);
    const [padSet] = answer.haynesProJobParts;
    const detail = await product(padSet?.product ?? null);
    expect(detail.attributes).toContainEqual(expect.objectContaining({ code: 'position', value: 'Rear Axle' }));
  });

  it('counts a fluid in cans: the job’s litres of oil over the can’s size, rounded up', async () => {
    const service = tasks.find((candidate) => candidate.genarts.some((genart) => genart.id === 3224));
    const litres = service?.genarts.find((genart) => genart.id === 3224)?.quantity ?? 0;
    const answer = await partsOf(service?.id ?? '');
    const oil = answer.haynesProJobParts.find((part) => part.genArt === 3224);
    const capacity = Number(
      (await product(oil?.product ?? null)).attributes.find((attribute) => attribute.code === 'capacity')?.value,
    );
    expect(capacity).toBeGreaterThan(0);
    expect(oil?.quantity).toBe(Math.ceil(litres / capacity));
    expect(oil?.partRequired).toBe(true);
  });

  it('a disc job’s two discs are one pair, not two pairs (issue 42: £149.00 for £74.50)', async () => {
    const discs = task('Front brake discs and pads - renew');
    expect(discs.genarts.find((genart) => genart.id === 82)?.quantity).toBe(2);
    const answer = await partsOf(discs.id);
    const pair = answer.haynesProJobParts.find((part) => part.genArt === 82);
    const detail = await product(pair?.product ?? null);
    expect(detail.attributes).toContainEqual(expect.objectContaining({ code: 'pack', value: '2' }));
    expect(pair?.productName).toMatch(/Disc Pair/);
    expect(pair?.quantity).toBe(1);
    expect(answer.haynesProJobParts.find((part) => part.genArt === 402)?.quantity).toBe(1);
  });

  it('leaves a part nobody can supply unchosen, priced at nothing', async () => {
    // A generic article with no part for the Focus in the catalogue (its category is not in the menu).
    const menu = (await menuPaths()).map((child) => child.path);
    const categories = (await tablet.send('GET', '/storefront/categories')).json<Member<CategoryTreeNode>>();
    const genartOf = new Map<string, number>();
    for (const child of categories['hydra:member'].flatMap((item) => item.children)) {
      const detail = (await tablet.send('GET', `/storefront/categories/${encodeURIComponent(child.path)}`)).json();
      if (detail.genartId) genartOf.set(child.path, detail.genartId);
    }
    const missing = new Set([...genartOf].filter(([path]) => !menu.includes(path)).map(([, genart]) => genart));
    const job = tasks.find((candidate) => candidate.genarts.some((genart) => missing.has(genart.id)));
    expect(job, 'a Focus job whose part the catalogue does not hold').toBeDefined();
    const answer = await partsOf(job?.id ?? '');
    const part = answer.haynesProJobParts.find((candidate) => missing.has(candidate.genArt));
    expect(part).toMatchObject({
      product: null,
      productName: null,
      unitPrice: 0,
      stockAvailability: null,
      productCount: 0,
    });
  });

  it('answers a maintenance schedule’s own task too: an inspection needs no parts', async () => {
    const systems = (await tablet.send('GET', `/repair-data/maintenance-schedules?tecdocId=${focus}`)).json<
      Member<MaintenanceSystem>
    >();
    const inspection = systems['hydra:member']
      .flatMap((system) => system.periods)
      .flatMap((period) => period.tasks)
      .find((candidate) => !tasks.some((other) => other.id === candidate.id));
    expect(inspection?.description).toMatch(/inspection/);
    const answer = await partsOf(inspection?.id ?? '');
    expect(answer).toMatchObject({
      description: inspection?.description,
      time: inspection?.value,
      haynesProJobParts: [],
    });
  });

  it('prices for an Irish account in euro, a fitted part at 13.5%', async () => {
    const irish = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const answer = await partsOf(task('Front brake pads - renew').id, irish);
    expect(answer.currency).toBe('EUR');
    expect(answer.haynesProJobParts[0]).toMatchObject({ taxRate: 1350 });
    const sku = answer.haynesProJobParts[0]?.product?.replace('/products/', '');
    const information = (await irish.send('GET', `/products/product-information?skus[]=${sku}&currency=EUR`)).json()[
      'hydra:member'
    ][0];
    expect(answer.haynesProJobParts[0]?.unitPrice).toBe(information.priceWithSurcharge);
  });

  it('refuses an unknown job or vehicle, a malformed request and a person without a trade account', async () => {
    const call = (body: object, client = tablet) => client.send('POST', '/haynes-pro/work-order/part-selection', body);
    const unknownTask = await call({ tecdocId: focus, repairTimeTaskId: 'NO-SUCH-TASK' });
    expectStatus(unknownTask, 404);
    expect(unknownTask.json()['hydra:description']).toBe(partSelectionMessages.taskNotFound);
    const unknownVehicle = await call({ tecdocId: 1, repairTimeTaskId: tasks[0]?.id });
    expectStatus(unknownVehicle, 404);
    expect(unknownVehicle.json()['hydra:description']).toBe(repairDataMessages.unknownTecdocId);
    const malformed = await call({ tecdocId: 'focus', repairTimeTaskId: '' });
    expectStatus(malformed, 400);
    expect(malformed.json().violations).toEqual([
      { propertyPath: 'tecdocId', message: partSelectionMessages.noVehicle },
      { propertyPath: 'repairTimeTaskId', message: partSelectionMessages.taskId },
    ]);
    const retailTablet = workOrderClient(app, (await login(app, retail.email, retail.password)).token);
    expectStatus(await call({ tecdocId: focus, repairTimeTaskId: tasks[0]?.id }, retailTablet), 403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/haynes-pro/work-order/part-selection',
      payload: { tecdocId: focus, repairTimeTaskId: tasks[0]?.id },
    });
    expectStatus(anonymous, 401);
  });
});
