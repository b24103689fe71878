/**
 * Map marker icons (GET /api/icon/icon): a few shapes in any colour, drawn as SVG here and
 * rasterized by resvg. Pure functions, so the drawing is testable without the renderer.
 */

export const ICON_SHAPES = ['drop', 'thermometer', 'star', 'triangle', 'square'] as const;
export type IconShape = (typeof ICON_SHAPES)[number];

/** CSS colour names an icon may use besides #rgb and #rrggbb: the common ones, enough for a legend. */
export const ICON_COLOR_NAMES = [
  'black', 'white', 'red', 'green', 'blue', 'yellow', 'orange', 'purple', 'brown', 'gray', 'grey', 'navy', 'teal',
  'maroon', 'olive', 'lime', 'aqua', 'cyan', 'fuchsia', 'magenta', 'silver', 'gold', 'pink',
] as const;

/** #rgb, #rrggbb or one of ICON_COLOR_NAMES, any case; nothing else reaches the SVG. */
export const ICON_COLOR_PATTERN = new RegExp(`^(#[0-9a-f]{3}|#[0-9a-f]{6}|${ICON_COLOR_NAMES.join('|')})$`, 'i');

export const ICON_SIZE = { min: 4, max: 128, default: 24 } as const;
export const ICON_STROKE_WIDTH = { min: 0, max: 10, default: 1 } as const;

interface IconSpec {
  shape: IconShape;
  width: number;
  height: number;
  color: string;
  strokeColor: string;
  strokeWidth: number;
}

export type IconRequest = Pick<IconSpec, 'shape'> & Partial<Omit<IconSpec, 'shape'>>;

/** Defaults filled in and colours lower-cased: equal icons get equal keys, URLs and ETags. */
export function normalizeIcon(request: IconRequest): IconSpec {
  return {
    shape: request.shape,
    width: request.width ?? ICON_SIZE.default,
    height: request.height ?? ICON_SIZE.default,
    color: (request.color ?? '#2d72d2').toLowerCase(),
    strokeColor: (request.strokeColor ?? 'white').toLowerCase(),
    strokeWidth: request.strokeWidth ?? ICON_STROKE_WIDTH.default,
  };
}

export function iconKey(spec: IconSpec): string {
  return `${spec.shape}:${spec.width}x${spec.height}:${spec.color}:${spec.strokeColor}:${spec.strokeWidth}`;
}

/**
 * The URL of an icon, parameters in a fixed order. Layers name their icon images by this URL, so the client
 * can load each image a layer uses from its own name (map.loadImage(url) then map.addImage(url, image)).
 */
export function iconUrl(request: IconRequest): string {
  const spec = normalizeIcon(request);
  const query = new URLSearchParams({
    shape: spec.shape,
    width: String(spec.width),
    height: String(spec.height),
    color: spec.color,
    strokeColor: spec.strokeColor,
    strokeWidth: String(spec.strokeWidth),
  });
  return `/api/icon/icon?${query.toString()}`;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

interface Box { x0: number; y0: number; x1: number; y1: number }

/** The shape's outline in pixel coordinates, inside `b`. */
function shapePaths(shape: IconShape, b: Box): string[] {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const cx = (b.x0 + b.x1) / 2;
  switch (shape) {
    case 'square': {
      const radius = Math.min(w, h) * 0.12;
      return [`M${r2(b.x0 + radius)},${r2(b.y0)} H${r2(b.x1 - radius)} Q${r2(b.x1)},${r2(b.y0)} ${r2(b.x1)},${r2(b.y0 + radius)}`
        + ` V${r2(b.y1 - radius)} Q${r2(b.x1)},${r2(b.y1)} ${r2(b.x1 - radius)},${r2(b.y1)} H${r2(b.x0 + radius)}`
        + ` Q${r2(b.x0)},${r2(b.y1)} ${r2(b.x0)},${r2(b.y1 - radius)} V${r2(b.y0 + radius)} Q${r2(b.x0)},${r2(b.y0)} ${r2(b.x0 + radius)},${r2(b.y0)} Z`];
    }
    case 'triangle':
      return [`M${r2(cx)},${r2(b.y0)} L${r2(b.x1)},${r2(b.y1)} L${r2(b.x0)},${r2(b.y1)} Z`];
    case 'star': {
      // Five points; the centre sits a little low so the star looks centred (its lower points are shorter).
      const cy = b.y0 + h * 0.53;
      const points = Array.from({ length: 10 }, (_, k) => {
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        const scale = k % 2 === 0 ? 1 : 0.45;
        return `${r2(cx + (w / 2) * scale * Math.cos(angle))},${r2(cy + (h * 0.53) * scale * Math.sin(angle))}`;
      });
      return [`M${points.join(' L')} Z`];
    }
    case 'drop': {
      const r = Math.min(w / 2, h * 0.4);
      const cy = b.y1 - r;
      const shoulder = b.y0 + (cy - b.y0) * 0.45;
      return [`M${r2(cx)},${r2(b.y0)} C${r2(cx + r * 0.35)},${r2(shoulder)} ${r2(cx + r)},${r2(cy - r * 0.55)} ${r2(cx + r)},${r2(cy)}`
        + ` A${r2(r)},${r2(r)} 0 0 1 ${r2(cx - r)},${r2(cy)}`
        + ` C${r2(cx - r)},${r2(cy - r * 0.55)} ${r2(cx - r * 0.35)},${r2(shoulder)} ${r2(cx)},${r2(b.y0)} Z`];
    }
    case 'thermometer': {
      const bulb = Math.min(w / 2, h * 0.24);
      const bulbY = b.y1 - bulb;
      const stem = Math.max(bulb * 0.9, 1);
      const stemTop = b.y0 + stem / 2;
      return [
        `M${r2(cx - stem / 2)},${r2(bulbY)} V${r2(stemTop)} A${r2(stem / 2)},${r2(stem / 2)} 0 0 1 ${r2(cx + stem / 2)},${r2(stemTop)} V${r2(bulbY)} Z`,
        `M${r2(cx - bulb)},${r2(bulbY)} A${r2(bulb)},${r2(bulb)} 0 1 0 ${r2(cx + bulb)},${r2(bulbY)} A${r2(bulb)},${r2(bulb)} 0 1 0 ${r2(cx - bulb)},${r2(bulbY)} Z`,
      ];
    }
  }
}

/**
 * The icon as SVG. The outline is the shape stroked at twice the stroke width underneath its fill, so shapes
 * drawn from several parts (the thermometer) get one outline around their union and none inside.
 */
export function iconSvg(spec: IconSpec): string {
  const inset = spec.strokeWidth + 0.5;
  const box = { x0: inset, y0: inset, x1: spec.width - inset, y1: spec.height - inset };
  const paths = shapePaths(spec.shape, box);
  const outline = spec.strokeWidth > 0
    ? `<g fill="${spec.strokeColor}" stroke="${spec.strokeColor}" stroke-width="${spec.strokeWidth * 2}" stroke-linejoin="round">`
      + paths.map((d) => `<path d="${d}"/>`).join('') + '</g>'
    : '';
  const fill = `<g fill="${spec.color}">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">`
    + `${outline}${fill}</svg>`;
}
