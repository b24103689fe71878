import { Button, Classes, Code, H4, Icon } from '@blueprintjs/core';
import type { DesktopPlatform, DesktopReleaseFile } from '@portal/contracts';
import { copyToClipboard } from '../../common/clipboard';
import { formatFileSize } from '../../common/file-size';
import { useToaster } from '../../common/toaster';
import { checksumHint, copySha512Label, DESKTOP_RELEASES_TEXT, downloadHref } from './desktop-releases.logic';

export interface DesktopReleaseFilesProps {
  /** Whose files: the platform's name labels the list. */
  label: string;
  platform: DesktopPlatform;
  files: readonly DesktopReleaseFile[];
  /** The API's base URL, which a file's server path is resolved against (the desktop app's is absolute). */
  apiBaseUrl: string;
}

/** A release's installers: each one's kind, its download link, size and SHA-512 with a copy button and how to check it. */
export function DesktopReleaseFiles({ label, platform, files, apiBaseUrl }: DesktopReleaseFilesProps) {
  const toaster = useToaster();
  return (
    <ul className="portal-desktop-releases-files" aria-label={label}>
      {files.map((file) => {
        const hint = checksumHint(platform, file.name);
        return (
          <li key={file.name} className="portal-desktop-releases-file">
            <H4 className="portal-desktop-releases-kind">{file.kind}</H4>
            <dl className="portal-desktop-releases-facts">
              <dt>{DESKTOP_RELEASES_TEXT.file}</dt>
              <dd>
                <a href={downloadHref(file.url, apiBaseUrl)} download={file.name}>
                  <Icon icon="download" size={14} aria-hidden className="portal-desktop-releases-link-icon" />
                  {file.name}
                </a>
              </dd>
              <dt>{DESKTOP_RELEASES_TEXT.size}</dt>
              <dd>{formatFileSize(file.size)}</dd>
              <dt>{DESKTOP_RELEASES_TEXT.sha512}</dt>
              <dd>
                <div className="portal-desktop-releases-sha-row">
                  {/* Read and compared digit by digit: monospace, wrapped anywhere rather than scrolled. */}
                  <code className={`${Classes.CODE_BLOCK} portal-desktop-releases-sha`}>{file.sha512}</code>
                  <Button
                    variant="minimal"
                    icon="duplicate"
                    aria-label={copySha512Label(file.name)}
                    title={copySha512Label(file.name)}
                    onClick={() => void copyToClipboard(file.sha512, toaster)}
                  />
                </div>
                <p className={`${Classes.TEXT_MUTED} portal-desktop-releases-hint`}>
                  {hint.before}
                  <Code>{hint.command}</Code>
                  {hint.after}
                </p>
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
