import { healthCheckRules } from '../../../contract/health-checks/apply';
import { registerDocumentOperations } from '../../documents/document-operations';
import { registerHealthCheckAnswersOperation } from './health-check-answers-outbox';
import { healthCheckStore } from './health-check-store';
import { describeHealthCheckClash } from './health-check-words';
import { registerPhotoOperation } from './photos/photo-operation';

/** The health checks' operations in the sync registry (the document kit's); app/ calls this once at start. */
export function registerHealthCheckOperations(): void {
  registerDocumentOperations(healthCheckStore, {
    requests: () => import('./api/health-check-requests'),
    rules: healthCheckRules,
    describeClash: describeHealthCheckClash,
  });
  registerPhotoOperation();
  registerHealthCheckAnswersOperation();
}
