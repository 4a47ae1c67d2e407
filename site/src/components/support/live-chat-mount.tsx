/** Loaded by LiveChatDock's plain script only when a chat is open or asked for: the floating window. */
import { createRoot } from 'react-dom/client';
import LiveChat from './LiveChat';

/** `asked`: opened by a request (the chatbot), so the window takes the focus; not when it only comes back after a page change. */
export function mountLiveChat(container: HTMLElement, { asked }: { asked: boolean }): void {
  createRoot(container).render(<LiveChat floating focusOnMount={asked} />);
}
