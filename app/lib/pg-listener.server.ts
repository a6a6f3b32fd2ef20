import pg from "pg";
import { logger } from "./logger.server.ts";

export interface ChannelListener {
  /** A NOTIFY arrived on the channel. */
  onNotify(): void;
  /** Notifications are being received (true), or may be missed from now on (false). */
  onListening(listening: boolean): void;
}

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would drop the LISTEN when
 * released), and reconnects every `retryMs` while the server is away. Returns a function that stops.
 */
export function listenWithReconnect(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
  { retryMs = 1000 }: { retryMs?: number } = {},
): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleConnect = () => {
    if (!stopped && !retry) retry = setTimeout(connect, retryMs);
  };

  async function connect() {
    retry = undefined;
    const candidate = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    candidate.on("error", (error) => {
      if (client === candidate)
        logger.warn("notifications lost", { channel, error: error.message });
    });
    candidate.on("notification", (message) => {
      if (message.channel === channel) listener.onNotify();
    });
    candidate.on("end", () => {
      if (client !== candidate) return;
      client = undefined;
      listener.onListening(false);
      scheduleConnect();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await candidate.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    listener.onListening(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
