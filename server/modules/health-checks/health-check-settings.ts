import { eq } from 'drizzle-orm';
import type { ColourThresholds } from '../../../contract/health-checks/colours';
import {
  defaultSettings,
  keyedTemplate,
  type HealthCheckSettings,
  type SaveHealthCheckSettings,
} from '../../../contract/health-checks/settings';
import type { HealthCheckTemplate } from '../../../contract/health-checks/templates';
import type { Database } from '../../db/database';
import { healthCheckSettings } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/**
 * A garage's thresholds and checklists (issue 46), read where a check is started and where the
 * garage changes them. A checklist the garage never saved is the default one of that id, so a
 * garage that changed only the quick check still has the full one as shipped.
 */
export function createHealthCheckSettings(root: Database) {
  const db = databaseOf(root);
  return {
    async of(accountId: string): Promise<HealthCheckSettings> {
      const [row] = await db().select().from(healthCheckSettings).where(eq(healthCheckSettings.accountId, accountId));
      if (!row) return defaultSettings;
      const saved = row.templates as HealthCheckTemplate[];
      const templates = defaultSettings.templates.map(
        (template) => saved.find((candidate) => candidate.id === template.id) ?? template,
      );
      return { thresholds: row.thresholds as ColourThresholds, templates, defaults: false };
    },

    async save(accountId: string, input: SaveHealthCheckSettings, by: string, at: Date): Promise<HealthCheckSettings> {
      const current = await this.of(accountId);
      const changed = input.templates.map(keyedTemplate);
      const templates = current.templates.map(
        (template) => changed.find((candidate) => candidate.id === template.id) ?? template,
      );
      const values = { thresholds: input.thresholds, templates, modifiedBy: by, modifiedAt: at };
      await db()
        .insert(healthCheckSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: healthCheckSettings.accountId, set: values });
      return { thresholds: input.thresholds, templates, defaults: false };
    },
  };
}
export type HealthCheckSettingsStore = ReturnType<typeof createHealthCheckSettings>;
