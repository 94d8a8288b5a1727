import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { ContentElementBlock } from './content-element';

/**
 * /repair-data-terms: the terms of the repair data shown with work orders (repair times,
 * maintenance schedules), from the retailer's 'haynes_pro_tc' content.
 */
export function RepairDataTermsPage() {
  return (
    <Page title="Repair data terms" narrow>
      <ContentElementBlock
        name="haynes_pro_tc"
        className="card"
        showTitle={false}
        waitingText="The repair data terms"
      />
      <p className="page__aside">
        <Link to="/work-orders">Back to work orders</Link>
      </p>
    </Page>
  );
}
