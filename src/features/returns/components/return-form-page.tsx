import '../returns.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { orderRoutes } from '../../../../contract/orders/routes';
import { returnRoutes } from '../../../../contract/returns/routes';
import type { ReturnProduct } from '../../../../contract/returns/schemas';
import { ApiError, NetworkError, TimeoutError } from '../../../api/api-error';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';
import { useOnlineStatus } from '../../../sync/online-status';
import { discardEntry } from '../../../sync/queue-actions';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useReturnProducts } from '../api/returns';
import { useRefusedReturn, type RefusedReturn } from '../hooks/use-refused-return';
import { queueReturn } from '../return-outbox';
import { checkChoices, emptyChoice, errorsFromViolations } from '../return-form-rules';
import { returnMoment } from '../return-labels';
import { ReturnLineFields, type LineChoice, type LineErrors } from './return-line-fields';

/** /account/returns/new?order=<id> (issue 26): choose the parts of an order to send back. */
export function ReturnFormPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const online = useOnlineStatus();
  const userId = useSession().claims?.id ?? '';
  const products = useReturnProducts(orderId);
  const refused = useRefusedReturn(orderId);
  const order = useQuery({
    queryKey: ['returns', 'order', userId, orderId],
    queryFn: ({ signal }) => apiRequest(orderRoutes.order, { params: { id: orderId }, signal }),
    enabled: Boolean(orderId),
    staleTime: 60_000,
  });

  if (!orderId)
    return (
      <Page title="Return parts">
        <p>
          Open the order the parts came on from <Link to="/account/orders">your orders</Link>, then choose “Return
          parts”.
        </p>
      </Page>
    );
  if (products.isPending || refused === undefined)
    return online ? <Spinner label="Loading the order’s parts" /> : <OfflineNotice what="The order’s parts" />;
  if (!products.data)
    return (
      <Page title="Return parts">
        <ErrorBanner>
          {products.error instanceof ApiError
            ? products.error.message
            : 'The order’s parts could not be loaded. Please try again.'}
        </ErrorBanner>
        <Link to="/account/returns">Your returns</Link>
      </Page>
    );
  return (
    <ReturnForm
      orderId={orderId}
      orderReference={order.data?.reference ?? ''}
      products={products.data['hydra:member']}
      refused={refused}
    />
  );
}

/** A refused return's lines as the form's choices, and its violations beside them. */
function fromRefused(refused: RefusedReturn | null) {
  const lines = refused?.payload.body.lines ?? [];
  const choices = Object.fromEntries(
    lines.map((line) => [
      line.orderLine,
      { quantity: String(line.quantity), reason: line.reason, note: line.note ?? '' },
    ]),
  );
  // The server's words as a whole stand in the banner above the form; each violation beside its line.
  const mapped = errorsFromViolations(refused?.violations ?? [], lines);
  return { choices, errors: mapped.errors, problem: mapped.problem };
}

function ReturnForm({
  orderId,
  orderReference,
  products,
  refused,
}: {
  orderId: string;
  orderReference: string;
  products: ReturnProduct[];
  /** A return of this order asked for offline and refused once sent: the form starts from it. */
  refused: RefusedReturn | null;
}) {
  const [start] = useState(() => fromRefused(refused));
  const [choices, setChoices] = useState<Record<string, LineChoice>>(start.choices);
  const [errors, setErrors] = useState<Record<string, LineErrors>>(start.errors);
  const [problem, setProblem] = useState<string | null>(start.problem);
  const [redo, setRedo] = useState(refused);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);
  const online = useOnlineStatus();
  const userId = useSession().claims?.id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = orderReference ? `Return parts from order ${orderReference}` : 'Return parts';
  const returnable = products.some((product) => !product.notReturnable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChoices(products, choices);
    setErrors(checked.errors);
    setProblem(checked.problem);
    if (!checked.lines.length) return;
    const body = { id: uuidv7(), order: orderId, lines: checked.lines };
    // The refused return is replaced by this one, once this one is sent or queued.
    const replaced = async () => {
      if (redo) await discardEntry(redo.id);
    };
    const wait = async () => {
      await queueReturn(userId, body, orderReference || orderId);
      await replaced();
      setQueued(true);
    };
    setSending(true);
    try {
      if (!online) return await wait();
      const made = await apiRequest(returnRoutes.createDigitalReturn, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: body.id },
      });
      await replaced();
      await queryClient.invalidateQueries({ queryKey: ['returns'] });
      await navigate(`/account/returns/${made.id}`);
    } catch (error) {
      if (error instanceof NetworkError || error instanceof TimeoutError) return await wait();
      if (error instanceof ApiError && error.violations.length) {
        const mapped = errorsFromViolations(error.violations, body.lines);
        setErrors(mapped.errors);
        setProblem(mapped.problem);
      } else setProblem(error instanceof Error ? error.message : 'The return could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  if (queued)
    return (
      <Page title={title}>
        <SuccessBanner>
          Your return is saved on this device and waits to be sent: it will go as soon as you are back online.
        </SuccessBanner>
        <p>
          <Link to="/account/returns">Your returns</Link>
        </p>
      </Page>
    );
  return (
    <Page
      title={title}
      intro="Choose how many of each part to send back and why. Our van collects approved returns on its next round."
    >
      {!online && (
        <p role="status" className="banner banner--info">
          You are offline: your return will wait on this device and be sent when you are back online.
        </p>
      )}
      {redo && (
        <div className="banner banner--error" role="alert">
          <p>
            The return you asked for on {returnMoment(redo.createdAt)} was not accepted when it was sent:{' '}
            {redo.lastError} It is filled in below: change it and request it again, or discard it.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void discardEntry(redo.id).then(() => {
                setRedo(null);
                setChoices({});
                setErrors({});
                setProblem(null);
              })
            }
          >
            Discard the refused return
          </button>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Return parts">
        {products.map((product) => (
          <ReturnLineFields
            key={product.id}
            product={product}
            choice={choices[product.id] ?? emptyChoice}
            errors={errors[product.id] ?? {}}
            onChange={(choice) => setChoices((all) => ({ ...all, [product.id]: choice }))}
          />
        ))}
        <ErrorBanner>{problem}</ErrorBanner>
        {returnable ? (
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Request return'}
          </button>
        ) : (
          <p>Nothing on this order can be returned online. Please speak to your branch.</p>
        )}
      </form>
      <p>
        <Link to={`/account/orders/${orderId}`}>Back to the order</Link>
      </p>
    </Page>
  );
}
