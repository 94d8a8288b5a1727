import type { HealthCheckSettings, SaveHealthCheckSettings } from '../../../contract/health-checks/settings';
import { saveHealthCheckSettingsSchema, templateIds } from '../../../contract/health-checks/settings';
import type { TemplateItemInput } from '../../../contract/health-checks/settings';

/**
 * The settings as the form holds them: the thresholds in millimetres as typed ("1.6"), since that
 * is how a garage reads a tread gauge; the server keeps tenths. Paths match the server's
 * (`thresholds.treadAmberBelow`, `templates.0.items.3.name`) so a refusal lands beside its field.
 */
export interface SettingsFormValues {
  thresholds: Record<ThresholdName, string>;
  templates: { id: (typeof templateIds)[number]; name: string; items: TemplateItemInput[] }[];
}
export const thresholdNames = ['treadRedBelow', 'treadAmberBelow', 'padRedBelow', 'padAmberBelow'] as const;
export type ThresholdName = (typeof thresholdNames)[number];

const millimetres = (tenths: number) => (tenths / 10).toFixed(1);

export function formOf(settings: HealthCheckSettings): SettingsFormValues {
  const thresholds = Object.fromEntries(
    thresholdNames.map((name) => [name, millimetres(settings.thresholds[name])]),
  ) as SettingsFormValues['thresholds'];
  const templates = settings.templates
    .filter((template): template is typeof template & { id: SettingsFormValues['templates'][number]['id'] } =>
      (templateIds as readonly string[]).includes(template.id),
    )
    .map((template) => ({ id: template.id, name: template.name, items: template.items.map((item) => ({ ...item })) }));
  return { thresholds, templates };
}

/** "1.6" → 16 tenths; anything that is not a number stays NaN for the schema to refuse in words. */
const tenthsOf = (typed: string) => {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 10);
};

/** The body to PUT, or the problems per field path the schema finds first (the server finds the same). */
export function bodyOf(
  values: SettingsFormValues,
): { body: SaveHealthCheckSettings } | { problems: { path: string; message: string }[] } {
  const parsed = saveHealthCheckSettingsSchema.safeParse({
    thresholds: Object.fromEntries(thresholdNames.map((name) => [name, tenthsOf(values.thresholds[name])])),
    templates: values.templates,
  });
  if (parsed.success) return { body: parsed.data };
  return { problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
}
