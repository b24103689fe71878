import { Button, Classes, Collapse, Icon } from '@blueprintjs/core';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavGroup } from './sidebar.logic';

export interface SidebarProps {
  groups: readonly NavGroup[];
  openGroup: string | null;
  onToggleGroup(groupId: string): void;
  /** Called after following a link (the small-screen drawer closes itself). */
  onNavigate?(): void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  ['portal-sidebar-link', Classes.TEXT_OVERFLOW_ELLIPSIS, isActive ? 'portal-sidebar-link-active' : ''].join(' ');

/** The sidebar's groups, accordion style. Which groups are visible is the caller's decision. */
export function Sidebar({ groups, openGroup, onToggleGroup, onNavigate }: SidebarProps) {
  const baseId = useId();
  return (
    <nav className="portal-sidebar" aria-label="Tools">
      {groups.map((group) => {
        const open = openGroup === group.id;
        const listId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className="portal-sidebar-group">
            <Button
              variant="minimal"
              fill
              alignText="start"
              className="portal-sidebar-group-header"
              endIcon={open ? 'chevron-up' : 'chevron-down'}
              aria-expanded={open}
              aria-controls={listId}
              text={group.label}
              onClick={() => onToggleGroup(group.id)}
            />
            <Collapse isOpen={open}>
              <ul id={listId} className="portal-sidebar-items">
                {group.items.map((item) => (
                  <li key={item.to}>
                    {item.external ? (
                      <a className="portal-sidebar-link" href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
                        {item.label} <Icon icon="share" size={12} aria-label="(opens in a new tab)" />
                      </a>
                    ) : (
                      <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </Collapse>
          </div>
        );
      })}
    </nav>
  );
}
