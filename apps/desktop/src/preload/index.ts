/**
 * The preload: runs sandboxed, before the renderer, with access to ipcRenderer. It exposes exactly one object,
 * `window.portal`, whose every function is a request over the one IPC channel. `satisfies PortalBridge`
 * makes the compiler check this implementation against the type the renderer codes against.
 * ipcRenderer itself is never exposed: with it a compromised page could send anything on any channel.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IPC_CHANNEL,
  type IpcEvent,
  type IpcMethod,
  type IpcParams,
  type IpcRequest,
  type IpcResponse,
  type IpcResult,
  type PortalBridge,
} from '../shared/bridge';

async function invoke<M extends IpcMethod>(method: M, params: IpcParams<M>): Promise<IpcResult<M>> {
  const request: IpcRequest<M> = { method, params };
  const response = (await ipcRenderer.invoke(IPC_CHANNEL, request)) as IpcResponse<IpcResult<M>>;
  if (!response.ok) throw new Error(response.error);
  return response.value;
}

type EventState<T extends IpcEvent['type']> = Extract<IpcEvent, { type: T }>['state'];

/** Subscribes to one kind of main's pushes; returns the unsubscribe function. */
function onEvent<T extends IpcEvent['type']>(type: T, listener: (state: EventState<T>) => void): () => void {
  // Only the state crosses to the page: the IpcRendererEvent would hand it `sender`, i.e. ipcRenderer.
  const handler = (_event: IpcRendererEvent, message: IpcEvent): void => {
    if (message.type === type) listener(message.state as EventState<T>);
  };
  ipcRenderer.on(IPC_CHANNEL, handler);
  return () => {
    ipcRenderer.removeListener(IPC_CHANNEL, handler);
  };
}

const bridge = {
  platform: {
    info: () => invoke('platform.info', undefined),
  },
  settings: {
    get: (key) => invoke('settings.get', { key }),
    set: (key, value) => invoke('settings.set', { key, value }),
    delete: (key) => invoke('settings.delete', { key }),
  },
  tokens: {
    get: (key) => invoke('tokens.get', { key }),
    set: (key, value) => invoke('tokens.set', { key, value }),
    delete: (key) => invoke('tokens.delete', { key }),
  },
  files: {
    save: (suggestedName, data, mimeType) => invoke('files.save', { suggestedName, data, mimeType }),
    download: (call) => invoke('files.download', call),
    cancelDownload: (id) => invoke('files.cancelDownload', { id }),
    onDownloadProgress: (listener) => onEvent('download-progress', listener),
  },
  notifications: {
    notify: (title, body) => invoke('notifications.notify', { title, body }),
  },
  updates: {
    current: () => invoke('updates.current', undefined),
    check: () => invoke('updates.check', undefined),
    installAndRestart: () => invoke('updates.installAndRestart', undefined),
    onState: (listener) => onEvent('update-state', listener),
  },
  auth: {
    state: () => invoke('auth.state', undefined),
    signIn: () => invoke('auth.signIn', undefined),
    signOut: () => invoke('auth.signOut', undefined),
    accessToken: () => invoke('auth.accessToken', undefined),
    onState: (listener) => onEvent('auth-state', listener),
  },
  lastAnswers: {
    read: (key) => invoke('lastAnswers.read', { key }),
    write: (key, answer) => invoke('lastAnswers.write', { key, answer }),
  },
  wallMode: {
    get: () => invoke('wallMode.get', undefined),
    set: (settings) => invoke('wallMode.set', settings),
    enter: () => invoke('wallMode.enter', undefined),
    exit: () => invoke('wallMode.exit', undefined),
  },
} satisfies PortalBridge;

contextBridge.exposeInMainWorld('portal', bridge);
