import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { LastAnswerStore } from '@portal/contracts';
import { keepingLastAnswers, lastAnswerFallback, type LastAnswerOptions, lastAnswersShownOf } from './last-answers';
import { perStore } from './per-store';
import { backendConnectionOf, reconnecting, reloadQueriesFailedForBackend } from './reconnect';

/**
 * Returns the signed-in user's access token, or null when nobody is signed in. Each app supplies its own:
 * the web build from its OIDC session, the desktop app through its main-process bridge.
 */
export type AccessTokenProvider = () => Promise<string | null | undefined>;

/** Where the api client sends its calls and how it authenticates them; one per store. */
export interface ApiClientContext {
  /** Base URL of the backend API without a trailing slash: '/api' on the web, an absolute URL on desktop. */
  apiBaseUrl: string;
  getAccessToken?: AccessTokenProvider;
  /** Replaces the global fetch (tests; platforms whose fetch needs wrapping). */
  fetchFn?: typeof fetch;
  /** Makes the XMLHttpRequest of an upload that reports its progress (fetch cannot); the global one by default (tests). */
  createXhr?: () => XMLHttpRequest;
  /** Receives token failures; console by default. */
  logger?: Pick<Console, 'warn'>;
  /** Reads wait and retry through a backend restart (reconnect.ts); false makes them fail at once (tests). */
  retryWhileUnreachable?: boolean;
  /** Where the answers of endpoints with `keepLastAnswer` are kept for a restart without the server (last-answers.ts); none on the web. */
  lastAnswers?: LastAnswerStore;
}

/**
 * Adds `Authorization: Bearer …` when a token is available. A failed token acquisition is
 * logged and the call goes on without authorization, so public data keeps working when sign-in is broken.
 */
export async function withAccessToken(headers: Headers, context: ApiClientContext): Promise<Headers> {
  if (!context.getAccessToken) return headers;
  try {
    const token = await context.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    (context.logger ?? console).warn('Could not get an access token; sending the request without one.', error);
  }
  return headers;
}

/**
 * Per-endpoint options (`extraOptions`). `anonymous`: the call goes without the signed-in user's token.
 * `keepLastAnswer`: the answer is kept for a restart without the server (last-answers.ts).
 */
export interface PortalExtraOptions extends LastAnswerOptions {
  anonymous?: boolean;
}

type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, PortalExtraOptions>;


function isApiClientContext(value: unknown): value is ApiClientContext {
  return typeof value === 'object' && value !== null && typeof (value as ApiClientContext).apiBaseUrl === 'string';
}

// The base URL differs per app, so the real base query is built per store (per-store.ts).
const baseQueryFor = perStore((context: ApiClientContext): PortalBaseQuery => {
  const fetching = fetchBaseQuery({
    baseUrl: context.apiBaseUrl,
    fetchFn: context.fetchFn,
    prepareHeaders: (headers, { extraOptions }) =>
      (extraOptions as PortalExtraOptions | undefined)?.anonymous ? headers : withAccessToken(headers, context),
  });
  const store = context.lastAnswers;
  const shown = lastAnswersShownOf(context);
  const keeping = store ? keepingLastAnswers(fetching, store, shown) : fetching;
  return context.retryWhileUnreachable === false
    ? keeping
    : reconnecting(
        keeping,
        backendConnectionOf(context),
        (api) => reloadQueriesFailedForBackend(api, portalApi, shown.keys()),
        store && lastAnswerFallback(store, shown),
      );
});

const portalBaseQuery: PortalBaseQuery = (args, api, extraOptions) => {
  if (!isApiClientContext(api.extra)) {
    throw new Error('portalApi needs a store made by createPortalStore(), which supplies the API base URL');
  }
  return baseQueryFor(api.extra)(args, api, extraOptions);
};

/**
 * The one RTK Query api of the portal. Each backend feature adds its endpoints from its own
 * `<feature>.api.ts` with injectEndpoints; tag types are declared here so features can invalidate each other.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  // 'Live': answers that show telemetry, tagged with their route key; the live push invalidates exactly the ones
  // whose series changed (see live.ts).
  tagTypes: ['Health', 'Stations', 'Shell', 'Contacts', 'Groups', 'Associations', 'CowInputs', 'MapExplorer', 'Live', 'Alerts', 'LoggerKeys',
    'ImportRuns', 'ImportMappings', 'ImportSchedules'],
  // Tool data does not go stale while a page is open: no refetch when the window regains focus.
  refetchOnFocus: false,
  endpoints: () => ({}),
});
