export const chatMessages = {
  zendeskNotConfigured: 'Chat support here is provided by our own chat panel, so there is no Zendesk token.',
  localChatOnly: 'Chat support here is provided by Zendesk, so its conversations are not kept by this server.',
  agentGreeting: (firstName: string | null) =>
    `Thanks${firstName ? `, ${firstName}` : ''}. Someone from the parts desk will answer here during opening hours ` +
    '(Monday to Friday 8am to 6pm, Saturday 8:30am to 1pm). Please have your registration or order number to hand.',
} as const;
