import '../work-orders.css';
import '../work-order-editor.css';
import '../work-order-kits.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import type { RepairTask } from '../../../../contract/repair-data/schemas';
import type { WorkOrderChange } from '../../../../contract/work-orders/intents';
import type { WorkOrderJob } from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import { partName } from '../../../../contract/work-orders/part-name';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { Toast, type ToastMessage } from '../../../ui/toast';
import { useWorkOrdersConfiguration } from '../api/configuration';
import { jobParts } from '../api/job-parts';
import { useGarage } from '../hooks/use-garage';
import { useVehicleLookup } from '../hooks/use-vehicle-lookup';
import { useWorkOrder } from '../hooks/use-work-order';
import { useRepairTasks } from '../../../documents/use-repair-tasks';
import { useCustomJobs, useLabourRates, useMaintenanceSchedules } from '../hooks/use-workshop-data';
import * as edits from '../work-order-edits';
import { addedJobOf, addedJobWords } from '../added-job';
import { answersLabel, answersOf } from '../line-answers';
import { notesOf } from '../work-order-notes';
import { setHeaderFields } from '../set-header-fields';
import { changeWorkOrder, type ChangeExtras } from '../work-order-store';
import { lineName } from '../work-order-words';
import { plateText } from '../registration';
import { knownAccountDefault, percentWords } from '../uplift';
import { AddJob } from './add-job';
import { AddPart } from './add-part';
import { JobList } from './job-list';
import { JobPartOffers } from './job-part-offers';
import { JobSheetButton } from './job-sheet-button';
import { PartList } from './part-list';
import { SectionJumpBar, type JumpSection } from './section-jump-bar';
import { QuickKits } from './quick-kits';
import { Schedules } from './schedules';
import { StatusActions } from './status-actions';
import { UpliftField } from './uplift-field';
import { WorkOrderDetails } from './work-order-details';
import { WorkOrderSummary } from './work-order-summary';
import { WorkOrderVehicle } from './work-order-vehicle';

/** The editor's sections in the jump bar, in page order: the summary is beside the work on a wide screen. */
const SECTIONS: readonly JumpSection[] = [
  { id: 'wo-jobs', name: 'Jobs' },
  { id: 'wo-kits', name: 'Kits' },
  { id: 'wo-parts', name: 'Parts' },
  { id: 'wo-summary', name: 'Summary', narrowOnly: true },
];

/**
 * "Added ‘…’ to Jobs" with "Show" (issue 45): on a phone the job lands far above the tree its Add
 * was pressed in. Show brings the job's line into view, marked and focused until the focus leaves it.
 */
function useAddedJobNotice() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const count = useRef(0);
  const show = useCallback((jobId: string) => {
    const line = document.getElementById(`wo-job-${jobId}`);
    if (!line) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    line.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
    line.focus({ preventScroll: true });
    setShown(jobId);
  }, []);
  const announce = useCallback(
    (jobId: string, description: string, parts: number) => {
      count.current += 1;
      setToast({
        key: count.current,
        text: addedJobWords(description, parts),
        action: { label: 'Show', run: () => show(jobId) },
      });
    },
    [show],
  );
  return { toast, dismiss: () => setToast(null), announce, shown, unmark: () => setShown(null) };
}

/** Clocking on the work order (issue 47), composed by app/: a bar above the jobs and a clock on each job. */
export interface WorkOrderClocking {
  bar: ReactNode;
  job: (doc: WorkOrder, job: WorkOrderJob) => ReactNode;
}

/**
 * /work-orders/{id}: the mechanic's work order on the bay tablet (trade-features §3–§5). Every
 * edit is made on the device first (shown at once, prices worked out here) and queued as an
 * intent for the server, so the whole job can be built during a Wi-Fi outage.
 */
export function WorkOrderEditor({ id, clocking }: { id: string; clocking?: WorkOrderClocking }) {
  const state = useWorkOrder(id);
  const { row, changes, online, userId } = state;
  const [error, setError] = useState<string | null>(null);
  const added = useAddedJobNotice();
  const rates = useLabourRates();
  const customJobs = useCustomJobs();
  const tree = useRepairTasks(row?.workOrder.tecdocId ?? null, row?.repairTasks ?? []);
  const schedules = useMaintenanceSchedules(row?.workOrder.tecdocId ?? null);
  const configuration = useWorkOrdersConfiguration();
  const notes = useMemo(() => notesOf(changes), [changes]);
  const vehicleLookup = useVehicleLookup(userId, row?.workOrder ?? null, online);
  const garage = useGarage(
    userId,
    row?.workOrder.accountNumber ? `Account ${row.workOrder.accountNumber}` : 'Workshop',
  );
  // The customer's answers on every line, worked out once for the lists and the status card (issue 42).
  const workOrder = row?.workOrder ?? null;
  const answers = useMemo(() => (workOrder ? answersOf(workOrder) : null), [workOrder]);

  if (state.loading) return <Spinner label="Loading the work order" />;
  if (!row) {
    return (
      <Page title="Work order not found">
        <ErrorBanner>
          {state.notFound
            ? 'This work order is not one of your workshop’s.'
            : state.pullError
              ? `The work order could not be loaded. ${errorMessage(state.pullError)}`
              : 'This work order is not on this device. Open it once while online to keep it for offline use.'}
        </ErrorBanner>
        <Link to="/work-orders">Back to work orders</Link>
      </Page>
    );
  }

  const doc = row.workOrder;
  const closed = isClosed(doc.status);
  /** Kept on the device and queued for the server; true once it is (the device refuses nothing it can show). */
  const change = (made: WorkOrderChange[], description: string, extras?: ChangeExtras): Promise<boolean> => {
    if (!made.length) return Promise.resolve(false);
    setError(null);
    return changeWorkOrder(userId, id, made, description, extras).then(
      () => true,
      (failure: unknown) => {
        setError(errorMessage(failure));
        return false;
      },
    );
  };
  /** A job put on, and said where it went once the device holds it. */
  const addJob = async (made: WorkOrderChange[], description: string, extras?: ChangeExtras) => {
    const job = addedJobOf(made);
    if ((await change(made, `Add ${description}`, extras)) && job) added.announce(job.id, description, job.parts);
  };
  const accountDefault = knownAccountDefault(configuration.data?.defaultUplift, doc);
  const partSelection = (category: string) => `/work-orders/add-parts/part-selection/${category}?workOrder=${id}`;
  /** A part put on with what the device knows of it, to price it before the server does. */
  const knownPart = (product: string, name: string, price: number, stockAvailability: number | null) => ({
    parts: { [product]: { name, price, surcharge: 0, multipleOfSaleQuantity: 1, stockAvailability } },
  });
  const label = doc.vrm
    ? `${doc.workOrderNumber ?? 'New work order'} · ${plateText(doc.vrm)}`
    : (doc.workOrderNumber ?? 'New work order');
  const treeState = !doc.tecdocId ? 'no-vehicle' : tree.data ? 'ready' : tree.isLoading ? 'loading' : 'unavailable';
  // Parts ordered here and not through yet: waiting to be sent, or refused by the server (whose
  // words show in the status card's notes, never beside "to be ordered").
  const orderChanges = changes.filter(({ entry }) =>
    ((entry.payload as { changes?: WorkOrderChange[] }).changes ?? []).some((intent) => intent.op === 'orderParts'),
  );
  const orderRefused = orderChanges.some(({ status }) => status.kind === 'refused' || status.kind === 'conflict');
  const orderPending = !orderRefused && orderChanges.length > 0;
  // A repair-time job comes with the parts it needs when they can be read (online, or read before).
  const addTask = async (task: RepairTask, rate: edits.LabourRateChoice) => {
    const parts = doc.tecdocId ? await jobParts(userId, doc.tecdocId, task.id) : null;
    const known = Object.fromEntries(
      (parts ?? []).flatMap((part) =>
        part.product && part.productName
          ? [
              [
                part.product,
                {
                  name: part.productName,
                  price: part.unitPrice,
                  surcharge: 0,
                  multipleOfSaleQuantity: 1,
                  stockAvailability: part.stockAvailability,
                },
              ],
            ]
          : [],
      ),
    );
    await addJob(edits.addTaskJobWithParts(doc, task, rate, parts ?? []), task.description, {
      repairTasks: tree.data ?? [],
      parts: known,
    });
  };
  const addProduct = (product: ProductSummary) =>
    change(edits.addPart(doc, product.sku, 1), `Add ${partName(product.brand.name, product.productName)}`, {
      parts: {
        [`/products/${product.sku}`]: {
          name: partName(product.brand.name, product.productName),
          price: product.price,
          surcharge: product.surcharge,
          multipleOfSaleQuantity: 1,
          stockAvailability: null,
        },
      },
    });

  return (
    <Page title={`Work order ${label}`}>
      <p className="wo-back">
        <Link to="/work-orders">All work orders</Link>
      </p>
      <ErrorBanner>{error}</ErrorBanner>
      <ErrorBanner>
        {notes.general.length
          ? notes.general.map((note) => (note.kind === 'refused' ? note.message : note.label)).join(' ')
          : null}
      </ErrorBanner>
      <SectionJumpBar sections={SECTIONS} />
      <div className="wo-editor">
        <div className="wo-editor__main">
          <WorkOrderVehicle
            doc={doc}
            online={online}
            changeStatuses={changes.map((change) => change.status)}
            orderPending={orderPending}
            lookup={vehicleLookup}
          />
          {clocking?.bar}
          <section className="wo-section card" aria-labelledby="wo-jobs">
            <h2 id="wo-jobs">Jobs</h2>
            <JobList
              doc={doc}
              answers={answers}
              notes={notes}
              shown={added.shown}
              onLeave={added.unmark}
              onRemove={(job) => change(edits.removeLine(doc, 'job', job.id), `Remove ${job.description}`)}
              rates={rates.data ?? []}
              onOverride={(job, time) =>
                change(edits.updateLine(doc, 'job', job.id, { overrideTime: time }), `Time for ${job.description}`)
              }
              onRate={(job, rate) =>
                change(
                  // One of the account's rates: the job is no longer an override.
                  edits.updateLine(doc, 'job', job.id, {
                    labourRate: { id: rate.id, rate: rate.rate },
                    ...(job.labourRateOverride ? { labourRateOverride: null } : {}),
                  }),
                  `${rate.name} rate for ${job.description}`,
                )
              }
              extras={(job) =>
                !clocking && (!job.job || closed) ? null : (
                  <>
                    {clocking?.job(doc, job)}
                    {job.job && !closed && (
                      <JobPartOffers
                        doc={doc}
                        job={job}
                        partSelection={partSelection}
                        onAdd={(offer) => {
                          const name = offer.productName ?? offer.description;
                          change(
                            edits.addJobPart(doc, job.id, offer),
                            `Add ${name} to ${job.description}`,
                            knownPart(offer.product, name, offer.unitPrice, offer.stockAvailability),
                          );
                        }}
                      />
                    )}
                  </>
                )
              }
            />
            {!closed && (
              <AddJob
                tree={tree.data ?? []}
                treeState={treeState}
                rates={rates.data ?? []}
                ratesLoading={rates.isLoading}
                customJobs={customJobs.data ?? []}
                currency={doc.currency}
                disabled={closed}
                onTask={(task, rate) => void addTask(task, rate)}
                onCustom={(job, rate) => void addJob(edits.addCustomJob(doc, job, rate), job.description)}
              />
            )}
          </section>
          <section className="wo-section card" aria-labelledby="wo-schedules">
            <h2 id="wo-schedules">Maintenance schedules</h2>
            <Schedules
              doc={doc}
              answers={answers}
              systems={schedules.data}
              notes={notes}
              disabled={closed}
              // At the account's first rate: never at a rate made up when none is known (issue 42).
              rates={rates.data?.length ? 'ready' : rates.isLoading ? 'loading' : 'none'}
              onAdd={(period) => {
                const rate = rates.data?.[0];
                if (rate) change(edits.addSchedule(doc, period, rate), `Add ${period.description}`);
              }}
              onRemove={(schedule) =>
                change(edits.removeLine(doc, 'maintenanceSchedule', schedule.id), `Remove ${schedule.description}`)
              }
            />
          </section>
          <section className="wo-section card" aria-labelledby="wo-kits">
            <h2 id="wo-kits">Quick kits</h2>
            <QuickKits
              doc={doc}
              answers={answers}
              notes={notes}
              names={Object.fromEntries(
                Object.entries(row.parts).map(([product, part]) => [product.replace('/products/', ''), part.name]),
              )}
              disabled={closed}
              onAdd={(kit, items, brands) =>
                change(edits.addQuickKit(doc, kit.type, items), `Add a quick ${kit.type} kit`, {
                  parts: Object.fromEntries(
                    brands.map((brand) => [
                      `/products/${brand.sku}`,
                      {
                        name: partName(brand.name, brand.productName),
                        price: brand.price.excTax,
                        surcharge: 0,
                        multipleOfSaleQuantity: 1,
                        stockAvailability: null,
                      },
                    ]),
                  ),
                })
              }
              onRemove={(kit) => change(edits.removeLine(doc, 'quickKit', kit.id), `Remove the quick ${kit.type} kit`)}
              onBrand={(kit, index, brand) => {
                const name = partName(brand.name, brand.productName);
                change(
                  edits.changeKitBrand(doc, kit.id, index, brand.sku),
                  `${name} in the quick ${kit.type} kit`,
                  knownPart(`/products/${brand.sku}`, name, brand.price.excTax, null),
                );
              }}
            />
          </section>
          <section className="wo-section card" aria-labelledby="wo-parts">
            <h2 id="wo-parts">Parts</h2>
            <PartList
              doc={doc}
              answers={answers}
              parts={row.parts}
              notes={notes}
              onQuantity={(item, quantity) =>
                change(
                  edits.updateLine(doc, 'item', item.id, { quantity }),
                  `${quantity} × ${row.parts[item.product ?? '']?.name ?? lineName(item)}`,
                )
              }
              onService={(item, set) =>
                change(
                  edits.updateLine(doc, 'item', item.id, { ...set }),
                  set.additionalServiceName === null
                    ? `Take the service off ${lineName(item)}`
                    : `Service on ${lineName(item)}: ${set.additionalServiceName}`,
                )
              }
              onRemove={(item) => change(edits.removeLine(doc, 'item', item.id), `Remove ${lineName(item)}`)}
            />
            {!closed && (
              <>
                <AddPart online={online} currency={doc.currency} disabled={closed} vehicle={doc} onAdd={addProduct} />
                {doc.tecdocId && (
                  <Link className="button button--secondary" to={partSelection('')}>
                    Choose parts by category
                  </Link>
                )}
              </>
            )}
          </section>
          <WorkOrderDetails
            doc={doc}
            notes={notes}
            onSet={(field, value) => setHeaderFields(userId, id, { [field]: value }, `Change the ${field}`)}
          />
        </div>
        <aside className="wo-editor__side">
          <WorkOrderSummary doc={doc} provisional={row.provisional} priceFailure={row.priceFailure ?? null}>
            <UpliftField
              doc={doc}
              notes={notes}
              accountDefault={accountDefault}
              onSet={(uplift) =>
                change(
                  edits.setField(doc, 'uplift', uplift),
                  uplift === null ? 'Use the account’s default uplift' : `Uplift of ${percentWords(uplift)}`,
                  uplift === null && accountDefault !== null ? { defaultUplift: accountDefault } : undefined,
                )
              }
            />
          </WorkOrderSummary>
          <StatusActions
            doc={doc}
            online={online}
            notes={notes.byPath.get('status')}
            orderPending={orderPending}
            orderRefused={orderRefused}
            answers={answers}
            onMove={(to, reason, override) =>
              change(
                edits.moveStatus(doc, to, reason, override),
                override ? `Move to ${to} before authorisation: ${override}` : `Move to ${to}`,
              )
            }
            onAuthorise={(given, by, method) =>
              change(edits.answerLines(doc, given, by, method), answersLabel(given, by))
            }
            onOrderParts={(override) =>
              change(
                edits.orderParts(override),
                override ? `Order all the parts before authorisation: ${override}` : 'Order the parts',
              )
            }
          />
          <JobSheetButton doc={doc} garage={garage} />
        </aside>
      </div>
      <Toast message={added.toast} onDismiss={added.dismiss} />
    </Page>
  );
}
