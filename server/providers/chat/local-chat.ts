import type { ChatProvider } from './chat-provider';

/** The default: the storefront's own chat panel, with nothing to sign in to outside. */
export const localChat: ChatProvider = {
  kind: 'local',
  widgetKey: null,
  signIn: async () => null,
};
