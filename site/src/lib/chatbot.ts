/**
 * The assistant's conversation as a pure reducer (spec 1 §4 "Chatbot"): picking an option
 * adds the visitor's message and starts the typing indicator; the reply (sent by the window
 * after the typing delay) adds the bot's answer; reset restores the greeting.
 */
import { chatbotTexts, DEFAULT_BACK_OPTIONS, type ChatNode, type ChatNodeId, type ChatOption } from '../data/chatbot';

export interface ChatMessage {
  id: number;
  type: 'bot' | 'user';
  content: string;
  options: readonly ChatOption[];
}

export interface ChatState {
  messages: readonly ChatMessage[];
  /** True between a choice and its reply: the options are withdrawn meanwhile. */
  typing: boolean;
  nextMessageId: number;
}

export type ChatTree = Record<ChatNodeId, ChatNode>;

export type ChatAction = { type: 'choose'; option: ChatOption } | { type: 'reply'; option: ChatOption } | { type: 'reset' };

export function initialChat(tree: ChatTree): ChatState {
  return { messages: [{ id: 0, type: 'bot', ...nodeMessage(tree.initial) }], typing: false, nextMessageId: 1 };
}

const nodeMessage = (node: ChatNode) => ({ content: node.message, options: node.options });

/** What the bot answers to an option. */
export function replyTo(option: ChatOption, tree: ChatTree): Pick<ChatMessage, 'content' | 'options'> {
  switch (option.action) {
    case 'navigate':
      return { content: chatbotTexts.redirect(option.label), options: [] };
    case 'showOptions':
      return nodeMessage(tree[option.nextId]);
    case 'showInfo':
      return { content: option.info, options: option.backOptions ?? DEFAULT_BACK_OPTIONS };
    case 'openLiveChat':
      return { content: chatbotTexts.liveChat, options: [] };
  }
}

/** The page an option leads to once its reply is shown, if any. */
export const destinationOf = (option: ChatOption): string | undefined => (option.action === 'navigate' ? option.path : undefined);

/** The options the visitor can pick now: those of the last bot message, none while the bot types. */
export function currentOptions(state: ChatState): readonly ChatOption[] {
  const last = state.messages.at(-1);
  return !state.typing && last?.type === 'bot' ? last.options : [];
}

const append = (state: ChatState, message: Omit<ChatMessage, 'id'>, typing: boolean): ChatState => ({
  messages: [...state.messages, { id: state.nextMessageId, ...message }],
  typing,
  nextMessageId: state.nextMessageId + 1,
});

export function chatReducer(tree: ChatTree) {
  return (state: ChatState, action: ChatAction): ChatState => {
    switch (action.type) {
      case 'choose':
        if (!currentOptions(state).includes(action.option)) return state;
        return append(state, { type: 'user', content: action.option.label, options: [] }, true);
      case 'reply':
        if (!state.typing) return state;
        return append(state, { type: 'bot', ...replyTo(action.option, tree) }, false);
      case 'reset':
        return initialChat(tree);
    }
  };
}
