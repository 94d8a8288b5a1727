/**
 * Zod's own wording, which no answer of the API may carry (issue 21): violations speak the
 * contract's words. Shared by the contract's message test and the server's fuzz and wording tests.
 */
export const validatorWording = new RegExp(
  [
    'Invalid input',
    'Invalid option',
    'Invalid string',
    'Invalid element',
    'Invalid key',
    'Unrecognized key',
    'Too (big|small)',
    'expected .+, received',
    'received undefined',
  ].join('|'),
);
