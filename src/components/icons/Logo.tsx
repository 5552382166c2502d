/** The company mark: three linked nodes, a plant, an edge device and the cloud. Decorative beside the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="8" stroke="currentColor" strokeWidth="2" />
      <path d="M9 22 16 10l7 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="22" r="3" fill="currentColor" />
      <circle cx="16" cy="10" r="3" fill="currentColor" />
      <circle cx="23" cy="22" r="3" fill="currentColor" />
    </svg>
  );
}
