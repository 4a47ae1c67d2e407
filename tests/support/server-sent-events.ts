/** Reading Server-Sent Events as they come: the platform's live streams and the webhooks' business events. */

export interface ServerSentEvent {
  /** The `event:` line (`message` when the event names none). */
  type: string;
  /** The `data:` lines, parsed as JSON (undefined when there are none). */
  data: any;
}

/** The events of a streamed answer, one by one, until it ends or is aborted. */
export async function* serverSentEvents(response: Response): AsyncGenerator<ServerSentEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        yield { type, data: data ? JSON.parse(data) : undefined };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export interface WebhookEventLog {
  /** The events received so far, in order; each `data` is the published payload `{ event, at, data }`. */
  received: ServerSentEvent[];
  /** The events of one type about one record (its payload's `data._id`). */
  about(type: string, id: string): ServerSentEvent[];
  /** Ends the stream (before the server stops, or to stop listening). */
  close(): void;
}

/**
 * Collects the business events of the bus (`GET /api/events/webhooks`) as an administrator's
 * stream receives them, from the moment the stream has answered.
 */
export async function listenToWebhookEvents(baseUrl: string, token: string): Promise<WebhookEventLog> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/webhooks`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`event stream refused: ${response.status}`);
  const received: ServerSentEvent[] = [];
  void (async () => {
    for await (const event of serverSentEvents(response)) if (event.data !== undefined) received.push(event);
  })().catch(() => undefined); // The stream is closed with the test or the server.
  return {
    received,
    about: (type, id) => received.filter((event) => event.type === type && event.data.data?._id === id),
    close: () => controller.abort(),
  };
}
