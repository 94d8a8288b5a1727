/**
 * The content reads' query keys, in a file of their own: the app layout refetches the header menu
 * when the active vehicle changes, and importing this costs its first-paint chunk nothing.
 */
export const contentKey = ['content'] as const;
export const headerMenuKey = ['content', 'header-menu'] as const;
