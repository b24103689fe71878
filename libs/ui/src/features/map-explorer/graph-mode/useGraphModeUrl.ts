import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearGraphModeQuery, isGraphModeQuery, parseGraphModeQuery, serializeGraphModeQuery } from './graph-mode-url.logic';

export interface GraphModeUrl {
  /** The page's URL query, where graph mode keeps its settings. */
  search: string;
  /** Whether graph mode is on. */
  active: boolean;
  /** Replaces the URL query (no history entry). */
  onSearchChange(search: string): void;
  /** Turns graph mode on with its settings written out, or off with every graph-mode key removed (others stay). */
  setActive(on: boolean): void;
}

/**
 * Graph mode's URL state, read and written in one place. Its keys are written by its own URL module, which keeps
 * comma-separated parameter names intact (URLSearchParams would re-encode the separators).
 */
export function useGraphModeUrl(): GraphModeUrl {
  const { search } = useLocation();
  const navigate = useNavigate();
  const onSearchChange = useCallback((next: string) => navigate({ search: next }, { replace: true }), [navigate]);
  const setActive = useCallback(
    (on: boolean) => onSearchChange(on ? serializeGraphModeQuery(parseGraphModeQuery(search), search) : clearGraphModeQuery(search)),
    [onSearchChange, search],
  );
  return { search, active: isGraphModeQuery(search), onSearchChange, setActive };
}
