/**
 * The consent groups (storefront-core §4, §9), with the codes OneTrust gives them
 * (design/providers.md). Strictly necessary cookies (C0001) need no consent and are always on; the
 * others are off until the person turns them on.
 */
export const consentGroups = {
  necessary: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  marketing: 'C0004',
} as const;

export type ConsentGroup = keyof typeof consentGroups;
export type ConsentGroupCode = (typeof consentGroups)[ConsentGroup];

/** The groups a person chooses, in the order the banner lists them. */
export const optionalGroups = ['performance', 'functional', 'marketing'] as const satisfies readonly ConsentGroup[];

const groupNames = new Set<string>(Object.keys(consentGroups));

export function isConsentGroup(name: unknown): name is ConsentGroup {
  return typeof name === 'string' && groupNames.has(name);
}
