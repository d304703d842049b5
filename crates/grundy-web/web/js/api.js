// The one way the page talks to the server: POST a JSON request to /api/<command> and
// get back the document `grundy <command> --json` prints. Errors come back as the
// server's error document and are thrown as ApiError, with its line and column.
//
// Every request names its tab with the header X-Grundy-Client: a random token kept in
// sessionStorage (one per tab), by which the server counts each client's long runs (a
// classroom shares one address, so the address alone would make the room one client).
// A busy server (429 or 503) says when to try again: its message is shown as it is.

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

// This tab's token: 128 random bits in hex (crypto.getRandomValues also works on an
// address that is not a secure context, such as a classroom's http://192.168.x.y).
function clientToken() {
  const key = "grundy-client";
  try {
    const known = sessionStorage.getItem(key);
    if (known && /^[0-9a-f]{32}$/.test(known)) return known;
  } catch {
    // No storage (a privacy mode): a token per page load.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // As above.
  }
  return token;
}

const HEADERS = { "content-type": "application/json", "x-grundy-client": clientToken() };

// Sends `body` to /api/<command>; `signal` cancels the request (and the server stops
// the computation when it can).
export async function call(command, body, { signal } = {}) {
  const response = await fetch(`api/${command}`, {
    method: "POST",
    headers: HEADERS,
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
    headers: HEADERS,
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
