/**
 * Loaded by the launcher's plain script on the first click: renders the assistant's window
 * into the launcher's container and lets the script open and close it. The conversation
 * survives a close, as the window is hidden rather than removed.
 */
import { createRoot } from 'react-dom/client';
import ChatWindow from './ChatWindow';

export interface ChatbotHandle {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

export function mountChatbot(container: HTMLElement, { onClose }: { onClose: () => void }): ChatbotHandle {
  const root = createRoot(container);
  let open = false;
  const render = () => root.render(<ChatWindow open={open} onClose={close} />);
  function close() {
    if (!open) return;
    open = false;
    render();
    onClose();
  }
  return {
    open() {
      open = true;
      render();
    },
    close,
    isOpen: () => open,
  };
}
