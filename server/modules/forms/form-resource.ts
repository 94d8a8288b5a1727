import type { FifmApplication } from '../../../contract/forms/applications';
import type { Form } from '../../../contract/forms/schemas';
import type { FifmApplicationRow, FormRow } from '../../db/schema';

export function toFormResource(row: FormRow): Form {
  return {
    '@id': `/api/forms/${row.code}`,
    code: row.code,
    name: row.name,
    description: row.description,
    submitLabel: row.submitLabel,
    fields: row.fields,
  };
}

const fifmStatuses = ['received', 'booked', 'fitted', 'cancelled'] as const;

export function toFifmResource(row: FifmApplicationRow): FifmApplication {
  return {
    '@id': `/api/fifm-applications/${row.id}`,
    id: row.id,
    vrm: row.vrm,
    postcode: row.postcode,
    preferredDate: row.preferredDate,
    telephone: row.telephone,
    partsDescription: row.partsDescription,
    status: fifmStatuses.find((status) => status === row.status) ?? 'received',
    createdAt: row.createdAt.toISOString(),
  };
}
