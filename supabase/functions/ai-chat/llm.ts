/**
 * Optional OpenAI-compatible chat model (any provider that implements POST {base}/chat/completions:
 * OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio …). Switched on by EMMA_LLM_BASE_URL and
 * EMMA_LLM_API_KEY; every failure, odd answer or timeout returns null so the caller keeps the
 * local answer.
 */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
export type LlmTurn = { role: 'system' | 'user' | 'assistant'; content: string };

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 15_000;

export function llmConfigFromEnv(env: { get(name: string): string | undefined }): LlmConfig | null {
  const baseUrl = env.get('EMMA_LLM_BASE_URL')?.trim();
  const apiKey = env.get('EMMA_LLM_API_KEY')?.trim();
  if (!baseUrl || !apiKey) return null;
  const timeout = Number(env.get('EMMA_LLM_TIMEOUT_MS'));
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model: env.get('EMMA_LLM_MODEL')?.trim() || DEFAULT_LLM_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
  };
}

type ChatCompletion = { choices?: { message?: { content?: unknown } }[] };

/** One chat completion; null on any failure (network, status, shape, empty text, timeout). */
export async function completeChat(config: LlmConfig, messages: LlmTurn[]): Promise<string | null> {
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 500 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      console.error(`ai-chat: LLM answered ${response.status}`);
      return null;
    }
    const body = (await response.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim() : null;
  } catch (error) {
    console.error('ai-chat: LLM call failed', error instanceof Error ? error.name : error);
    return null;
  }
}
