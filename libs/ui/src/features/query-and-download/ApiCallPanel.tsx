import { Button, Classes } from '@blueprintjs/core';
import { copyToClipboard } from '../../common/clipboard';
import { useToaster } from '../../common/toaster';
import { type ApiCallText, QD_TEXT } from './query-and-download.logic';

/**
 * The download's API call spelled out (method, URL, JSON body) and the curl command that fetches the same file.
 * The long blocks scroll inside themselves, so they take the keyboard focus too.
 */
export function ApiCallPanel({ call }: { call: ApiCallText }) {
  const toaster = useToaster();
  return (
    <section className="portal-qd-api-call" aria-label="API call">
      <dl>
        <dt>Method</dt>
        <dd><code>{call.method}</code></dd>
        <dt>URL</dt>
        <dd><code aria-label="Request URL">{call.url}</code></dd>
        <dt>Body (JSON)</dt>
        <dd><pre className={Classes.CODE_BLOCK} aria-label="Request body" tabIndex={0}>{call.body}</pre></dd>
        <dt>curl</dt>
        <dd><pre className={Classes.CODE_BLOCK} aria-label="curl command" tabIndex={0}>{call.curl}</pre></dd>
      </dl>
      <Button icon="clipboard" text={QD_TEXT.copyCurl} onClick={() => void copyToClipboard(call.curl, toaster)} />
    </section>
  );
}
