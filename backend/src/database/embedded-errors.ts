/**
 * A problem with the embedded database's folder that the person who started the program must act on (another
 * copy is running, the folder is damaged, a backup cannot be read). Its message says what to do, so main.ts
 * and the CLI print the message alone, without a stack trace, and exit non-zero.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
