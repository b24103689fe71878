import type { ReactNode } from 'react';
import type { StakeholderCategory } from '../../common/stakeholders';

// The portal's own illustrations: plain SVG drawn here, so pages show images with no request and no asset
// licence question. Each is a Yampa-valley landscape (peaks, valley, river) with a motif per category.

interface LandscapeProps {
  sky: string;
  /** Shown to screen readers; empty for a decorative image. */
  title?: string;
  className?: string;
  children?: ReactNode;
}

function Landscape({ sky, title, className, children }: LandscapeProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <rect width="400" height="200" fill={sky} />
      <circle cx="330" cy="45" r="18" fill="#FBD065" opacity="0.9" />
      <path d="M0 130 L70 60 L110 95 L170 35 L240 110 L290 70 L400 140 L400 200 L0 200Z" fill="#5F6B7C" />
      <path d="M150 55 L170 35 L190 55 L178 50 L170 58 L160 50Z M60 70 L70 60 L80 70Z" fill="#F6F7F9" />
      <path d="M0 150 Q100 120 200 145 T400 140 L400 200 L0 200Z" fill="#72CA9B" />
      <path d="M0 185 Q90 160 180 178 T400 165 L400 180 Q300 185 190 192 T0 200Z" fill="#4C90F0" />
      {children}
    </svg>
  );
}

const MOTIFS: Record<StakeholderCategory['image'], ReactNode> = {
  // Conifers along the bank.
  health: (
    <g fill="#1C6E42">
      <path d="M60 160 L72 125 L84 160Z" />
      <path d="M85 158 L95 130 L105 158Z" />
      <path d="M320 152 L333 118 L346 152Z" />
    </g>
  ),
  // A dam and reservoir.
  management: (
    <g>
      <path d="M250 150 L330 150 L320 128 L260 128Z" fill="#ABB3BF" />
      <rect x="255" y="120" width="70" height="8" fill="#8F99A8" />
      <path d="M180 140 Q215 125 255 132 L255 150 Q215 150 180 140Z" fill="#2D72D2" />
    </g>
  ),
  // Irrigated field rows and a barn.
  agriculture: (
    <g>
      <path d="M40 165 L180 150 L200 175 L30 190Z" fill="#D1980B" />
      <path d="M50 170 L185 155 M45 178 L192 163 M38 186 L198 170" stroke="#935610" strokeWidth="2" />
      <path d="M280 150 L310 130 L340 150 L340 172 L280 172Z" fill="#AC2F33" />
    </g>
  ),
  // A raft on the river.
  recreation: (
    <g>
      <ellipse cx="210" cy="182" rx="28" ry="6" fill="#EC9A3C" />
      <circle cx="200" cy="170" r="5" fill="#404854" />
      <circle cx="220" cy="170" r="5" fill="#404854" />
      <path d="M185 160 L235 190" stroke="#404854" strokeWidth="3" />
    </g>
  ),
};

const SKIES: Record<StakeholderCategory['image'], string> = {
  health: '#C3E8D3',
  management: '#CFE3FA',
  agriculture: '#FBE3BC',
  recreation: '#BFE4F7',
};

export function CategoryIllustration({ image, title, className }: { image: StakeholderCategory['image']; title?: string; className?: string }) {
  return (
    <Landscape sky={SKIES[image]} title={title} className={className}>
      {MOTIFS[image]}
    </Landscape>
  );
}

/** The landing page's and the dashboard's banner. */
export function HeroIllustration({ className }: { className?: string }) {
  return <Landscape sky="#8ABBFF" className={className} />;
}
