/**
 * The one IPC door between renderer and main. Every request is `{ method, params }` on IPC_CHANNEL; the
 * dispatcher checks the sender is the app's own document, that the method exists, and that the params have
 * exactly the expected shape, before any handler runs. Whatever happens, the renderer gets an IpcResponse
 * envelope, never a thrown error.
 */
import type { LastAnswer } from '@portal/contracts';
import { isHomeScreenPath, type HomeScreenPath, WALL_MODE_MAX_SECONDS, WALL_MODE_MIN_SECONDS } from '@portal/ui/ports';
import { z } from 'zod';
import {
  IPC_CHANNEL,
  type AuthState,
  type DesktopPlatformInfo,
  type IpcMethod,
  type IpcParams,
  type IpcResponse,
  type IpcResult,
  type SaveResult,
  type SettingKey,
  type TokenStorage,
  type UpdateState,
  type WallModeSettings,
} from '../shared/bridge';
import { DOWNLOAD_ID, type DownloadCall } from './file-download.main';
import { isSettingKey } from './settings.main';

export type IpcHandlers = { [M in IpcMethod]: (params: IpcParams<M>) => Promise<IpcResult<M>> };

const noParams = z.undefined();
const settingKey = z.custom<SettingKey>((value) => typeof value === 'string' && isSettingKey(value), 'unknown setting');
// Key rules proper (characters, main-only entries) live in secure-storage.main.ts; this is the shape.
const keychainKey = z.string().min(1).max(100);
/** Access tokens are a few KB; the cap only stops a runaway renderer from filling the keychain. */
const MAX_KEYCHAIN_VALUE_LENGTH = 16 * 1024;
const downloadId = z.string().regex(DOWNLOAD_ID);
/** A download's JSON body: a form of a few KB (the API refuses bodies over a megabyte anyway). */
const MAX_DOWNLOAD_BODY_LENGTH = 1024 * 1024;

/** A playlist as the UI sends it: the screens it offers, each once, and whole seconds within its bounds. */
const wallModeSettings = z
  .object({
    screens: z
      .array(z.custom<HomeScreenPath>((value) => typeof value === 'string' && isHomeScreenPath(value), 'unknown screen'))
      .max(20)
      .refine((screens) => new Set(screens).size === screens.length, 'a screen is listed twice'),
    seconds: z.number().int().min(WALL_MODE_MIN_SECONDS).max(WALL_MODE_MAX_SECONDS),
    startOnLogin: z.boolean(),
  })
  .strict();

/** A dashboard request's key (its method, path and body) and an answer as the API client keeps it. */
const lastAnswerKey = z.string().min(1).max(8192);
const lastAnswer = z
  .object({ savedAt: z.string().datetime({ offset: true }), data: z.unknown() })
  .strict()
  .refine((answer): answer is LastAnswer => answer.data !== undefined, { message: 'an answer has data', path: ['data'] });

const PARAM_SCHEMAS = {
  'platform.info': noParams,
  'settings.get': z.object({ key: settingKey }).strict(),
  'settings.set': z.object({ key: settingKey, value: z.string().max(2048) }).strict(),
  'settings.delete': z.object({ key: settingKey }).strict(),
  'tokens.get': z.object({ key: keychainKey }).strict(),
  'tokens.set': z.object({ key: keychainKey, value: z.string().max(MAX_KEYCHAIN_VALUE_LENGTH) }).strict(),
  'tokens.delete': z.object({ key: keychainKey }).strict(),
  'files.save': z
    .object({ suggestedName: z.string().max(1000), data: z.instanceof(Uint8Array), mimeType: z.string().max(255) })
    .strict(),
  'files.download': z
    .object({
      id: downloadId,
      url: z.string().max(2048),
      body: z.string().max(MAX_DOWNLOAD_BODY_LENGTH),
      suggestedName: z.string().max(1000),
      mimeType: z.string().max(255),
    })
    .strict(),
  'files.cancelDownload': z.object({ id: downloadId }).strict(),
  'notifications.notify': z.object({ title: z.string().min(1).max(256), body: z.string().max(4000) }).strict(),
  'updates.current': noParams,
  'updates.check': noParams,
  'updates.installAndRestart': noParams,
  'auth.state': noParams,
  'auth.signIn': noParams,
  'auth.signOut': noParams,
  'auth.accessToken': noParams,
  'wallMode.get': noParams,
  'wallMode.set': wallModeSettings,
  'wallMode.enter': noParams,
  'wallMode.exit': noParams,
  'lastAnswers.read': z.object({ key: lastAnswerKey }).strict(),
  'lastAnswers.write': z.object({ key: lastAnswerKey, answer: lastAnswer }).strict(),
} satisfies { [M in IpcMethod]: z.ZodType<IpcParams<M>, z.ZodTypeDef, unknown> };

const envelope = z.object({ method: z.string(), params: z.unknown() }).strict();

/** Own keys only, so "__proto__", "constructor" or "toString" can never name a method. */
export function isIpcMethod(value: string): value is IpcMethod {
  return Object.hasOwn(PARAM_SCHEMAS, value);
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
}

function callHandler<M extends IpcMethod>(handlers: IpcHandlers, method: M, params: IpcParams<M>): Promise<IpcResult<M>> {
  return handlers[method](params);
}

export type IpcDispatcher = (message: unknown) => Promise<IpcResponse>;

export function createIpcDispatcher(handlers: IpcHandlers, warn: (message: string) => void = console.warn): IpcDispatcher {
  return async (message) => {
    const request = envelope.safeParse(message);
    if (!request.success) return { ok: false, error: `Malformed request: ${describeIssues(request.error)}` };
    const { method } = request.data;
    if (!isIpcMethod(method)) return { ok: false, error: `Unknown method "${method}"` };
    const params = PARAM_SCHEMAS[method].safeParse(request.data.params);
    if (!params.success) return { ok: false, error: `Invalid params for ${method}: ${describeIssues(params.error)}` };
    try {
      return { ok: true, value: await callHandler(handlers, method, params.data as IpcParams<typeof method>) };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      warn(`IPC ${method} failed: ${text}`);
      return { ok: false, error: text };
    }
  };
}

/** The slice of ipcMain used here; Electron's ipcMain satisfies it. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown): void;
}

/**
 * Registers the dispatcher on IPC_CHANNEL. Messages from any frame other than the app's own document (a
 * frame that navigated away, an injected iframe) are refused before they are even parsed.
 */
export function registerIpcChannel(
  ipcMain: IpcMainLike,
  dispatch: IpcDispatcher,
  isTrustedSender: (frameUrl: string) => boolean,
  warn: (message: string) => void = console.warn,
): void {
  ipcMain.handle(IPC_CHANNEL, async (event, message): Promise<IpcResponse> => {
    const frameUrl = event.senderFrame?.url;
    if (frameUrl === undefined || !isTrustedSender(frameUrl)) {
      warn(`Refused IPC from ${frameUrl ?? 'a destroyed frame'}`);
      return { ok: false, error: 'Refused: the request did not come from the app' };
    }
    return dispatch(message);
  });
}

/** The main-process services the handlers route to; each is a thin call, the logic lives in the services. */
export interface IpcServices {
  platformInfo(): DesktopPlatformInfo;
  settings: {
    get(key: SettingKey): string;
    set(key: SettingKey, value: string): Promise<string>;
    delete(key: SettingKey): Promise<string>;
  };
  /** The renderer's view of the keychain (createRendererTokenStore), which refuses main-only entries. */
  tokens: TokenStorage;
  files: { save(suggestedName: string, data: Uint8Array, mimeType: string): Promise<SaveResult> };
  /** Downloads main streams to disk (createFileDownloader), each reporting its progress to the renderer. */
  downloads: { download(id: string, call: DownloadCall): Promise<SaveResult>; cancel(id: string): void };
  notifications: { notify(title: string, body: string): Promise<void> };
  updates: { current(): UpdateState; check(): Promise<void>; installAndRestart(): Promise<void> };
  /** Sign-in (SignInService): nothing it answers contains the refresh token. */
  auth: { current(): AuthState; signIn(): Promise<void>; signOut(): Promise<void>; accessToken(): Promise<string | null> };
  /** Wall mode (WallModeService): the playlist in the settings, and the window's wall state. */
  wallMode: { get(): WallModeSettings; set(settings: WallModeSettings): Promise<WallModeSettings>; enter(): void; exit(): void };
  /** The dashboards' last answers (LastAnswers), the signed-in user's only. */
  lastAnswers: { read(key: string): Promise<LastAnswer | null>; write(key: string, answer: LastAnswer): void };
}

export function createIpcHandlers(services: IpcServices): IpcHandlers {
  return {
    'platform.info': async () => services.platformInfo(),
    'settings.get': async ({ key }) => services.settings.get(key),
    'settings.set': ({ key, value }) => services.settings.set(key, value),
    'settings.delete': ({ key }) => services.settings.delete(key),
    'tokens.get': ({ key }) => services.tokens.get(key),
    'tokens.set': ({ key, value }) => services.tokens.set(key, value),
    'tokens.delete': ({ key }) => services.tokens.delete(key),
    'files.save': ({ suggestedName, data, mimeType }) => services.files.save(suggestedName, data, mimeType),
    'files.download': ({ id, ...call }) => services.downloads.download(id, call),
    'files.cancelDownload': async ({ id }) => services.downloads.cancel(id),
    'notifications.notify': ({ title, body }) => services.notifications.notify(title, body),
    'updates.current': async () => services.updates.current(),
    'updates.check': () => services.updates.check(),
    'updates.installAndRestart': () => services.updates.installAndRestart(),
    'auth.state': async () => services.auth.current(),
    'auth.signIn': () => services.auth.signIn(),
    'auth.signOut': () => services.auth.signOut(),
    'auth.accessToken': () => services.auth.accessToken(),
    'wallMode.get': async () => services.wallMode.get(),
    'wallMode.set': (settings) => services.wallMode.set(settings),
    'wallMode.enter': async () => services.wallMode.enter(),
    'wallMode.exit': async () => services.wallMode.exit(),
    'lastAnswers.read': ({ key }) => services.lastAnswers.read(key),
    'lastAnswers.write': async ({ key, answer }) => services.lastAnswers.write(key, answer),
  };
}
