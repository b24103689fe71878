import { Button, HTMLTable } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { pageLabel, type PopupFeature, type PopupValue, turnPage } from './popup.logic';

export interface FeaturePopupProps {
  pages: readonly PopupFeature[];
  index: number;
  onPage: (index: number) => void;
  /** Takes the focus when it opens (opened from the keyboard, for a search result). */
  focusOnOpen?: boolean;
  /** Escape inside the popup closes it. */
  onClose?: () => void;
}

function Value({ value }: { value: PopupValue }) {
  if (value.kind === 'text') return <>{value.text}</>;
  return (
    <>
      {value.links.map((link, i) => (
        <span key={link.href}>
          {i > 0 && ', '}
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.text}
          </a>
        </span>
      ))}
    </>
  );
}

/**
 * The feature popup: a title and a table of properties,
 * paged with Previous/Next and 'n of m' when several features lie under the click.
 */
export function FeaturePopup({ pages, index, onPage, focusOnOpen = false, onClose }: FeaturePopupProps) {
  const root = useRef<HTMLDivElement>(null);
  const page = pages[index];
  const shown = page !== undefined;
  useEffect(() => {
    if (focusOnOpen && shown) root.current?.focus();
  }, [focusOnOpen, shown]);
  if (!page) return null;
  return (
    <div
      ref={root}
      className="map-explorer-popup"
      role="dialog"
      aria-label={page.title}
      // Focusable as a whole, so a keyboard user lands on the popup (its name read out) and tabs on through it.
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="map-explorer-popup-title">{page.title}</div>
      <div className="map-explorer-popup-body">
        <HTMLTable compact striped className="map-explorer-popup-table">
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <Value value={row.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {page.source && (
          <p className="map-explorer-popup-source">
            Source:{' '}
            {page.source.url ? (
              <a href={page.source.url} target="_blank" rel="noopener noreferrer">
                {page.source.description}
              </a>
            ) : (
              page.source.description
            )}
          </p>
        )}
      </div>
      {pages.length > 1 && (
        <div className="map-explorer-popup-pager">
          <Button
            variant="minimal"
            size="small"
            icon="chevron-left"
            aria-label="Previous feature"
            disabled={index === 0}
            onClick={() => onPage(turnPage(index, -1, pages.length))}
          />
          <span aria-live="polite">{pageLabel(index, pages.length)}</span>
          <Button
            variant="minimal"
            size="small"
            icon="chevron-right"
            aria-label="Next feature"
            disabled={index === pages.length - 1}
            onClick={() => onPage(turnPage(index, 1, pages.length))}
          />
        </div>
      )}
    </div>
  );
}
