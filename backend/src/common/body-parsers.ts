import type { IncomingMessage } from 'node:http';

/** Requests that a check ahead of the body parsers has already refused: they go on to their route unread. */
const unread = new WeakSet<IncomingMessage>();

/**
 * Marks a request whose body must not be read (its caller is refused whatever it sent): the parsers skip it, and
 * it still goes through the API's guards (the rate limits count it) to the route's own refusal.
 */
export function leaveBodyUnread(req: IncomingMessage): void {
  unread.add(req);
}

/** Whether a check ahead of the parsers left this request's body unread. */
export function isLeftUnread(req: IncomingMessage): boolean {
  return unread.has(req);
}

/** A body parser's `type` test: bodies of the media type `mime` (any parameters, any case), unless left unread. */
export function parsedUnlessLeftUnread(mime: string): (req: IncomingMessage) => boolean {
  return (req) => !isLeftUnread(req) && (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === mime;
}
