import '../work-orders.css';
import '../work-order-editor.css';
import '../work-order-kits.css';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { partName } from '../../../../contract/work-orders/part-name';
import { errorMessage } from '../../../api/api-error';
import { packItemToSummary } from '../../../catalogue-pack/pack-summary';
import { usePackCategory } from '../../../catalogue-pack/use-pack';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePartCategory, usePartMenu, usePartProducts } from '../api/part-selection';
import { useWorkOrder } from '../hooks/use-work-order';
import { groupByBrand } from '../part-groups';
import { plateText } from '../registration';
import { addPart } from '../work-order-edits';
import { changeWorkOrder } from '../work-order-store';

interface Choice {
  sku: string;
  brand: string;
  name: string;
  unitPrice: number;
  stock: number | null;
}

/**
 * /work-orders/add-parts/part-selection/{...slug}?workOrder={id} (trade-features §2): the
 * categories and parts that fit the work order's vehicle, with the stock at the branch, and a
 * part put on the work order in one touch. Offline, categories opened before answer from the
 * device, and a leaf without a kept answer lists the offline catalogue's fitting parts.
 */
export function PartSelectionPage({ id, path }: { id: string; path: string }) {
  const { row, userId, online, loading } = useWorkOrder(id);
  const doc = row?.workOrder;
  const tecdocId = doc?.tecdocId ?? null;
  const menu = usePartMenu(path ? null : tecdocId);
  const category = usePartCategory(tecdocId, path);
  const genArt = category.data?.genartId ?? null;
  const products = usePartProducts(tecdocId, genArt);
  // The offline catalogue's fitting parts, for a leaf the device has no kept answer for.
  const pack = usePackCategory(path || '\uffff', tecdocId);
  const [added, setAdded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  if (loading) return <Spinner label="Loading the work order" />;
  if (!doc) return <Page title="Part selection">This work order is not on this device.</Page>;
  const back = `/work-orders/${id}`;
  const link = (to: string) => `/work-orders/add-parts/part-selection/${to}?workOrder=${id}`;
  const title = `Parts for ${plateText(doc.vrm) || 'the vehicle'}`;
  if (!tecdocId)
    return (
      <Page title={title}>
        <p>Look the vehicle up on the work order first: parts are chosen to fit it.</p>
        <Link to={back}>Back to the work order</Link>
      </Page>
    );

  const choices: Choice[] = products.data
    ? products.data.groups.flatMap((group) =>
        group.products.map((product) => ({
          sku: product.sku,
          brand: product.brand.name,
          name: partName(product.brand.name, product.productName),
          unitPrice: product.unitPrice,
          stock: product.stockAvailability,
        })),
      )
    : products.isError || (category.isError && path)
      ? (pack ?? []).map((item) => {
          const summary = packItemToSummary(item, doc.currency);
          return {
            sku: summary.sku,
            brand: summary.brand.name,
            name: partName(summary.brand.name, summary.productName),
            unitPrice: summary.price + summary.surcharge,
            stock: null,
          };
        })
      : [];
  const put = (choice: Choice) => {
    setError(null);
    const parts = {
      [`/products/${choice.sku}`]: {
        name: choice.name,
        price: choice.unitPrice,
        surcharge: 0,
        multipleOfSaleQuantity: 1,
        stockAvailability: choice.stock,
      },
    };
    changeWorkOrder(userId, id, addPart(doc, choice.sku, 1), `Add ${choice.name}`, { parts })
      .then(() => setAdded(`${choice.name} is on the work order${online ? '.' : ', to be sent when you are online.'}`))
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };
  const children = path ? (category.data?.children ?? []) : (menu.data ?? []);

  return (
    <Page title={title} intro={[doc.make, doc.model, doc.engineSize].filter(Boolean).join(' ')}>
      <p className="wo-back">
        <Link to={back}>Back to {doc.workOrderNumber ?? 'the work order'}</Link>
        {path && (
          <>
            {' · '}
            <Link to={link('')}>All categories</Link>
          </>
        )}
      </p>
      <SuccessBanner>{added}</SuccessBanner>
      <ErrorBanner>{error}</ErrorBanner>
      {category.data && <h2>{category.data.name}</h2>}
      {(menu.isLoading || category.isLoading) && <Spinner label="Loading the categories" />}
      {children.length > 0 && (
        <ul className="wo-part-categories" aria-label="Categories">
          {children
            .filter((child) => child.productCount > 0)
            .map((child) => (
              <li key={child.path}>
                <Link className="wo-part-category" to={link(child.path)}>
                  <span>{child.name}</span>
                  <span className="muted">{child.productCount} fit</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
      {(menu.isError || category.isError) && !children.length && !choices.length && (
        <p className="muted">This category is not on this device. Open it once while online.</p>
      )}
      {products.isLoading && <Spinner label="Loading the parts" />}
      {choices.length > 0 && (
        // One heading per brand, a level below the category's (or the page's when it has none).
        <ul className="wo-part-brands" aria-label="Parts that fit">
          {groupByBrand(choices).map((group, index) => {
            const Heading = category.data ? 'h3' : 'h2';
            return (
              <li key={group.brand} className="wo-part-brand">
                <Heading id={`${headingId}-${index}`} className="wo-part-brand__name">
                  {group.brand}
                </Heading>
                <ul className="wo-tasks" aria-labelledby={`${headingId}-${index}`}>
                  {group.choices.map((choice) => (
                    <li key={choice.sku} className="wo-task">
                      <span className="wo-task__name">
                        {choice.name}
                        {choice.stock !== null && (
                          <span className="muted">
                            {' '}
                            · {choice.stock > 0 ? `${choice.stock} at your branch` : 'not at your branch'}
                          </span>
                        )}
                      </span>
                      <span className="wo-task__time">{formatMoney(choice.unitPrice, doc.currency)}</span>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => put(choice)}
                        aria-label={`Add ${choice.name}`}
                      >
                        Add
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
