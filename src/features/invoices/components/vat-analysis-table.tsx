import type { Invoice } from '../../../../contract/invoices/schemas';
import { vatAnalysisTotal, vatPerLineNote } from '../../../../contract/invoices/vat-analysis';
import { formatMoney } from '../../../../contract/money/format-money';
import { vatRateLabel } from './invoice-labels';
import { TableScroll } from '../../../ui/table-scroll';

/**
 * The VAT analysis as the PDF shows it (issue 43): per rate its net, VAT and gross, their total,
 * and once, in small print, that VAT is worked out per line (contract/invoices/vat-analysis.ts).
 */
export function VatAnalysisTable({ invoice }: { invoice: Pick<Invoice, 'vatByRate' | 'currency'> }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const total = vatAnalysisTotal(invoice.vatByRate);
  return (
    <TableScroll label="VAT analysis" className="invoice__vat">
      <table className="table invoice__vat-table">
        <caption>VAT analysis</caption>
        <thead>
          <tr>
            <th scope="col">VAT rate</th>
            <th scope="col">Net</th>
            <th scope="col">VAT</th>
            <th scope="col">Gross</th>
          </tr>
        </thead>
        <tbody>
          {invoice.vatByRate.map((rate) => (
            <tr key={rate.rate}>
              <th scope="row">{vatRateLabel(rate.rate)}</th>
              <td>{money(rate.netAmount)}</td>
              <td>{money(rate.vatAmount)}</td>
              <td>{money(rate.grossAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{money(total.netAmount)}</td>
            <td>{money(total.vatAmount)}</td>
            <td>{money(total.grossAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="invoice__small-print">
        <small>{vatPerLineNote}</small>
      </p>
    </TableScroll>
  );
}
