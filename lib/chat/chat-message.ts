/** docs/product.md#data "Chat message": id, content, isUser, timestamp. */
export type ChatMessage = {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  /** Our design: Emma's answer to a message that signalled danger; shown with a "Call 112" button. */
  emergency?: boolean;
};

let counter = 0;

export function createChatMessage(content: string, isUser: boolean, now: Date = new Date()): ChatMessage {
  counter += 1;
  return { id: `${now.getTime()}-${counter}`, content, isUser, timestamp: now };
}
