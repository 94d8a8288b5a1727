import type { RecallStatus } from '../../../../contract/vehicles/schemas';

/** GOV.UK's own check, by make and VIN: what the recall is and what to do. */
const RECALL_CHECK_URL = 'https://www.gov.uk/check-vehicle-recall';

const otherwise: Record<Exclude<RecallStatus, 'Yes'>, string> = {
  No: 'No outstanding safety recall.',
  Unknown: 'Whether a safety recall is outstanding is not known.',
  Unavailable: 'Safety recall information is not available for this vehicle.',
};

/** Whether a maker's safety recall of the vehicle is still to be done (DVSA's hasOutstandingRecall). */
export function MotRecall({ status }: { status: RecallStatus }) {
  if (status !== 'Yes') return <p className="mot-recall">{otherwise[status]}</p>;
  return (
    <section className="mot-recall mot-recall--outstanding" aria-labelledby="mot-recall-title">
      <h3 id="mot-recall-title">Outstanding safety recall</h3>
      <p>
        The maker has recalled this vehicle for a safety repair that has not been done yet. A dealer of the make does
        recall repairs free of charge.
      </p>
      <p>
        <a href={RECALL_CHECK_URL} target="_blank" rel="noopener noreferrer">
          Check the recall on GOV.UK (opens in a new tab)
        </a>
      </p>
    </section>
  );
}
