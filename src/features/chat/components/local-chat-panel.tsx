import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { z } from 'zod/mini';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../../contract/chat/schemas';
import { errorMessage } from '../../../api/api-error';
import { localValue, useLocalValue } from '../../../storage/local-value';
import { ErrorBanner } from '../../../ui/alert';
import { useChatMessages, useSendChatMessage } from '../api/chat';
import { CHAT_OPEN_KEY } from '../chat-storage';

const chatOpen = localValue(CHAT_OPEN_KEY, z.boolean(), false);

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Workbay's own chat: a "Chat with us" button opening a small panel with the conversation the
 * server keeps (GET/POST /chat/messages) and a line to write in. Escape or "Close chat" closes it
 * and gives the focus back to the button.
 */
export function LocalChatPanel({ userId }: { userId: string }) {
  const open = useLocalValue(chatOpen);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const messages = useChatMessages(userId, open);
  const send = useSendChatMessage(userId);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    chatOpen.write(false);
    launcher.current?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || send.isPending) return;
    send.mutate(body, { onSuccess: () => setDraft('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="chat-widget">
      {open && (
        <section
          id={panelId}
          className="chat-panel"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <div className="chat-panel__header">
            <h2 id={titleId} className="chat-panel__title">
              Chat with the parts desk
            </h2>
            <button type="button" className="button button--ghost chat-panel__close" onClick={close}>
              Close chat
            </button>
          </div>
          {/* The log wraps the list: a list keeps its items' semantics (an <ol role="log"> would not). */}
          <div className="chat-panel__messages" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            <ol className="chat-panel__list">
              {messages.data?.length === 0 && (
                <li className="chat-panel__empty">Ask about a part, a fitment or an order. We reply here.</li>
              )}
              {messages.data?.map((message) => (
                <li key={message.id} className={`chat-message chat-message--${message.author}`}>
                  <span className="visually-hidden">{message.author === 'agent' ? 'Parts desk' : 'You'}: </span>
                  <p className="chat-message__body">{message.body}</p>
                  <time className="chat-message__time" dateTime={message.createdAt}>
                    {timeOf(message.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          </div>
          {messages.isPending && <p className="chat-panel__status">Loading the conversation…</p>}
          {messages.error && <ErrorBanner>{errorMessage(messages.error)}</ErrorBanner>}
          {send.error && <ErrorBanner>{errorMessage(send.error)}</ErrorBanner>}
          <form className="chat-panel__form" onSubmit={submit}>
            <label className="field__label" htmlFor={`${panelId}-input`}>
              Your message
            </label>
            <textarea
              ref={input}
              id={`${panelId}-input`}
              className="field__input chat-panel__input"
              rows={2}
              maxLength={MAX_CHAT_MESSAGE_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="button button--primary" disabled={send.isPending || !draft.trim()}>
              {send.isPending ? 'Sending…' : 'Send'}
            </button>
          </form>
        </section>
      )}
      <button
        ref={launcher}
        type="button"
        className="button button--primary chat-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : chatOpen.write(true))}
      >
        Chat with us
      </button>
    </div>
  );
}
