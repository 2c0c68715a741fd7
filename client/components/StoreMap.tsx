/**
 * The store map, drawn by the shop: a light graticule, a numbered marker per store (the
 * same numbers as the list, which is the page's real content) and the visitor's position.
 * One labelled image for assistive technology; the list carries the details.
 */
export interface StoreMapData {
  width: number;
  height: number;
  label: string;
  meridians: number[];
  parallels: number[];
  markers: { n: number; x: number; y: number; name: string; flagship: boolean }[];
  you: { x: number; y: number; label: string } | null;
}

export function StoreMap({ map }: { map: StoreMapData }) {
  return (
    <figure className="store-map">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        role="img"
        aria-labelledby="store-map-title"
        className="store-map__svg"
      >
        <title id="store-map-title">{map.label}</title>
        <rect width={map.width} height={map.height} className="store-map__sea" />
        <g className="store-map__graticule">
          {map.meridians.map((x) => (
            <line key={`m${x}`} x1={x} x2={x} y1={0} y2={map.height} />
          ))}
          {map.parallels.map((y) => (
            <line key={`p${y}`} x1={0} x2={map.width} y1={y} y2={y} />
          ))}
        </g>
        {map.you ? (
          <g className="store-map__you" transform={`translate(${map.you.x} ${map.you.y})`}>
            <circle r={14} className="store-map__you-halo" />
            <circle r={5} />
            <text x={9} y={-9}>
              {map.you.label}
            </text>
          </g>
        ) : null}
        {/* Later markers first, so the nearest store is drawn on top. */}
        {[...map.markers].reverse().map((m) => (
          <g
            key={m.n}
            className={`store-map__marker${m.flagship ? ' store-map__marker--flagship' : ''}`}
            transform={`translate(${m.x} ${m.y})`}
            data-store={m.n}
          >
            <title>{`${m.n}. ${m.name}`}</title>
            <circle r={11} />
            <text y={4}>{m.n}</text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
