/** A compass rose, drawn in SVG (our own drawing, no artwork copied). */
export function Compass({ size = 32, ink = 'currentColor', accent = '#d8b878', title }: { size?: number; ink?: string; accent?: string; title?: string }) {
  const points = (r1: number, r2: number, n: number, rot = 0) =>
    Array.from({ length: n }, (_, i) => {
      const a = ((i * 360) / n + rot) * (Math.PI / 180);
      const b = (((i + 0.5) * 360) / n + rot) * (Math.PI / 180);
      return `${50 + r1 * Math.sin(a)},${50 - r1 * Math.cos(a)} ${50 + r2 * Math.sin(b)},${50 - r2 * Math.cos(b)}`;
    }).join(' ');
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="50" cy="50" r="46" fill="none" stroke={accent} strokeWidth="2" />
      <circle cx="50" cy="50" r="40" fill="none" stroke={accent} strokeWidth="0.8" strokeDasharray="1.5 2.2" />
      <polygon points={points(36, 9, 8, 22.5)} fill={accent} opacity="0.55" />
      <polygon points={points(44, 10, 4)} fill={ink} stroke={accent} strokeWidth="1" />
      <polygon points="50,6 56,50 50,50" fill={accent} />
      <polygon points="50,94 44,50 50,50" fill={accent} />
      <circle cx="50" cy="50" r="4.5" fill={accent} stroke={ink} strokeWidth="1.5" />
    </svg>
  );
}
