/**
 * The blocks of a server-sent event stream as they arrive, each one event's lines; the stream is
 * released when the reader stops (returns or breaks out of the loop).
 */
export async function* sseBlocks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        yield block;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
