import { z } from 'zod/mini';
import { text } from '../http/text';
import { ukThresholds, type ColourThresholds } from './colours';
import { healthCheckMessages as m } from './messages';
import { MAX_HEALTH_CHECK_ITEMS } from './schemas';
import { defaultTemplates, sectionIds, sides, type HealthCheckTemplate, type TemplateItem } from './templates';

/**
 * What a garage may change of its health checks (issue 46: "templates per garage, editable";
 * "UK defaults a garage can change"): the thresholds measurements are coloured by, and its two
 * checklists. A check keeps the thresholds it was started under (schemas.ts), so a change applies
 * to the checks started after it and never recolours one the customer has seen.
 */
const tenths = (max: number, message: string) => z.int(message).check(z.minimum(1, message), z.maximum(max, message));

/**
 * Each pair is compared whenever both of its limits are numbers, even when another field is wrong,
 * so the garage sees every problem at once, beside its field.
 */
const amberAboveRed = (red: ThresholdName, amber: ThresholdName) =>
  z.refine<Record<ThresholdName, number>>((value) => value[amber] > value[red], {
    message: m.amberAboveRed,
    path: [amber],
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const limits = value as Partial<Record<ThresholdName, unknown>>;
      return Number.isInteger(limits[red]) && Number.isInteger(limits[amber]);
    },
  });
type ThresholdName = keyof ColourThresholds;

export const thresholdsSchema = z
  .object({
    treadRedBelow: tenths(200, m.tread),
    treadAmberBelow: tenths(200, m.tread),
    padRedBelow: tenths(300, m.pad),
    padAmberBelow: tenths(300, m.pad),
  })
  .check(amberAboveRed('treadRedBelow', 'treadAmberBelow'), amberAboveRed('padRedBelow', 'padAmberBelow'));

/** One item of a checklist as the garage edits it; a new one has no key yet (the server gives it). */
export const templateItemInputSchema = z.object({
  key: z.nullable(text().check(z.regex(/^[a-z0-9-]{1,40}$/))),
  section: z.enum(sectionIds, m.section),
  name: text().check(z.trim(), z.minLength(1, m.itemName), z.maxLength(100, m.itemName)),
  measures: z.nullable(z.enum(['tread', 'pad', 'disc'], m.measures)),
  side: z.nullable(z.enum(sides, m.side)),
});
export type TemplateItemInput = z.infer<typeof templateItemInputSchema>;

export const templateIds = ['quick', 'full'] as const;

export const templateInputSchema = z.object({
  id: z.enum(templateIds, m.template),
  name: text().check(z.trim(), z.minLength(1, m.templateName), z.maxLength(60, m.templateName)),
  items: z
    .array(templateItemInputSchema)
    .check(
      z.minLength(1, m.emptyTemplate),
      z.maxLength(MAX_HEALTH_CHECK_ITEMS, m.tooManyItems(MAX_HEALTH_CHECK_ITEMS)),
    ),
});

export const saveHealthCheckSettingsSchema = z.object({
  thresholds: thresholdsSchema,
  templates: z.array(templateInputSchema).check(z.minLength(1), z.maxLength(templateIds.length)),
});
export type SaveHealthCheckSettings = z.infer<typeof saveHealthCheckSettingsSchema>;

const templateItemSchema = z.object({
  key: z.string(),
  section: z.enum(sectionIds),
  name: z.string(),
  measures: z.nullable(z.enum(['tread', 'pad', 'disc'])),
  side: z.nullable(z.enum(sides)),
});

export const healthCheckSettingsSchema = z.object({
  thresholds: z.object({
    treadRedBelow: z.int(),
    treadAmberBelow: z.int(),
    padRedBelow: z.int(),
    padAmberBelow: z.int(),
  }),
  templates: z.array(z.object({ id: z.string(), name: z.string(), items: z.array(templateItemSchema) })),
  /** Whether these are the UK defaults, never changed by the garage. */
  defaults: z.boolean(),
});
export interface HealthCheckSettings {
  thresholds: ColourThresholds;
  templates: HealthCheckTemplate[];
  defaults: boolean;
}

export const defaultSettings: HealthCheckSettings = {
  thresholds: ukThresholds,
  templates: [...defaultTemplates],
  defaults: true,
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32) || 'item';

/**
 * The checklist as saved: every item keyed. An item keeps its key when renamed (its last visit's
 * values still carry forward); a new one is keyed from its name, made unique in its checklist.
 */
export function keyedTemplate(input: z.infer<typeof templateInputSchema>): HealthCheckTemplate {
  const taken = new Set(input.items.flatMap((item) => (item.key ? [item.key] : [])));
  const items: TemplateItem[] = [];
  const used = new Set<string>();
  for (const item of input.items) {
    let key = item.key && !used.has(item.key) ? item.key : null;
    if (!key) {
      const base = slug(item.name);
      key = base;
      for (let n = 2; taken.has(key) || used.has(key); n += 1) key = `${base}-${n}`;
    }
    used.add(key);
    items.push({ key, section: item.section, name: item.name, measures: item.measures, side: item.side });
  }
  return { id: input.id, name: input.name, items };
}
