import '../catalogue.css';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetail } from '../../../../contract/catalogue/schemas';
import { messages } from '../../../../contract/messages';
import { ApiError } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useCompatibility, useProductInformation } from '../api/product-information';
import { useProduct, useProductRelations } from '../api/products';
import { PackStock } from '../../../catalogue-pack/pack-notice';
import { usePackItem, usePackState } from '../../../catalogue-pack/use-pack';
import { FitmentList } from './fitment-list';
import { PackProductView } from './pack-product-view';
import { PartNumbers } from './part-numbers';
import { derivedImages, ProductGallery } from './product-gallery';
import { ProductSummaryPanel, Row, Section } from './product-sections';
import { ProductGrid, type ProductActions } from './product-grid';
import { BranchHint } from './branch-hint';
import { StockTable } from './stock-table';
import { STOCK_NOT_SHOWN } from './stock-summary';

/**
 * `/products/{id}`: picture, price (with or without tax), stock per branch nearest first,
 * attributes, the vehicles it fits, OE and cross-reference numbers, and related parts.
 */
export function ProductPage({
  actions,
  onViewed,
}: {
  actions?: ProductActions;
  /** Told once the product is shown (recent items). */
  onViewed?: (product: ProductDetail) => void;
}) {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const pack = usePackState();
  const packItem = usePackItem(id);

  useEffect(() => {
    if (!product.data) return;
    document.title = `${product.data.brand.name} ${product.data.productName} – Workbay`;
    onViewed?.(product.data);
  }, [product.data, onViewed]);

  const unreachable =
    (product.isPending && product.fetchStatus === 'paused') ||
    (product.isError && !(product.error instanceof ApiError));
  // No saved copy and no server: the offline catalogue's copy, when the device holds one.
  if (unreachable && packItem && pack) return <PackProductView item={packItem} pack={pack} actions={actions} />;
  if (product.isPending && product.fetchStatus === 'paused') return <OfflineNotice what="This product" />;
  if (product.isPending) return <Spinner label="Loading the product" />;
  if (product.isError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return (
      <section className="page">
        <h1 className="page__title">{notFound ? 'Product not found' : 'This product could not be loaded'}</h1>
        <ErrorBanner>{product.error.message || messages.unknownError}</ErrorBanner>
        <Link className="button button--secondary" to="/">
          Back to the home page
        </Link>
      </section>
    );
  }
  return <ProductView product={product.data} actions={actions} />;
}

function ProductView({ product, actions }: { product: ProductDetail; actions?: ProductActions }) {
  const pack = usePackState();
  const packItem = usePackItem(product.id);
  const information = useProductInformation([product.sku]);
  const compatibility = useCompatibility([product.sku]);
  const relations = useProductRelations(product.sku);
  const info = information.data?.['hydra:member'][0];
  const fit = compatibility.data?.['hydra:member'][0];
  const attributes = product.attributes.filter((attribute) => attribute.code !== 'product_name');

  return (
    <article className="page product-page">
      <Breadcrumbs
        items={[
          ...product.breadcrumbs.map((crumb) => ({ label: crumb.name, to: `/category/${crumb.path}` })),
          { label: product.productName, to: `/products/${product.id}` },
        ]}
      />
      <div className="product-page__top">
        <div className="product-page__image">
          <ProductGallery
            images={product.images.length ? product.images : derivedImages(product)}
            productName={product.productName}
          />
        </div>
        <ProductSummaryPanel product={product} actions={actions}>
          {fit?.compatible !== null && fit?.compatible !== undefined && (
            <p className={fit.compatible ? 'fit fit--yes' : 'fit fit--no'}>
              {fit.compatible ? 'Fits' : 'Does not fit'} your {fit.productCompatibilityData.vehicle?.description}
            </p>
          )}
        </ProductSummaryPanel>
      </div>

      <div className="product-page__sections">
        <Section title="Stock by branch" id="stock">
          {(information.isError || information.fetchStatus === 'paused') && packItem && pack ? (
            <PackStock item={packItem} pack={pack} />
          ) : information.isError ? (
            <ErrorBanner>Stock could not be checked just now.</ErrorBanner>
          ) : info ? (
            <>
              <BranchHint preferredBranchId={info.preferredBranchId} />
              <StockTable stock={info.stock} preferredBranchId={info.preferredBranchId} />
            </>
          ) : information.isSuccess ? (
            // Answered but empty: not priced, or not shown on the website (trade-features §5).
            <p className="muted">{STOCK_NOT_SHOWN}.</p>
          ) : (
            <Spinner label="Checking stock" />
          )}
        </Section>
        <Section title="Specification" id="specification">
          <dl className="details">
            {attributes.map((attribute) => (
              <Row key={attribute.code} term={attribute.label} value={attribute.value} />
            ))}
            <Row term="Category" value={product.category.name} />
          </dl>
        </Section>
        <Section title="Part numbers" id="part-numbers">
          <PartNumbers partNumbers={product.partNumbers} />
        </Section>
        <Section title="Vehicles it fits" id="fitment">
          <FitmentList product={product} />
        </Section>
      </div>

      {relations.data && relations.data['hydra:member'].length > 0 && (
        <section className="product-page__related" aria-labelledby="related-heading">
          <h2 id="related-heading">Fitted with it</h2>
          <ProductGrid
            products={relations.data['hydra:member'].map((relation) => relation.product)}
            actions={actions}
            headingLevel={3}
          />
        </section>
      )}
    </article>
  );
}
