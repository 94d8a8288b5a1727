import { useEffect } from 'react';
import type { PackItemRow, PackStateRow } from '../../../db/catalogue-pack';
import { PackNotice, PackStock } from '../../../catalogue-pack/pack-notice';
import { packItemToSummary } from '../../../catalogue-pack/pack-summary';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { usePricing } from '../../../ui/pricing-context';
import { PartNumbers } from './part-numbers';
import { derivedImages, ProductGallery } from './product-gallery';
import { ProductSummaryPanel, Row, Section } from './product-sections';
import { PackFitment } from './pack-fitment';
import type { ProductActions } from './product-grid';

/**
 * A product page from the offline catalogue on the device, when the server cannot be reached and
 * no copy of the page was saved: what the pack holds (price, last-known stock here and nearby,
 * specification and numbers), marked as the pack's, and the same actions as online.
 */
export function PackProductView({
  item,
  pack,
  actions,
}: {
  item: PackItemRow;
  pack: PackStateRow;
  actions?: ProductActions;
}) {
  useEffect(() => {
    document.title = `${item.name} – Workbay`;
  }, [item.name]);
  const paths = item.category.path.split('/');
  const attributes = item.attributes.filter((attribute) => attribute.code !== 'product_name');
  const summary = packItemToSummary(item, usePricing().currency);
  return (
    <article className="page product-page">
      <Breadcrumbs
        items={[
          ...item.categoryTrail.map((name, index) => ({
            label: name,
            to: `/category/${paths.slice(0, index + 1).join('/')}`,
          })),
          { label: item.name, to: `/products/${item.id}` },
        ]}
      />
      <PackNotice pack={pack} />
      <div className="product-page__top">
        <div className="product-page__image">
          <ProductGallery images={derivedImages({ ...item, productName: item.name })} productName={item.name} />
        </div>
        <ProductSummaryPanel product={summary} actions={actions} />
      </div>
      <div className="product-page__sections">
        <Section title="Stock by branch" id="stock">
          <PackStock item={item} pack={pack} />
        </Section>
        <Section title="Specification" id="specification">
          <dl className="details">
            {attributes.map((attribute) => (
              <Row key={attribute.code} term={attribute.label} value={attribute.value} />
            ))}
            <Row term="Category" value={item.category.name} />
          </dl>
        </Section>
        <Section title="Part numbers" id="part-numbers">
          <PartNumbers partNumbers={{ oe: item.oe, competitor: item.competitor, superseded: item.superseded }} />
        </Section>
        <Section title="Vehicles it fits" id="fitment">
          <PackFitment tecdocIds={item.tecdocIds} />
        </Section>
      </div>
    </article>
  );
}
