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
  type UpdateState,
} from '../shared/bridge';

async function invoke<M extends IpcMethod>(method: M, params: IpcParams<M>): Promise<IpcResult<M>> {
  const request: IpcRequest<M> = { method, params };
  const response = (await ipcRenderer.invoke(IPC_CHANNEL, request)) as IpcResponse<IpcResult<M>>;
  if (!response.ok) throw new Error(response.error);
  return response.value;
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
  },
  notifications: {
    notify: (title, body) => invoke('notifications.notify', { title, body }),
  },
  updates: {
    current: () => invoke('updates.current', undefined),
    check: () => invoke('updates.check', undefined),
    installAndRestart: () => invoke('updates.installAndRestart', undefined),
    onState(listener: (state: UpdateState) => void) {
      // Only the state crosses to the page: the IpcRendererEvent would hand it `sender`, i.e. ipcRenderer.
      const handler = (_event: IpcRendererEvent, message: IpcEvent): void => {
        if (message.type === 'update-state') listener(message.state);
      };
      ipcRenderer.on(IPC_CHANNEL, handler);
      return () => {
        ipcRenderer.removeListener(IPC_CHANNEL, handler);
      };
    },
  },
} satisfies PortalBridge;

contextBridge.exposeInMainWorld('portal', bridge);
