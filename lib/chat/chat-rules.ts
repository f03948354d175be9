/** docs/product.md#limits-and-constants: the chat sends the last 5 messages as history. */
export const CHAT_HISTORY_LENGTH = 5;
/** The ai-chat function refuses longer messages (400 message_too_long); the input stops here too. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** docs/product.md#rules: nothing empty or whitespace-only is sent, and nothing while a reply is pending. */
export function canSendChatMessage(draft: string, pending: boolean): boolean {
  return !pending && draft.trim().length > 0;
}
