// The one way the page talks to the server: POST a JSON request to /api/<command> and
// get back the document `grundy <command> --json` prints. Errors come back as the
// server's error document and are thrown as ApiError, with its line and column.

export class ApiError extends Error {
  constructor(status, error) {
    const where = error.line ? ` (${error.file ? error.file + ", " : ""}line ${error.line}, column ${error.column})` : "";
    super(`${error.message}${where}`);
    this.status = status;
    this.kind = error.kind;
    this.line = error.line;
    this.column = error.column;
    this.field = error.file;
  }
}

// Sends `body` to /api/<command>; `signal` cancels the request (and the server stops
// the computation when it can).
export async function call(command, body, { signal } = {}) {
  const response = await fetch(`api/${command}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const doc = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, doc?.error ?? { kind: "request", message: `HTTP ${response.status}` });
  }
  return doc;
}

// Like `call`, for endpoints that stream newline-delimited JSON: `onLine` gets every
// line but the last, which is returned (the document).
export async function stream(command, body, onLine, { signal } = {}) {
  const response = await fetch(`api/${command}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const doc = await response.json().catch(() => null);
    throw new ApiError(response.status, doc?.error ?? { kind: "request", message: `HTTP ${response.status}` });
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let last = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let end;
    while ((end = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (!line.trim()) continue;
      const doc = JSON.parse(line);
      if (doc.command === "error") throw new ApiError(200, doc.error);
      if (last) onLine(last);
      last = doc;
    }
  }
  return last;
}
