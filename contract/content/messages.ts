/** What the content calls answer when there is nothing to show (plain UK English). */
export const contentMessages = {
  menuNotFound: 'This menu could not be found.',
  menuItemNotFound: 'No menu item leads to this page.',
  contentElementNotFound: 'This content could not be found.',
  articleNotFound: 'This article could not be found.',
  articleCategoryNotFound: 'This article category could not be found.',
  redirectNotFound: 'This address does not lead anywhere else.',
} as const;
