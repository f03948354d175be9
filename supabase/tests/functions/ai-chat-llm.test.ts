import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { closeClients, makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';

jest.setTimeout(60_000);

/**
 * A local stand-in for an OpenAI-compatible provider: POST /v1/chat/completions as OpenAI documents
 * it (Bearer key, {model, messages}, answer in choices[0].message.content). The question decides
 * how it behaves, so one server covers a good answer, a slow one, an error and a leak.
 */
type CompletionRequest = { model: string; messages: { role: string; content: string }[] };
const slowReplies = new Set<ReturnType<typeof setTimeout>>();
const received: { path: string; authorization: string | undefined; body: CompletionRequest }[] = [];

function readJson(request: IncomingMessage): Promise<CompletionRequest> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text) as CompletionRequest);
      } catch (error) {
        reject(error);
      }
    });
  });
}

const stub: Server = createServer(async (request, response) => {
  const body = await readJson(request);
  received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
  const question = body.messages.at(-1)?.content ?? '';
  if (request.url !== '/v1/chat/completions' || request.headers.authorization !== 'Bearer test-llm-key') {
    response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad key' } }));
    return;
  }
  if (question.includes('slow')) {
    // Longer than EMMA_LLM_TIMEOUT_MS below: the function must give up and answer locally.
    const timer = setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(completion('too late')), 4000);
    slowReplies.add(timer);
    return;
  }
  if (question.includes('broken')) {
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream' } }));
    return;
  }
  if (question.includes('leak')) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(completion(body.messages[0].content));
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(completion(`From the model: ${question}`));
});

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

let server: LocalServerProcess;

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  // The local function runner reads Deno.env from its process environment, which the spawned
  // server inherits from this one: set the EMMA_LLM_* variables just for the spawn.
  const llmEnv = {
    EMMA_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    EMMA_LLM_API_KEY: 'test-llm-key',
    EMMA_LLM_MODEL: 'test-model',
    EMMA_LLM_TIMEOUT_MS: '1500',
  };
  Object.assign(process.env, llmEnv);
  try {
    server = await spawnLocalServer();
  } finally {
    for (const name of Object.keys(llmEnv)) delete process.env[name];
  }
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await closeClients();
  await server?.stop();
  slowReplies.forEach(clearTimeout);
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

async function askEmma(message: string, language = 'en') {
  const client = makeClient(server.publishableKey, {}, server);
  const started = performance.now();
  const { data, error } = await client.functions.invoke('ai-chat', {
    body: {
      message,
      sessionId: `widget-${randomUUID()}`,
      userId: null,
      context: 'Global website chat widget. User: visitor',
      language,
      currency: 'EUR',
      conversation_history: [{ id: '1', content: 'Hello, visitor!', isUser: false, timestamp: new Date().toISOString() }],
    },
  });
  expect(error).toBeNull();
  return { ...(data as { response: string; source: string }), elapsedMs: performance.now() - started };
}

describe('ai-chat with an OpenAI-compatible LLM configured', () => {
  it('answers through the model with the retrieved facts and the history as context', async () => {
    received.length = 0;
    const { response, source } = await askEmma('How long does the pendant battery last?');
    expect(source).toBe('llm');
    expect(response).toBe('From the model: How long does the pendant battery last?');
    expect(received).toHaveLength(1);
    const [{ path, authorization, body }] = received;
    expect(path).toBe('/v1/chat/completions');
    expect(authorization).toBe('Bearer test-llm-key');
    expect(body.model).toBe('test-model');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('up to 7 days');
    expect(body.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hello, visitor!' },
      { role: 'user', content: 'How long does the pendant battery last?' },
    ]);
  });

  it('falls back to the local answer when the model times out', async () => {
    const { response, source, elapsedMs } = await askEmma('slow: how long does the pendant battery last?');
    expect(source).toBe('knowledge');
    expect(response).toContain('7 days');
    expect(elapsedMs).toBeLessThan(4000);
  });

  it('falls back to the local answer when the model fails or leaks its instructions', async () => {
    const broken = await askEmma('broken: can I cancel my subscription?');
    expect(broken.source).toBe('knowledge');
    expect(broken.response).toContain("30 days' notice");
    const leak = await askEmma('leak: ¿cómo cancelo mi suscripción?', 'es');
    expect(leak.source).toBe('knowledge');
    expect(leak.response).toContain('30 días de preaviso');
    expect(leak.response).not.toMatch(/ICE SOS FACTS/);
  });

  it('never sends an emergency to the model', async () => {
    received.length = 0;
    const { response, source } = await askEmma('ik ben gevallen', 'nl');
    expect(source).toBe('emergency');
    expect(response).toContain('112');
    expect(received).toHaveLength(0);
  });
});
