import { Callout, Card, Classes, H2, Icon } from '@blueprintjs/core';
import { useGetStakeholderToolsInventoryWithSizingByNdxQuery } from '@portal/api-client';
import type { ToolInventoryItem } from '@portal/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../common/error-message';
import { isBuiltPath } from '../../paths';
import { availableTools, cardColumns, toolCardLink, toolIcon } from './tool-cards.logic';

/** This many placeholders while the inventory loads. */
const SKELETON_COUNT = 16;

/** The grid of tool cards of one category (ndx 1–4) or of every tool (0), as the inventory sizes them. */
export function ToolCards({ ndx, datacategoryPath }: { ndx: number; datacategoryPath?: string }) {
  const { data, error, isLoading } = useGetStakeholderToolsInventoryWithSizingByNdxQuery(ndx);
  if (error && !data) {
    return <Callout intent="danger" role="alert">{`Error fetching data: ${errorMessage(error)}`}</Callout>;
  }
  return (
    <div className="portal-tool-grid" aria-busy={isLoading} aria-label="Tools">
      {isLoading || !data
        ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Card key={i} className={`portal-tool-card ${Classes.SKELETON}`} data-testid="tool-card-skeleton" />
          ))
        : availableTools(data, isBuiltPath).map((tool) => <ToolCard key={tool.ndx} tool={tool} datacategoryPath={datacategoryPath} />)}
    </div>
  );
}

function ToolCard({ tool, datacategoryPath }: { tool: ToolInventoryItem; datacategoryPath?: string }) {
  const link = toolCardLink(tool, datacategoryPath);
  const style = {
    '--portal-card-span': cardColumns(tool.card_width_columns),
    minHeight: tool.card_height_pixels,
    '--portal-card-color': tool.card_color,
  } as CSSProperties;
  const body: ReactNode = (
    <>
      <span className="portal-tool-card-icon" aria-hidden>
        <Icon icon={toolIcon(tool.icon_image_file)} size={28} color={tool.card_color} />
      </span>
      <H2 className="portal-tool-card-title">
        {tool.tool_name}
        {link.kind === 'external' && <Icon icon="share" size={14} className="portal-tool-card-external" aria-label="(opens in a new tab)" />}
      </H2>
      <p className={Classes.RUNNING_TEXT}>{tool.description}</p>
    </>
  );
  // The whole card is the link: one tab stop per tool, and its name is the card's heading.
  return link.kind === 'external' ? (
    <a className={`portal-tool-card ${Classes.CARD} ${Classes.INTERACTIVE}`} style={style} href={link.href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className={`portal-tool-card ${Classes.CARD} ${Classes.INTERACTIVE}`} style={style} to={link.to}>
      {body}
    </Link>
  );
}
