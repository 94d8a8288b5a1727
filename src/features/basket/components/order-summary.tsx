import type { Order } from '../../../../contract/orders/schemas';
import { formatMoney } from '../../../../contract/money/format-money';

/** The order (§3 Order summary): totals after discount, tax and shipping, and its promotions. */
export function OrderSummary({ order }: { order: Order }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">
        {order.status === 'placed'
          ? `Order ${order.reference} placed`
          : order.status === 'cancelled'
            ? `Order ${order.reference} cancelled`
            : `Order ${order.reference} confirmed – payment on its way`}
      </h2>
      <ul className="order-summary__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.productName} ({line.brandName} {line.item.sku}) –{' '}
            {money(line.linePriceTotal.excTax)} ex. VAT
          </li>
        ))}
      </ul>
      <dl>
        <dt>Goods after discount (ex. VAT)</dt>
        <dd>{money(order.totalExcTaxAfterDiscount - order.shippingTotalAfterDiscountExcTax)}</dd>
        <dt>Delivery (ex. VAT)</dt>
        <dd>{money(order.shippingTotalAfterDiscountExcTax)}</dd>
        <dt>VAT</dt>
        <dd>{money(order.totalTaxAfterDiscount)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(order.totalIncTax)}</strong>
        </dd>
      </dl>
      {order.promotions.length > 0 && <p>Promotions: {order.promotions.map((p) => p.promotionCode).join(', ')}</p>}
      {order.notices.map((notice) => (
        <p key={notice} className="order-summary__notice">
          {notice}
        </p>
      ))}
    </section>
  );
}
