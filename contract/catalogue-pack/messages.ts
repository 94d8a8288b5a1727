/** What the catalogue pack answers in words. */
export const cataloguePackMessages = {
  branchNotFound: 'This store does not exist or is closed.',
} as const;
