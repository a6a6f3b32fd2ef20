// A minimal client of Node's inspector (started with --inspect=HOST:PORT): evaluates expressions
// in the inspected process, to read its memory from inside without changing its code.

interface Reply {
  id: number;
  result?: { result: { value?: unknown }; exceptionDetails?: { text: string } };
  error?: { message: string };
}

export interface Inspector {
  /** The expression's value in the inspected process (it must evaluate to JSON). */
  evaluate<T>(expression: string): Promise<T>;
  close(): void;
}

async function debuggerUrl(port: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/list`);
      const [target] = (await response.json()) as Array<{ webSocketDebuggerUrl: string }>;
      if (target) return target.webSocketDebuggerUrl;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function connectInspector(port: number, timeoutMs = 30_000): Promise<Inspector> {
  const socket = new WebSocket(await debuggerUrl(port, timeoutMs));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (reply: Reply) => void>();
  socket.addEventListener("message", (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  return {
    async evaluate<T>(expression: string) {
      const id = nextId++;
      const replied = new Promise<Reply>((resolve) => pending.set(id, resolve));
      socket.send(
        JSON.stringify({
          id,
          method: "Runtime.evaluate",
          params: { expression, returnByValue: true, awaitPromise: true },
        }),
      );
      const reply = await replied;
      const failure = reply.error?.message ?? reply.result?.exceptionDetails?.text;
      if (failure) throw new Error(`${expression}: ${failure}`);
      return reply.result?.result.value as T;
    },
    close: () => socket.close(),
  };
}
